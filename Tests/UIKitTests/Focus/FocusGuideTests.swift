import Foundation
@testable import UIKit
import XCTest

/// A focus guide redirects an arrow move that reaches its rectangle to the guide's preferred environments, so
/// focus crosses to an item that does not line up.
final class FocusGuideTests: XCTestCase {
    func testAGuideCarriesFocusAcrossToAnItemOutOfLine() {
        onMainActor {
            let rig = FocusRig()
            let area = rig.group("area", rig.window.bounds)
            let start = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: area)
            let below = rig.tile(CGRect(x: 10, y: 100, width: 80, height: 40), in: area)
            let far = rig.tile(CGRect(x: 300, y: 200, width: 80, height: 40), in: area)
            rig.press("Tab")
            rig.press("Right")
            XCTAssertTrue(rig.focused === far, "the only item to the right, however far below")
            rig.press("Left")
            XCTAssertTrue(rig.focused === below)
            rig.press("Up")
            XCTAssertTrue(rig.focused === start)

            let guide = UIFocusGuide()
            area.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 100),
                guide.topAnchor.constraint(equalTo: area.topAnchor, constant: 10),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.heightAnchor.constraint(equalToConstant: 40),
            ])
            guide.preferredFocusEnvironments = [below]
            area.layoutIfNeeded()
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 100, y: 10, width: 50, height: 40))
            rig.press("Right")
            XCTAssertTrue(rig.focused === below, "the guide beside the item sent focus to its preference")
            rig.press("Up")
            guide.isEnabled = false
            rig.press("Right")
            XCTAssertTrue(rig.focused === far, "a disabled guide redirects nothing")
        }
    }
}
