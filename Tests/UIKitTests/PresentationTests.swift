@testable import UIKit
import Wayland
import XCTest

/// Presenting and dismissing on the manual clock: the built-in styles and transitions, a custom presentation
/// controller with a dimming view, and Escape on a sheet.
final class PresentationTests: XCTestCase {
    @MainActor
    private final class Scene {
        let rig = ControllerRig()
        let a: LoggingController
        let b: LoggingController

        init() {
            a = LoggingController("A", log: rig.log, color: .red)
            b = LoggingController("B", log: rig.log, color: .blue)
            rig.window.rootViewController = a
            rig.frame(after: 0)
            _ = rig.log.take()
        }

        func shownFrame(_ view: UIView) -> CGRect {
            let layer = view.layer.presentation() ?? view.layer
            return CGRect(x: rig.shownMinX(view), y: layer.position.y - layer.bounds.height / 2 + (view.superview?.frame.minY ?? 0),
                          width: layer.bounds.width, height: layer.bounds.height)
        }
    }

    private static let slide = 0.5

    func testFullScreenCoversVerticallyAndTakesThePresenterOut() {
        onMainActor {
            let scene = Scene(), rig = scene.rig
            var presented = false
            scene.b.modalPresentationStyle = .fullScreen
            scene.a.present(scene.b, animated: true) { presented = true }
            XCTAssertEqual(rig.log.take(), ["A.willDisappear", "B.willAppear[presented]"])
            XCTAssertTrue(scene.a.presentedViewController === scene.b)
            XCTAssertTrue(scene.b.presentingViewController === scene.a)
            rig.frame(after: 0)
            XCTAssertEqual(scene.shownFrame(scene.b.view).minY, 300, accuracy: 0.01)
            rig.frame(after: Self.slide / 2)
            let half = CGFloat(ModalTransitionAnimator.systemCurve.evaluate(at: 0.5))
            XCTAssertEqual(scene.shownFrame(scene.b.view).minY, 300 * (1 - half), accuracy: 0.05)
            rig.frame(after: Self.slide / 2)
            XCTAssertEqual(scene.shownFrame(scene.b.view).minY, 0, accuracy: 0.01)
            XCTAssertTrue(presented)
            XCTAssertNil(scene.a.view.window, "a full-screen presentation takes the covered view out")
            XCTAssertEqual(rig.log.take(), ["A.didDisappear", "B.didAppear[presented]"])

            var dismissed = false
            scene.b.dismiss(animated: true) { dismissed = true }
            XCTAssertEqual(rig.log.take(), ["B.willDisappear[dismissed]", "A.willAppear"])
            XCTAssertNotNil(scene.a.view.window, "the presenter's view comes back under the presented one")
            rig.frame(after: Self.slide + 0.01)
            XCTAssertTrue(dismissed)
            XCTAssertNil(scene.a.presentedViewController)
            XCTAssertNil(scene.b.presentingViewController)
            XCTAssertNil(scene.b.view.window)
            XCTAssertEqual(rig.log.take(), ["B.didDisappear[dismissed]", "A.didAppear"])
        }
    }

    func testAPageSheetIsACenteredCardOverADimmedWindowAndEscapeDismissesIt() {
        onMainActor {
            let scene = Scene(), rig = scene.rig
            scene.a.present(scene.b, animated: true)
            rig.frame(after: Self.slide + 0.01)
            XCTAssertEqual(scene.b.view.frame, CGRect(x: 20, y: 20, width: 360, height: 260))
            XCTAssertNotNil(scene.a.view.window, "a sheet leaves the presenter under it")
            let dimming = (scene.b.presentationController as? UISheetPresentationController)?.dimmingView
            XCTAssertEqual(dimming?.alpha, 1)
            XCTAssertEqual(rig.log.take(), ["B.willAppear[presented]", "B.didAppear[presented]"])
            scene.b.isModalInPresentation = true
            rig.renderer.input.handle(KeyEvent(code: 1, keysym: 0xff1b, name: "Escape", text: "", isPressed: true, isRepeat: false, modifiers: [], time: 1))
            XCTAssertTrue(scene.a.presentedViewController === scene.b, "a modal sheet stays")
            scene.b.isModalInPresentation = false
            rig.renderer.input.handle(KeyEvent(code: 1, keysym: 0xff1b, name: "Escape", text: "", isPressed: true, isRepeat: false, modifiers: [], time: 2))
            rig.frame(after: Self.slide / 2)
            XCTAssertGreaterThan(dimming?.layer.presentation()?.opacity ?? 1, 0)
            XCTAssertLessThan(dimming?.layer.presentation()?.opacity ?? 1, 1, "the dimming fades out alongside")
            rig.frame(after: Self.slide / 2 + 0.01)
            XCTAssertNil(scene.a.presentedViewController)
            XCTAssertNil(dimming?.window)
        }
    }

