@testable import UIKit
import XCTest

/// An app's own transition: a circular reveal through a `CAShapeLayer` mask, driven by a
/// `UIPercentDrivenInteractiveTransition` (held and scrubbed in the container's layer time, then finished or
/// cancelled), and a property-animator transition scrubbed through `fractionComplete`.
@MainActor
final class CircularRevealAnimator: UIViewControllerAnimatedTransitioning {
    var ended: Bool?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        let center = CGPoint(x: toView.bounds.midX, y: toView.bounds.midY)
        let small = UIBezierPath(arcCenter: center, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        let large = UIBezierPath(arcCenter: center, radius: 260, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        let mask = CAShapeLayer()
        mask.path = large
        toView.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = transitionDuration(using: transitionContext)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            toView.layer.mask = nil
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        mask.add(reveal, forKey: "reveal")
        CATransaction.commit()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended = transitionCompleted
    }
}

@MainActor
final class RevealDelegate: UIViewControllerTransitioningDelegate {
    let animator = CircularRevealAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

@MainActor
private func revealScene() -> (ControllerRig, UIViewController, UIViewController, RevealDelegate) {
    let rig = ControllerRig()
    let root = UIViewController()
    root.view.backgroundColor = .white
    rig.window.rootViewController = root
    let shown = UIViewController()
    shown.view.backgroundColor = .blue
    shown.modalPresentationStyle = .overFullScreen
    let delegate = RevealDelegate()
    shown.transitioningDelegate = delegate
    rig.frame(after: 0)
    return (rig, root, shown, delegate)
}

@MainActor
private func maskRadius(_ view: UIView) -> CGFloat {
    guard let mask = view.layer.mask as? CAShapeLayer, let path = (mask.presentation() ?? mask).path else { return -1 }
    return path.boundingBox.width / 2
}

final class CustomTransitionTests: XCTestCase {
    func testThePercentDrivenRevealFollowsTheInteractionAndFinishes() {
        onMainActor {
            let (rig, root, shown, delegate) = revealScene()
            root.present(shown, animated: true)
            rig.frame(after: 0.5)
            XCTAssertEqual(maskRadius(shown.view), 1, accuracy: 0.01, "held at the start until updated")
            delegate.interaction.update(0.5)
            rig.frame(after: 0)
            XCTAssertEqual(maskRadius(shown.view), 130.5, accuracy: 0.01, "the layer time scrubs the reveal")
            XCTAssertEqual(delegate.interaction.percentComplete, 0.5)
            XCTAssertEqual(shown.transitionCoordinator?.percentComplete, 0.5)
            delegate.interaction.update(0.25)
            rig.frame(after: 0)
            XCTAssertEqual(maskRadius(shown.view), 65.75, accuracy: 0.01, "and back")
            var interactionChanges = 0
            shown.transitionCoordinator?.notifyWhenInteractionChanges { context in
                interactionChanges += 1
                XCTAssertFalse(context.isCancelled)
            }
            delegate.interaction.finish()
            XCTAssertEqual(interactionChanges, 1)
            rig.frame(after: 0.375)
            XCTAssertGreaterThan(maskRadius(shown.view), 65.75)
            for _ in 0..<30 { rig.frame(after: 1.0 / 60) }
            XCTAssertEqual(delegate.animator.ended, true)
            XCTAssertTrue(root.presentedViewController === shown)
            XCTAssertNil(shown.view.layer.mask)
            XCTAssertEqual(rig.window.subviews.last?.layer.speed, 1, "the container's time runs again")
        }
    }

    func testACancelledRevealRunsBackAndUndoesThePresentation() {
        onMainActor {
            let (rig, root, shown, delegate) = revealScene()
            delegate.interaction.completionSpeed = 2
            root.present(shown, animated: true)
            delegate.interaction.update(0.4)
            rig.frame(after: 0)
            XCTAssertEqual(maskRadius(shown.view), 1 + 259 * 0.4, accuracy: 0.01)
            delegate.interaction.cancel()
            XCTAssertTrue(shown.transitionCoordinator?.isCancelled ?? false)
            for _ in 0..<6 { rig.frame(after: 1.0 / 60) }
            let radius = maskRadius(shown.view)
            XCTAssertLessThan(radius, 1 + 259 * 0.4, "it runs back")
            for _ in 0..<10 { rig.frame(after: 1.0 / 60) }
            XCTAssertEqual(delegate.animator.ended, false)
            XCTAssertNil(root.presentedViewController, "a cancelled presentation leaves nothing presented")
            XCTAssertNil(shown.view.window)
        }
    }

    func testAnInterruptibleAnimatorIsScrubbedThroughFractionComplete() {
        onMainActor {
            @MainActor
            final class SlideAnimator: UIViewControllerAnimatedTransitioning {
                var animator: UIViewPropertyAnimator?
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    interruptibleAnimator(using: transitionContext).startAnimation()
                }
                func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
                    if let animator { return animator }
                    let toView = transitionContext.view(forKey: .to)!
                    let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                    toView.frame = final.offsetBy(dx: final.width, dy: 0)
                    transitionContext.containerView.addSubview(toView)
                    let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.frame = final }
                    made.addCompletion { position in transitionContext.completeTransition(position == .end) }
                    animator = made
                    return made
                }
            }
            @MainActor
            final class Delegate: UIViewControllerTransitioningDelegate {
                let animator = SlideAnimator()
                let interaction = UIPercentDrivenInteractiveTransition()
                func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
                func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
            }
            let (rig, root, shown, _) = revealScene()
            let delegate = Delegate()
            shown.transitioningDelegate = delegate
            root.present(shown, animated: true)
            delegate.interaction.update(0.3)
            rig.frame(after: 0.01)
            XCTAssertEqual(rig.shownMinX(shown.view), 280, accuracy: 0.01)
            delegate.interaction.finish()
            rig.frame(after: 0.35)
            XCTAssertLessThan(rig.shownMinX(shown.view), 280)
            rig.frame(after: 0.4)
            XCTAssertEqual(rig.shownMinX(shown.view), 0, accuracy: 0.01)
            XCTAssertTrue(root.presentedViewController === shown)
            XCTAssertNil(shown.transitionCoordinator)
        }
    }
}
