import QuartzCore

/// UIKit's push and pop: the incoming view slides in from the trailing edge over the outgoing one, which moves a
/// third of the width towards the leading edge under a darkening dimming view; a pop is the same backwards. Right
/// to left (the container's layout direction) the trailing edge is the left one.
@MainActor
final class NavigationParallaxAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    /// UIKit's navigation transition lasts 0.35 s.
    static let duration: TimeInterval = 0.35
    /// Its curve: UIKit's system curve (the private curve 7) as a cubic Bézier; linear while a finger drives it.
    static let curve = ModalTransitionAnimator.systemCurve
    /// How dark the covered view gets.
    static let dimmingAlpha: CGFloat = 0.1

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated ?? true ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(true)
        }
        let bounds = transitionContext.finalFrame(for: toController)
        if UIAccessibility.isReduceMotionEnabled {
            return crossFade(from: fromView, to: toView, in: bounds, context: transitionContext)
        }
        // Right to left, the new view comes from the left and the old one moves right.
        let width = bounds.width * (container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1)
        let isPush = operation != .pop
        let (above, below) = isPush ? (toView, fromView) : (fromView, toView)
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        UIView.performWithoutAnimation {
            toView.frame = isPush ? bounds.offsetBy(dx: width, dy: 0) : bounds.offsetBy(dx: -width / 3, dy: 0)
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
            container.insertSubview(dimming, aboveSubview: below)
            dimming.frame = below.frame
            dimming.alpha = isPush ? 0 : Self.dimmingAlpha
            above.layer.shadowOpacity = 0.25
            above.layer.shadowRadius = 5
            above.layer.shadowOffset = CGSize(width: width < 0 ? 2 : -2, height: 0)
        }
        let settle: (Bool) -> Void = { _ in
            UIView.performWithoutAnimation {
                dimming.removeFromSuperview()
                above.layer.shadowOpacity = 0
                // The container's size now: the window may have been resized meanwhile.
                if transitionContext.transitionWasCancelled {
                    fromView.frame = container.bounds
                } else {
                    toView.frame = container.bounds
                }
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let moves = {
            if isPush {
                toView.frame = bounds
                fromView.frame = bounds.offsetBy(dx: -width / 3, dy: 0)
                dimming.frame = fromView.frame
                dimming.alpha = Self.dimmingAlpha
            } else {
                fromView.frame = bounds.offsetBy(dx: width, dy: 0)
                toView.frame = bounds
                dimming.frame = bounds
                dimming.alpha = 0
            }
        }
        guard transitionContext.isAnimated else {
            UIView.performWithoutAnimation(moves)
            return settle(true)
        }
        let curve = transitionContext.isInteractive ? CAMediaTimingFunction(name: .linear) : Self.curve
        UIView.animate(withDuration: Self.duration, timingFunction: curve, animations: moves, completion: settle)
    }

    /// With Reduce Motion on, as iOS does: the incoming view fades in over the outgoing one where it will stay.
    private func crossFade(from fromView: UIView, to toView: UIView, in bounds: CGRect,
                           context transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        UIView.performWithoutAnimation {
            toView.frame = bounds
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(toView)
            toView.alpha = 0
        }
        let settle: (Bool) -> Void = { _ in
            UIView.performWithoutAnimation {
                toView.alpha = 1
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        guard transitionContext.isAnimated else { return settle(true) }
        UIView.animate(withDuration: Self.duration, timingFunction: CAMediaTimingFunction(name: .easeInEaseOut),
                       animations: { toView.alpha = 1 }, completion: settle)
    }
}
