import QuartzCore

/// Drives an animator's transition by a percentage: the animator's layer animations are held and scrubbed through
/// the container layer's time (speed 0, `timeOffset`), or its interruptible animator through `fractionComplete`;
/// `finish()` and `cancel()` run the rest forwards or back at `completionSpeed` on `completionCurve`.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The transition's duration, once it started.
    open var duration: CGFloat { CGFloat(context.map { $0.animator.transitionDuration(using: $0) } ?? 0) }
    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()` (1: at the transition's own speed).
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest for an interruptible animator (the completion curve when nil).
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true

    private var context: ViewControllerTransitionContext?
    private var interruptible: (any UIViewImplicitlyAnimating)?
    private var completionLink: CADisplayLink?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransitionContext else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition drives the transitions UIKit starts; a context of \(type(of: transitionContext)) was ignored")
        }
        self.context = context
        percentComplete = 0
        if let animator = context.animator.ownInterruptibleAnimator(using: context) {
            interruptible = animator
            if wantsInteractiveStart {
                animator.pauseAnimation()
            } else {
                animator.startAnimation()
            }
            return
        }
        let layer = context.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        context.animator.animateTransition(using: context)
        if !wantsInteractiveStart { resumeLayerTime(at: 0) }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive else { return }
        let value = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        self.percentComplete = value
        if let interruptible {
            interruptible.fractionComplete = value
        } else {
            context.containerView.layer.timeOffset = CFTimeInterval(value * duration)
        }
        context.updateInteractiveTransition(value)
    }

    /// Holds a running transition where it is, to be driven again.
    open func pauseInteractiveTransition() {
        guard let context, !context.isInteractive else { return }
        completionLink?.invalidate()
        completionLink = nil
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else {
            let layer = context.containerView.layer
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = now
            percentComplete = duration > 0 ? min(max(CGFloat(now) / duration, 0), 1) : 0
        }
        context.pauseInteractiveTransition()
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        guard let context, context.isInteractive else { return }
        context.finishInteractiveTransition()
        complete(towards: 1)
    }

    /// Runs the transition back to its start; the animator then completes it with `transitionWasCancelled` true.
    open func cancel() {
        guard let context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
        complete(towards: 0)
    }

    private var speed: CGFloat { completionSpeed > 0 ? completionSpeed : 1 }

    private func complete(towards target: CGFloat) {
        guard let context else { return }
        let remaining = abs(target - percentComplete) * duration / speed
        if let interruptible {
            if target == 0 { interruptible.isReversed = true }
            interruptible.continueAnimation(
                withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                durationFactor: max(abs(target - percentComplete) / speed, 0.001))
            return
        }
        let from = CFTimeInterval(percentComplete * duration), to = CFTimeInterval(target * duration)
        let start = CACurrentMediaTime()
        let curve = completionCurve.timingFunction
        let layer = context.containerView.layer
        guard remaining > 0 else { return finishLayerTime(at: to, forwards: target == 1) }
        let link = CADisplayLink { [weak self] link in
            let progress = min(1, (link.timestamp - start) / CFTimeInterval(remaining))
            let eased = curve.evaluate(at: progress)
            if progress >= 1 {
                self?.finishLayerTime(at: to, forwards: target == 1)
            } else {
                layer.timeOffset = from + (to - from) * eased
            }
        }
        completionLink = link
        link.add(to: .main, forMode: .common)
    }

    /// The layer animations reached the end (forwards) or their start (cancelled): forwards, time runs on so they
    /// end and their completions call `completeTransition`; back, they are removed, their completions called
    /// unfinished.
    private func finishLayerTime(at offset: CFTimeInterval, forwards: Bool) {
        completionLink?.invalidate()
        completionLink = nil
        guard let context else { return }
        percentComplete = forwards ? 1 : 0
        if forwards {
            resumeLayerTime(at: offset)
        } else {
            let layer = context.containerView.layer
            layer.timeOffset = 0
            removeAnimations(in: context.containerView.layer)
            layer.speed = 1
            layer.beginTime = 0
        }
        self.context = nil
        interruptible = nil
    }

    /// Lets the container's time run again from `offset`, as the paused-layer idiom resumes.
    private func resumeLayerTime(at offset: CFTimeInterval) {
        guard let layer = context?.containerView.layer else { return }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - offset
    }

    private func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
        if let mask = layer.mask { removeAnimations(in: mask) }
    }
}
