import QuartzCore

/// How alerts come and go, as UIKit animates them: an alert fades in while it shrinks from 1.2 times its size and
/// fades out when dismissed; an action sheet slides up from below the window's bottom edge and back down.
@MainActor
final class AlertTransitionAnimator: SystemTransitionAnimator {
    let style: UIAlertController.Style
    let isPresenting: Bool

    /// The scale an alert starts from.
    nonisolated static let initialAlertScale: CGFloat = 1.2
    nonisolated static let presentDuration: TimeInterval = 0.4
    nonisolated static let dismissDuration: TimeInterval = 0.25

    init(style: UIAlertController.Style, presenting: Bool) {
        self.style = style
        self.isPresenting = presenting
    }

    /// The alert fades on an ease-out curve; the sheet slides on the system curve of sheets.
    var timingFunction: CAMediaTimingFunction {
        style == .alert ? CAMediaTimingFunction(name: isPresenting ? .easeOut : .easeIn) : ModalTransitionAnimator.systemCurve
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        return isPresenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let alert = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let view = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        let frame = isPresenting ? transitionContext.finalFrame(for: alert) : view.frame
        let offscreen = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
        // Reduce Motion fades the sheet instead of sliding it, and does not scale the alert.
        let slides = style == .actionSheet && !UIAccessibility.isReduceMotionEnabled
        let scales = style == .alert && !UIAccessibility.isReduceMotionEnabled
        if isPresenting {
            UIView.performWithoutAnimation {
                view.frame = frame
                container.addSubview(view)
                if slides { view.frame = offscreen } else { view.alpha = 0 }
                if scales { view.transform = CGAffineTransform(scaleX: Self.initialAlertScale, y: Self.initialAlertScale) }
            }
        }
        let duration = transitionDuration(using: transitionContext)
        let finish = { [isPresenting] in
            if !isPresenting { UIView.performWithoutAnimation { view.removeFromSuperview() } }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let move = { [isPresenting] in
            if slides {
                view.frame = isPresenting ? frame : offscreen
            } else {
                view.alpha = isPresenting ? 1 : 0
                if scales, isPresenting { view.transform = .identity }
            }
        }
        guard duration > 0 else {
            UIView.performWithoutAnimation(move)
            return finish()
        }
        UIView.animate(withDuration: duration, timingFunction: timingFunction, animations: move, completion: { _ in finish() })
    }
}
