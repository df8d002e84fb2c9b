@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The box of physics items: it settles the same way every run, and an item dragged by the pointer is flung on release.
final class GalleryDynamicsPageTests: SceneTestCase {
    func testTheItemsFallAndSettleInsideTheBox() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let fixture = GalleryPageFixture(DynamicsPage.self)
            let page = fixture.page
            fixture.render(at: 0.4)
            XCTAssertTrue(page.animator.isRunning, "falling")
            fixture.render(at: 10)
            XCTAssertFalse(page.animator.isRunning, "everything rests")
            for item in page.items {
                XCTAssertTrue(page.area.bounds.insetBy(dx: 3, dy: 3).contains(outline(of: item)), "\(item.frame) inside the box")
                XCTAssertGreaterThan(item.center.y, 200, "on the floor or the pile")
            }
            return try XCTUnwrap(fixture.renderer.image)
        }
        assertSnapshot(image)
    }

    func testAnItemIsDraggedByAnAttachmentAndFlungOnRelease() {
        onMainActor {
            let fixture = GalleryPageFixture(DynamicsPage.self)
            let page = fixture.page
            var t = 10.0
            fixture.render(at: t)
            XCTAssertFalse(page.animator.isRunning)
            let item = page.items[1]
            let start = page.area.convert(item.center, to: nil)
            fixture.renderer.pointerDown(at: start)
            var pointer = start
            for step in 1...15 {
                t += 1.0 / 60
                fixture.render(at: t)
                pointer = CGPoint(x: start.x + CGFloat(step) * 8, y: start.y - CGFloat(step) * 8)
                fixture.renderer.pointerMove(to: pointer)
            }
            XCTAssertNotNil(page.drag, "held by an attachment")
            XCTAssertTrue(page.animator.isRunning)
            t += 1.0 / 60
            fixture.render(at: t)
            let origin = page.area.convert(start, from: nil)
            XCTAssertGreaterThan(item.center.x - origin.x, 60, "the item follows the pointer's 120 points right")
            XCTAssertLessThan(item.center.y - origin.y, -60, "and up")
            fixture.renderer.pointerUp()
            XCTAssertNil(page.drag, "released")
            // The pan's velocity over its last 100 ms of samples, given to the item as it is let go.
            let velocity = page.properties.linearVelocity(for: item)
            XCTAssertGreaterThan(velocity.x, 300, "with the pan's velocity")
            XCTAssertEqual(velocity.y, -velocity.x, accuracy: 1e-6)
            let released = item.center
            fixture.render(at: t + 0.1)
            XCTAssertGreaterThan(item.center.x, released.x + 30, "flung on to the right")
            XCTAssertLessThan(item.center.y, released.y - 20, "and up")
            fixture.render(at: t + 8)
            XCTAssertTrue(page.area.bounds.insetBy(dx: 3, dy: 3).contains(outline(of: item)), "and back to rest inside the box")
        }
    }
}

/// The box around what an item collides by: its circle, or its turned bounds.
@MainActor
private func outline(of item: UIView) -> CGRect {
    guard !(item is RoundItemView) else { return CGRect(x: item.center.x - 32, y: item.center.y - 32, width: 64, height: 64) }
    return item.frame
}
