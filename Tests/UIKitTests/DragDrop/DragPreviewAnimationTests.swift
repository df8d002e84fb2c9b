@testable import UIKit
import XCTest

/// Where a drag's preview is at exact times on the context's clock: it lifts (grows 5 % with a shadow over a quarter
/// second), follows the touch at once, flies to the drop target's preview (0.3 s, ease in-out) or home on a cancel.
final class DragPreviewAnimationTests: XCTestCase {
    func testTheLiftGrowsThePreviewWithAShadowOverAQuarterSecond() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            XCTAssertEqual(preview.center, CGPoint(x: 70, y: 50), "over the lifted view")
            XCTAssertEqual(preview.bounds.size, CGSize(width: 100, height: 60))
            XCTAssertEqual(preview.layer.shadowOpacity, 0.3)
            scene.rig.advance(0)
            XCTAssertEqual(scene.rig.shown(preview).transform.m11, 1, accuracy: 0.001)
            scene.rig.advance(0.125)
            XCTAssertEqual(scene.rig.shown(preview).transform.m11, 1.025, accuracy: 0.001, "halfway on the ease-in-out curve")
            scene.rig.advance(0.125)
            XCTAssertEqual(scene.rig.shown(preview).transform.m11, 1.05, accuracy: 0.001)
            XCTAssertEqual(scene.rig.shown(preview).transform.m22, 1.05, accuracy: 0.001)
        }
    }

    func testThePreviewFollowsTheTouchAtOnceKeepingWhereItWasHeld() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(40, 30)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            scene.rig.move(to: 240, 130, steps: 1)
            XCTAssertEqual(preview.center, CGPoint(x: 270, y: 150), "the touch held the view 30 left and 20 above its centre")
            scene.rig.advance(0.01)
            XCTAssertEqual(scene.rig.shown(preview).position.x, 270, accuracy: 0.001)
            XCTAssertEqual(scene.rig.shown(preview).position.y, 150, accuracy: 0.001)
        }
    }

    func testADropFliesThePreviewToTheTargetsPreviewThenTakesItAway() {
        onMainActor {
            let scene = DragScene()
            scene.leftDrop.landing = { standard in
                UITargetedDragPreview(view: standard.view, parameters: UIDragPreviewParameters(),
                                      target: UIDragPreviewTarget(container: scene.left, center: CGPoint(x: 80, y: 100)))
            }
            scene.rig.pressAndHold(70, 50)
            scene.rig.advance(0.3)
            scene.rig.move(to: 60, 440)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            scene.rig.up()
            XCTAssertEqual(preview.center, CGPoint(x: 100, y: 400), "the target's centre in the window")
            scene.rig.advance(0)
            XCTAssertEqual(scene.rig.shown(preview).position.y, 440, accuracy: 0.001)
            scene.rig.advance(0.15)
            XCTAssertEqual(scene.rig.shown(preview).position.x, 80, accuracy: 0.01, "halfway at half time")
            XCTAssertEqual(scene.rig.shown(preview).position.y, 420, accuracy: 0.01)
            XCTAssertEqual(scene.rig.shown(preview).transform.m11, 1.025, accuracy: 0.001, "shrinking back to the target's size")
            scene.rig.advance(0.15)
            XCTAssertNil(preview.superview?.superview, "the overlay is gone")
        }
    }

    func testADropWithTheDefaultPreviewFadesItOutWhereItIs() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 100, 400)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            scene.rig.up()
            scene.rig.advance(0.15)
            XCTAssertEqual(scene.rig.shown(preview).opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(scene.rig.shown(preview).position.y, 400, accuracy: 0.01)
        }
    }

    func testACancelFliesThePreviewHomeAndShrinksIt() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            scene.rig.advance(0.3)
            scene.rig.move(to: 270, 250)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            scene.rig.up()
            XCTAssertEqual(preview.center, CGPoint(x: 70, y: 50))
            scene.rig.advance(0.15)
            XCTAssertEqual(scene.rig.shown(preview).position.x, 170, accuracy: 0.01)
            XCTAssertEqual(scene.rig.shown(preview).position.y, 150, accuracy: 0.01)
            XCTAssertEqual(scene.rig.shown(preview).transform.m11, 1.025, accuracy: 0.001)
            scene.rig.advance(0.15)
            XCTAssertNil(preview.superview?.superview)
        }
    }

    func testACancelWithNoPreviewFadesOut() {
        onMainActor {
            let scene = DragScene()
            scene.drag.cancelPreview = { _ in nil }
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 270, 250)
            let preview = try! XCTUnwrap(scene.rig.floatingPreviews.first)
            scene.rig.up()
            scene.rig.advance(0.15)
            XCTAssertEqual(scene.rig.shown(preview).opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(scene.rig.shown(preview).position.x, 270, accuracy: 0.01)
        }
    }
}
