import QuartzCore

/// The presentation animations UIKit runs itself, by `modalTransitionStyle`: cover vertical (the presented view
/// slides up from below the container, and back down), cross dissolve, and the horizontal flip.
@MainActor
final class ModalTransitionAnimator: SystemTransitionAnimator {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    /// UIKit's modal slide takes half a second; the flip three quarters.
    static let slideDuration: TimeInterval = 0.5
    static let flipDuration: TimeInterval = 0.75
    /// UIKit's system curve for sheets and pushes (the private curve 7), as a cubic Bézier.
    static let systemCurve = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)

    /// The curve the slide and the fade move on (the flip keeps its own).
    var timingFunction: CAMediaTimingFunction {
        style == .crossDissolve ? CAMediaTimingFunction(name: .easeInEaseOut) : Self.systemCurve
    }

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.isPresenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        return style == .flipHorizontal ? Self.flipDuration : Self.slideDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let presented = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let view = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        let frame = isPresenting ? transitionContext.finalFrame(for: presented) : transitionContext.initialFrame(for: presented)
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            UIView.performWithoutAnimation {
                view.frame = frame
                container.addSubview(view)
            }
        }
        guard duration > 0 else {
            if !isPresenting { UIView.performWithoutAnimation { view.removeFromSuperview() } }
            return transitionContext.completeTransition(true)
        }
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        if style == .flipHorizontal, !reduceMotion, let other = transitionContext.view(forKey: isPresenting ? .from : .to) {
            flip(from: isPresenting ? other : view, to: isPresenting ? view : other, duration: duration, context: transitionContext)
            return
        }
        let offscreen = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
        // Reduce Motion turns the slide and the flip into the cross-dissolve, as iOS does.
        let fades = style == .crossDissolve || reduceMotion
        UIView.performWithoutAnimation {
            if isPresenting {
                if fades { view.alpha = 0 } else { view.frame = offscreen }
            }
        }
        UIView.animate(withDuration: duration, timingFunction: timingFunction, animations: { [isPresenting] in
            if fades {
                view.alpha = isPresenting ? 1 : 0
            } else {
                view.frame = isPresenting ? frame : offscreen
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// Turns the window over: the old face turns away about the vertical axis, the new one turns in.
    private func flip(from: UIView, to: UIView, duration: TimeInterval, context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        UIView.performWithoutAnimation {
            if to.superview == nil { container.addSubview(to) }
            to.isHidden = false
        }
        UIView.transition(from: from, to: to, duration: duration,
                          options: isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// An animator of UIKit's own, whose curve the transition's alongside animations follow.
@MainActor
protocol SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {
    var timingFunction: CAMediaTimingFunction { get }
}
