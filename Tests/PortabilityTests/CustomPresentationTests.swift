import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A bottom card as iOS apps build one (Swift 5): a transitioning delegate handing out a presentation controller
/// with a dimming view, a spring animator, and an interaction controller subclassing
/// `UIPercentDrivenInteractiveTransition` for a swipe-down dismissal.
class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height * 0.6
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        presentedView?.layer.cornerRadius = 12
    }
}

class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        if presenting {
            transitionContext.containerView.addSubview(controller.view)
            controller.view.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            controller.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    var isInteracting = false

    override init() {
        super.init()
        completionCurve = .easeOut
    }
}

class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = SwipeDownInteraction()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interaction.isInteracting ? interaction : nil
    }
}

final class CustomPresentationTests: XCTestCase {
    func testABottomCardOverADimmedScreenAndASwipeDownDismissal() throws {
        let (card, halfWay) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let root = UIViewController()
            root.view.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
            window.rootViewController = root
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            let transitioner = CardTransitioningDelegate()
            let card = UIViewController()
            card.view.backgroundColor = .white
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitioner
            root.present(card, animated: true, completion: nil)
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 80, width: 300, height: 120))
            let shown = try XCTUnwrap(renderer.image)

            transitioner.interaction.isInteracting = true
            card.dismiss(animated: true, completion: nil)
            transitioner.interaction.update(0.5)
            clock.advance(by: 1.0 / 60)
            renderer.renderFrame()
            let halfWay = try XCTUnwrap(renderer.image)
            transitioner.interaction.isInteracting = false
            transitioner.interaction.finish()
            for _ in 0..<40 {
                clock.advance(by: 1.0 / 60)
                renderer.renderFrame()
            }
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(card.view.window)
            return (shown, halfWay)
        }
        assertSnapshot(card, named: "card")
        assertSnapshot(halfWay, named: "swipedHalfWay")
    }
}
