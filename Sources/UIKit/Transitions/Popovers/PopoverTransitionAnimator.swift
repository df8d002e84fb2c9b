import QuartzCore

/// How a popover comes and goes: its content fades in (the chrome fades alongside) and fades out.
@MainActor
final class PopoverTransitionAnimator: SystemTransitionAnimator {
    let isPresenting: Bool
    nonisolated static let presentDuration: TimeInterval = 0.2
    nonisolated static let dismissDuration: TimeInterval = 0.2

    init(presenting: Bool) {
        isPresenting = presenting
    }

    /// The animator for `presentation` when it is a popover's.
    static func `for`(_ presentation: UIPresentationController, presenting: Bool) -> PopoverTransitionAnimator? {
        presentation is UIPopoverPresentationController ? PopoverTransitionAnimator(presenting: presenting) : nil
    }

    var timingFunction: CAMediaTimingFunction { CAMediaTimingFunction(name: isPresenting ? .easeOut : .easeIn) }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        return isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let view = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        if isPresenting {
            UIView.performWithoutAnimation {
                view.frame = transitionContext.finalFrame(for: controller)
                view.alpha = 0
                transitionContext.containerView.addSubview(view)
            }
        }
        let finish = { [isPresenting] in
            if !isPresenting { UIView.performWithoutAnimation { view.removeFromSuperview() } }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let fade = { [isPresenting] in view.alpha = isPresenting ? 1 : 0 }
        let duration = transitionDuration(using: transitionContext)
        guard duration > 0 else {
            UIView.performWithoutAnimation(fade)
            return finish()
        }
        UIView.animate(withDuration: duration, timingFunction: timingFunction, animations: fade, completion: { _ in finish() })
    }
}