    func testCrossDissolveFadesAndFlipTurnsOver() {
        onMainActor {
            let scene = Scene(), rig = scene.rig
            scene.b.modalPresentationStyle = .overFullScreen
            scene.b.modalTransitionStyle = .crossDissolve
            scene.a.present(scene.b, animated: true)
            rig.frame(after: Self.slide / 2)
            let opacity = scene.b.view.layer.presentation()?.opacity ?? -1
            XCTAssertEqual(opacity, Float(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5)), accuracy: 0.01)
            rig.frame(after: Self.slide / 2 + 0.01)
            scene.b.dismiss(animated: false)
            XCTAssertNil(scene.a.presentedViewController, "without animation it goes at once")
            let c = LoggingController("C", log: rig.log)
            c.modalPresentationStyle = .fullScreen
            c.modalTransitionStyle = .flipHorizontal
            scene.a.present(c, animated: true)
            rig.frame(after: 0.76)
            XCTAssertTrue(scene.a.presentedViewController === c)
            XCTAssertNotNil(c.view.window)
            XCTAssertNil(scene.a.view.window)
        }
    }

    func testPresentingFromAControllerOffScreenIsRefusedInOneLine() {
        onMainActor {
            let scene = Scene()
            let lonely = UIViewController()
            lonely.present(scene.b, animated: true)
            XCTAssertNil(lonely.presentedViewController)
            XCTAssertNil(scene.b.presentingViewController)
            XCTAssertTrue(UIKitContextState.current.reportedMessages.contains { $0.contains("not in a window") })
        }
    }
}

/// A presentation controller as apps write them: the presented view in the lower half over a dimming view
/// that fades alongside the transition, laid out again when the container resizes.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var layouts = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        layouts += 1
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

@MainActor
final class HalfSheetDelegate: UIViewControllerTransitioningDelegate {
    var controller: HalfSheetPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let made = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
}

final class CustomPresentationControllerTests: XCTestCase {
    func testACustomPresentationControllerPlacesTheViewAndFadesItsDimmingView() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController()
            rig.window.rootViewController = root
            let sheet = UIViewController()
            let delegate = HalfSheetDelegate()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true)
            let controller = delegate.controller
            XCTAssertNotNil(controller)
            XCTAssertTrue(sheet.presentationController === controller)
            rig.frame(after: 0.25)
            let shown = controller?.dimmingView.layer.presentation()?.opacity ?? -1
            XCTAssertEqual(shown, Float(ModalTransitionAnimator.systemCurve.evaluate(at: 0.5)), accuracy: 0.01,
                           "the dimming view fades alongside, on the transition's curve")
            rig.frame(after: 0.26)
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 150, width: 400, height: 150))
            XCTAssertNotNil(root.view.window, "a custom presentation keeps the presenter's view")
            rig.window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
            rig.frame(after: 0)
            XCTAssertGreaterThan(controller?.layouts ?? 0, 0, "the container lays out on a resize")
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 200, width: 500, height: 200))
            XCTAssertEqual(controller?.dimmingView.frame, CGRect(x: 0, y: 0, width: 500, height: 400))
            sheet.dismiss(animated: true)
            rig.frame(after: 0.51)
            XCTAssertNil(controller?.dimmingView.window)
            XCTAssertNil(root.presentedViewController)
        }
    }
}
