import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// Dragging a sheet with the pointer and a finger: it follows, rests at the detent nearest where the release
/// projects it on the spring's clock, tells the delegate of a new detent, and goes away when pulled below the
/// smallest detent unless it is modal in presentation.
final class SheetDragTests: XCTestCase {
    func testTheSheetFollowsTheDragAndSpringsToTheNearerDetent() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: -60, steps: 6, release: false)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 95, width: 400, height: 205), "the top follows the pointer")
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(scene.delegate.take(), ["didChangeDetent(com.apple.UIKit.large)"])
            scene.rig.frame(after: SheetRig.slide / 2)
            XCTAssertLessThan(scene.shownTop, 95)
            XCTAssertGreaterThan(scene.shownTop, 10)
            scene.rig.frame(after: SheetRig.slide / 2)
            XCTAssertEqual(scene.shownTop, 10, accuracy: 0.01)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 10, width: 400, height: 290))
        }
    }

    func testASheetLetGoAtRestSpringsToTheNearerDetentOnTheContextsClock() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: -80, steps: 8, interval: 0.1, release: false)
            scene.rig.frame(after: 0.2)
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .large, "75 is nearer 10 than 155")
            scene.assertSpring(from: 75, to: 10, at: [0.1, 0.1, 0.1, 0.15])
            scene.rig.frame(after: 0.1)
            XCTAssertEqual(scene.shownTop, 10)
        }
    }

    func testASlowShortDragGoesBackToItsDetent() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: -40, steps: 4, interval: 0.1)
            XCTAssertNil(scene.sheet.selectedDetentIdentifier)
            XCTAssertEqual(scene.delegate.take(), [])
            scene.rig.frame(after: SheetRig.slide)
            XCTAssertEqual(scene.shownTop, 155, accuracy: 0.01)
        }
    }

    func testAFlingOfTheSameDistancePicksTheDetentByVelocity() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: -40, steps: 4)
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .large)
            scene.rig.frame(after: SheetRig.slide)
            XCTAssertEqual(scene.shownTop, 10, accuracy: 0.01)
            scene.drag(from: CGPoint(x: 200, y: 100), by: 40, steps: 4)
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .medium, "a fling down from large rests at medium")
            XCTAssertEqual(scene.delegate.take(), ["didChangeDetent(com.apple.UIKit.large)", "didChangeDetent(com.apple.UIKit.medium)"])
        }
    }

    func testAFingerDragsTheSheetToo() {
        onMainActor {
            let scene = SheetRig()
            let input = scene.rig.renderer.input
            func now() -> UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }
            input.handle(TouchFrame(events: [.down(id: 1, x: 200, y: 200, serial: 1, time: now())]))
            for step in 1...6 {
                scene.rig.frame(after: 1.0 / 60)
                input.handle(TouchFrame(events: [.motion(id: 1, x: 200, y: 200 - Double(step) * 15, time: now())]))
            }
            XCTAssertEqual(scene.content.view.frame.minY, 65)
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: now())]))
            XCTAssertEqual(scene.sheet.selectedDetentIdentifier, .large)
        }
    }

    func testDraggingBelowTheSmallestDetentDismissesAndTellsTheDelegate() {
        onMainActor {
            let scene = SheetRig()
            scene.drag(from: CGPoint(x: 200, y: 200), by: 90, steps: 9, interval: 0.1)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismiss", "willDismiss"])
            XCTAssertTrue(scene.content.isBeingDismissed)
            scene.rig.frame(after: SheetRig.slide / 2)
            XCTAssertGreaterThan(scene.shownTop, 245, "it leaves from where it was let go")
            scene.rig.frame(after: SheetRig.slide / 2 + 0.01)
            XCTAssertEqual(scene.delegate.take(), ["didDismiss"])
            XCTAssertNil(scene.presenter.presentedViewController)
        }
    }

    func testAModalSheetResistsTellsTheDelegateAndSpringsBack() {
        onMainActor {
            let scene = SheetRig()
            scene.content.isModalInPresentation = true
            scene.drag(from: CGPoint(x: 200, y: 200), by: 90, steps: 9, interval: 0.1, release: false)
            XCTAssertEqual(scene.content.view.frame.minY, 155 + 90 * 0.2, accuracy: 0.01, "it follows a fifth of the pull")
            scene.rig.renderer.pointerUp()
            XCTAssertEqual(scene.delegate.take(), ["didAttempt"], "a modal sheet does not ask")
            scene.rig.frame(after: SheetRig.slide)
            XCTAssertEqual(scene.shownTop, 155, accuracy: 0.01)
            XCTAssertTrue(scene.presenter.presentedViewController === scene.content)
        }
    }

    func testADelegateThatRefusesKeepsTheSheet() {
        onMainActor {
            let scene = SheetRig()
            scene.delegate.allowsDismissal = false
            scene.drag(from: CGPoint(x: 200, y: 200), by: 90, steps: 9, interval: 0.1)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismiss", "didAttempt"])
            scene.rig.frame(after: SheetRig.slide)
            XCTAssertEqual(scene.shownTop, 155, accuracy: 0.01)
        }
    }

    func testEscapeDismissesAsTheUserAndADismissalInCodeTellsNothing() {
        onMainActor {
            let scene = SheetRig()
            scene.rig.renderer.input.handle(KeyEvent(code: 1, keysym: 0xff1b, name: "Escape", text: "", isPressed: true,
                                                     isRepeat: false, modifiers: [], time: 1))
            scene.rig.frame(after: SheetRig.slide + 0.01)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismiss", "willDismiss", "didDismiss"])
            let again = SheetRig()
            again.content.dismiss(animated: false)
            XCTAssertEqual(again.delegate.take(), [])
        }
    }

    func testPastTheLargestDetentTheSheetResists() {
        onMainActor {
            let scene = SheetRig()
            scene.sheet.selectedDetentIdentifier = .large
            scene.drag(from: CGPoint(x: 200, y: 100), by: -50, steps: 5, interval: 0.1, release: false)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "it follows a fifth of the pull up")
            scene.rig.renderer.pointerUp()
            scene.rig.frame(after: 1)
            XCTAssertEqual(scene.shownTop, 10)
            XCTAssertEqual(scene.delegate.take(), [])
        }
    }

    func testThePageSheetCardIsDraggedAwayToo() {
        onMainActor {
            let scene = SheetRig(detents: [.large()])
            scene.drag(from: CGPoint(x: 200, y: 100), by: 40, steps: 4, interval: 0.1, release: false)
            XCTAssertEqual(scene.content.view.frame, CGRect(x: 20, y: 60, width: 360, height: 260), "the card slides whole")
            scene.rig.renderer.pointerUp()
            scene.rig.frame(after: 1)
            XCTAssertEqual(scene.content.view.frame.minY, 20, "a short drag puts it back")
            scene.drag(from: CGPoint(x: 200, y: 100), by: 150, steps: 10, interval: 0.1)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismiss", "willDismiss"])
        }
    }
}
