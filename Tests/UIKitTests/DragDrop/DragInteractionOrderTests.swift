@testable import UIKit
import XCTest

/// The order in which a drag's source and its drop targets hear of it: a lift, moves over targets, a drop, a cancel,
/// a lift let go in place, and the pointer's press-and-drag.
final class DragInteractionOrderTests: XCTestCase {
    func testALongPressLiftsAndADropOverATargetPerformsThenConcludes() {
        onMainActor {
            let scene = DragScene()
            scene.rig.down(70, 50)
            scene.rig.hold(0.3)
            XCTAssertEqual(scene.calls(), [], "not yet held half a second")
            scene.rig.hold(0.2)
            XCTAssertEqual(scene.calls(), ["itemsForBeginning", "previewForLifting", "willAnimateLift"])
            XCTAssertTrue(scene.dragInteraction.activeDrag != nil)
            scene.rig.move(to: 100, 400)
            XCTAssertEqual(scene.calls(), ["sessionWillBegin", "sessionDidMove", "left canHandle", "left enter", "left update", "sessionDidMove", "left update"])
            scene.rig.up()
            XCTAssertEqual(scene.calls(), ["willEnd copy", "left performDrop", "left previewForDropping", "left willAnimateDrop"])
            XCTAssertEqual(scene.leftDrop.dropped, ["card"], "the items load during performDrop")
            scene.rig.advance(0.29)
            XCTAssertEqual(scene.calls(), [])
            scene.rig.advance(0.02)
            XCTAssertEqual(scene.calls(), ["left concludeDrop", "didEnd copy", "left sessionDidEnd"])
            XCTAssertNil(scene.dragInteraction.activeDrag)
            XCTAssertEqual(scene.rig.window.subviews.count, 3, "the previews' overlay is gone")
        }
    }

    /// The new target is asked whether it takes the drag before the old one hears it left.
    func testMovingBetweenTargetsExitsOneAndEntersTheOtherAskingCanHandleOnce() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 100, 400, steps: 1)
            scene.rig.move(to: 300, 400, steps: 1)
            scene.rig.move(to: 100, 400, steps: 1)
            XCTAssertEqual(scene.calls(), ["itemsForBeginning", "previewForLifting", "willAnimateLift",
                                           "sessionWillBegin", "sessionDidMove", "left canHandle", "left enter", "left update",
                                           "sessionDidMove", "right canHandle", "left exit", "right enter", "right update",
                                           "sessionDidMove", "right exit", "left enter", "left update"])
            scene.rig.up()
            scene.rig.advance(0.3)
            XCTAssertEqual(scene.calls(), ["willEnd copy", "left performDrop", "left previewForDropping", "left willAnimateDrop",
                                           "left concludeDrop", "didEnd copy", "left sessionDidEnd", "right sessionDidEnd"])
        }
    }

    func testLettingGoOverNoTargetCancelsAndFliesHome() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 300, 200)
            _ = scene.calls()
            scene.rig.up()
            XCTAssertEqual(scene.calls(), ["willEnd cancel", "previewForCancelling", "willAnimateCancel"])
            scene.rig.advance(0.3)
            XCTAssertEqual(scene.calls(), ["didEnd cancel"])
        }
    }

    func testLettingGoOverATargetThatForbidsTheDropCancelsAndEndsItsSession() {
        onMainActor {
            let scene = DragScene(leftOperation: .forbidden)
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 100, 400)
            _ = scene.calls()
            scene.rig.up()
            XCTAssertEqual(scene.calls(), ["left exit", "willEnd cancel", "previewForCancelling", "willAnimateCancel"])
            XCTAssertEqual(scene.leftDrop.dropped, [])
            scene.rig.advance(0.3)
            XCTAssertEqual(scene.calls(), ["didEnd cancel", "left sessionDidEnd"])
        }
    }

    func testAMoveTheSourceDoesNotAllowDropsAsACopy() {
        onMainActor {
            let scene = DragScene(leftOperation: .move)
            scene.drag.allowsMove = false
            scene.rig.pressAndHold(70, 50)
            scene.rig.move(to: 100, 400)
            _ = scene.calls()
            scene.rig.up()
            XCTAssertEqual(scene.calls().first, "willEnd copy")
        }
    }

    func testATargetThatCannotHandleTheItemsIsPassedOverForTheOneBehindIt() {
        onMainActor {
            let scene = DragScene()
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let innerDrop = DropLog("inner", log: scene.log)
            innerDrop.handles = false
            inner.addInteraction(UIDropInteraction(delegate: innerDrop))
            scene.left.addSubview(inner)
            scene.rig.pressAndHold(70, 50)
            _ = scene.calls()
            scene.rig.move(to: 60, 340, steps: 1)
            XCTAssertEqual(scene.calls(), ["sessionWillBegin", "sessionDidMove", "inner canHandle", "left canHandle", "left enter", "left update"])
        }
    }

    func testALiftLetGoWithoutMovingEndsTheLiftAtItsStartAndBeginsNoSession() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pressAndHold(70, 50)
            scene.rig.up()
            XCTAssertEqual(scene.drag.liftCompletions, [.start])
            scene.rig.advance(0.3)
            XCTAssertEqual(scene.calls(), ["itemsForBeginning", "previewForLifting", "willAnimateLift"])
            XCTAssertEqual(scene.drag.liftCompletions, [.start])
        }
    }

    func testNoItemsLiftsNothingAndADisabledInteractionIsNotAsked() {
        onMainActor {
            let scene = DragScene(strings: [])
            scene.rig.pressAndHold(70, 50)
            XCTAssertEqual(scene.calls(), ["itemsForBeginning"])
            XCTAssertNil(scene.dragInteraction.activeDrag)
            scene.rig.up()
            scene.dragInteraction.isEnabled = false
            scene.drag.strings = ["card"]
            scene.rig.pressAndHold(70, 50)
            scene.rig.up()
            XCTAssertEqual(scene.calls(), [])
            XCTAssertTrue(UIDragInteraction.isEnabledByDefault)
        }
    }

    func testThePointerLiftsAsSoonAsItDragsAPressedView() {
        onMainActor {
            let scene = DragScene()
            scene.rig.pointerDown(70, 50)
            scene.rig.pointerMove(to: 72, 50)
            XCTAssertEqual(scene.calls(), [])
            scene.rig.pointerMove(to: 74, 50)
            XCTAssertEqual(scene.calls(), ["itemsForBeginning", "previewForLifting", "willAnimateLift"])
            scene.rig.pointerMove(to: 300, 400)
            scene.rig.pointerUp()
            scene.rig.advance(0.3)
            XCTAssertEqual(scene.calls(), ["sessionWillBegin", "sessionDidMove", "right canHandle", "right enter", "right update",
                                           "willEnd copy", "right performDrop", "right previewForDropping", "right willAnimateDrop",
                                           "right concludeDrop", "didEnd copy", "right sessionDidEnd"])
            XCTAssertEqual(scene.rightDrop.dropped, ["card"])
        }
    }
}
