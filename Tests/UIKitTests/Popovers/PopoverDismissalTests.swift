import QuartzCore
@testable import UIKit
import XCTest

/// How a popover goes: a tap outside it or Escape dismisses it as the user, asking the popover delegate and then
/// the adaptive delegate; a passthrough view takes its tap instead; a tap inside stays inside.
final class PopoverDismissalTests: XCTestCase {
    func testATapOutsideAsksBothDelegatesThenFadesThePopoverOutAndTellsThem() {
        onMainActor {
            let scene = PopoverRig()
            _ = scene.delegate.take()
            scene.tap(at: CGPoint(x: 30, y: 280))
            XCTAssertEqual(scene.delegate.take(), ["shouldDismissPopover", "shouldDismiss", "willDismiss"])
            scene.rig.frame(after: 0)
            scene.rig.frame(after: PopoverTransitionAnimator.dismissDuration / 2)
            XCTAssertNotNil(scene.presenter.presentedViewController, "still fading out")
            scene.rig.frame(after: PopoverTransitionAnimator.dismissDuration / 2 + 0.01)
            XCTAssertEqual(scene.delegate.take(), ["didDismissPopover", "didDismiss"])
            XCTAssertNil(scene.presenter.presentedViewController)
            XCTAssertNil(scene.popover.containerView?.superview)
        }
    }

    func testThePopoverDelegateMayRefuse() {
        assertTapOutsideRefused(["shouldDismissPopover", "didAttempt"]) { $0.delegate.allowsPopoverDismissal = false }
    }

    func testTheAdaptiveDelegateMayRefuse() {
        assertTapOutsideRefused(["shouldDismissPopover", "shouldDismiss", "didAttempt"]) { $0.delegate.allowsDismissal = false }
    }

    func testAModalPopoverStaysWithoutAsking() {
        assertTapOutsideRefused(["didAttempt"]) { $0.content.isModalInPresentation = true }
    }

    /// A tap outside a popover that `refuse` made refuse tells the delegate `calls` and leaves it shown.
    private func assertTapOutsideRefused(_ calls: [String], line: UInt = #line, refuse: @MainActor (PopoverRig) -> Void) {
        onMainActor {
            let scene = PopoverRig()
            refuse(scene)
            _ = scene.delegate.take()
            scene.tap(at: CGPoint(x: 30, y: 280))
            scene.rig.frame(after: 1)
            XCTAssertEqual(scene.delegate.take(), calls, line: line)
            XCTAssertTrue(scene.presenter.presentedViewController === scene.content, line: line)
        }
    }

    func testATapInsideThePopoverReachesItsContent() {
        onMainActor {
            let scene = PopoverRig()
            var taps = 0
            scene.content.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            _ = scene.delegate.take()
            scene.tap(at: CGPoint(x: 200, y: 140))
            scene.rig.frame(after: 1)
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(scene.delegate.take(), [])
            XCTAssertTrue(scene.presenter.presentedViewController === scene.content)
        }
    }

    func testAPassthroughViewTakesItsTapAndThePopoverStays() {
        onMainActor {
            let other = UIButton(type: .system)
            other.frame = CGRect(x: 20, y: 260, width: 60, height: 30)
            var pressed = 0
            other.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
            let scene = PopoverRig { $0.passthroughViews = [other] }
            scene.presenter.view.addSubview(other)
            _ = scene.delegate.take()
            scene.tap(at: CGPoint(x: 50, y: 275))
            scene.rig.frame(after: 1)
            XCTAssertEqual(pressed, 1)
            XCTAssertEqual(scene.delegate.take(), [])
            XCTAssertTrue(scene.presenter.presentedViewController === scene.content)
            scene.tap(at: CGPoint(x: 350, y: 275))
            XCTAssertEqual(scene.delegate.take().first, "shouldDismissPopover", "a tap elsewhere still dismisses")
        }
    }

    func testEscapeDismissesAsTheUser() {
        onMainActor {
            let scene = PopoverRig()
            _ = scene.delegate.take()
            scene.pressEscape()
            scene.rig.frame(after: 0)
            scene.rig.frame(after: PopoverTransitionAnimator.dismissDuration + 0.01)
            XCTAssertEqual(scene.delegate.take(), ["shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismissPopover", "didDismiss"])
            XCTAssertNil(scene.presenter.presentedViewController)
        }
    }

    func testADismissalInCodeTellsNothing() {
        onMainActor {
            let scene = PopoverRig()
            _ = scene.delegate.take()
            scene.content.dismiss(animated: false)
            XCTAssertEqual(scene.delegate.take(), [])
            XCTAssertNil(scene.presenter.presentedViewController)
        }
    }

    func testAdaptingToNoneKeepsThePopoverAndToFullScreenPresentsFullScreen() {
        onMainActor {
            let kept = PopoverRig(present: false)
            kept.delegate.adaptiveStyle = .none
            kept.show()
            XCTAssertEqual(kept.content.view.frame, CGRect(x: 100, y: 63, width: 200, height: 150))
            let full = PopoverRig(present: false)
            full.delegate.adaptiveStyle = .fullScreen
            full.presenter.present(full.content, animated: false)
            full.rig.frame(after: 0)
            XCTAssertEqual(full.content.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertTrue(full.content.presentationController is FullScreenPresentationController)
            XCTAssertNotNil(full.content.popoverPresentationController, "the popover stays asked for")
            let sheet = PopoverRig(present: false)
            sheet.delegate.adaptiveStyle = .formSheet
            sheet.presenter.present(sheet.content, animated: false)
            XCTAssertTrue(sheet.content.presentationController === sheet.popover.adaptiveSheetPresentationController)
        }
    }
}
