@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// The animation group page: every member follows the group's easing at once.
final class GalleryGroupsPageTests: SceneTestCase {
    func testEveryMemberIsAtTheGroupsEasedProgress() {
        onMainActor {
            let fixture = GalleryPageFixture(GroupsPage.self)
            let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.25)
            fixture.render(at: GroupsPage.duration * 0.25)
            let shown = fixture.page.square.layer.presentation()!
            XCTAssertEqual(shown.position.x, GroupsPage.fromX + (GroupsPage.toX - GroupsPage.fromX) * eased, accuracy: 0.01)
            XCTAssertEqual(shown.cornerRadius, 45 * eased, accuracy: 0.01)
            XCTAssertEqual(atan2(shown.transform.m12, shown.transform.m11), .pi * eased, accuracy: 1e-3)
            XCTAssertEqual(hypot(shown.transform.m11, shown.transform.m12), 1 + 0.6 * eased, accuracy: 1e-3)
            fixture.render(at: GroupsPage.duration * 1.75)
            XCTAssertEqual(fixture.page.square.layer.presentation()!.cornerRadius, 45 * eased, accuracy: 0.01, "autoreversed: on the way back")
        }
    }
}
