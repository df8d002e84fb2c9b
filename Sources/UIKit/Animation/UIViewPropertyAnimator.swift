import QuartzCore

/// Where an animator ends up.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life: inactive (not started, or done), active (running or paused), stopped.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// An interruptible block animation: it can be started, paused, scrubbed with
/// `fractionComplete`, reversed, continued with new timing, stopped where it is, or finished
/// at its start, end or current state; completions learn where it ended.
///
/// The animations' property changes are captured (from the presentation value at that moment
/// to the new model value) and played as layer animations the animator re-times itself.
@MainActor @preconcurrency
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var timingFunction: CAMediaTimingFunction
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isInterruptible = true
    /// Whether reaching the end leaves the animator active (paused at 1) instead of completing it.
    public var pausesOnCompletion = false

    private var pendingAnimations: [(delayFactor: CGFloat, body: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimatorTrack] = []
    /// Progress 0…1 of the timeline when last paused or re-timed, and the media time it ran from.
    private var progress: Double = 0
    private var runningSince: CFTimeInterval?
    private var reversed = false
    /// How fast the timeline runs (1 / the duration factor of `continueAnimation`).
    private var rate: Double = 1
    private var generation = 0
    private var startTimer: Timer?

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingFunction = curve.timingFunction
        if let animations { pendingAnimations.append((0, animations)) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingFunction = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        if let animations { pendingAnimations.append((0, animations)) }
    }

    /// A spring animator: `ratio` 1 settles without overshoot, smaller values oscillate; the
    /// spring is fitted into `duration` as `UIView.animate(…usingSpringWithDamping:…)` fits it.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingFunction = CAMediaTimingFunction(name: .linear)
        dampingRatio = min(max(ratio.isFinite ? ratio : 1, 0.01), 1)
        if let animations { pendingAnimations.append((0, animations)) }
    }

    /// The spring's damping ratio, for spring animators.
    private var dampingRatio: CGFloat?

    /// An animator that has already started, as `UIView.animate` would.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    public var isRunning: Bool { state == .active && runningSince != nil }

    /// Whether it plays backwards (set while paused or running).
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let current = fractionComplete
            reversed = newValue
            progress = 1 - current
            if runningSince != nil { runningSince = CACurrentMediaTime() }
            retime()
        }
    }

    /// How far it is, 0…1, in its own direction; set it while paused to scrub (set on an inactive animator, it
    /// becomes active and paused first, as on iOS: the blur-scrubbing idiom).
    public var fractionComplete: CGFloat {
        get { CGFloat(reversed ? 1 - currentProgress : currentProgress) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, runningSince == nil else { return }
            let value = Double(min(max(newValue, 0), 1))
            progress = reversed ? 1 - value : value
            retime()
        }
    }

    /// Timeline progress now (0 at the start state, 1 at the end state... in play direction).
    private var currentProgress: Double {
        guard let since = runningSince, duration > 0 else { return progress }
        return min(1, progress + (CACurrentMediaTime() - since) * rate / duration)
    }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat = 0) {
        pendingAnimations.append((delayFactor, animation))
        if state == .active { capturePending() }
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() {
        startTimer?.invalidate()
        if state == .inactive {
            state = .active
            capturePending()
        }
        guard state == .active, runningSince == nil else { return }
        runningSince = CACurrentMediaTime()
        retime()
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        if state == .inactive {
            state = .active
            capturePending()
            retime()
        }
        startTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.startAnimation() }
        }
    }

    public func pauseAnimation() {
        if state == .inactive {
            state = .active
            capturePending()
        }
        guard runningSince != nil else { return retime() }
        progress = currentProgress
        runningSince = nil
        retime()
    }

    /// Plays the rest with new timing; `durationFactor` scales the remaining time (1: as planned).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if runningSince != nil { pauseAnimation() }
        if let parameters { timingFunction = parameters.timingFunction }
        rate = durationFactor > 0 && durationFactor.isFinite ? 1 / Double(durationFactor) : 1
        startAnimation()
    }

    /// Stops where it is shown; without finishing, the views keep those values and the animator becomes inactive.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// After `stopAnimation(false)`: moves the views to `position` and runs the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped || state == .active else { return }
        if state == .active { freeze(at: finalPosition) }
        complete(at: finalPosition)
    }

    // MARK: Internals

    /// Runs the pending animation closures, capturing each property change as a track.
    private func capturePending() {
        let capture = AnimatorCapture()
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        UIKitContextState.current.animatorCaptures.append(capture)
        for block in blocks { block.body() }
        UIKitContextState.current.animatorCaptures.removeLast()
        tracks += capture.tracks
    }

    /// Re-adds every track's animation at the current progress, running or frozen.
    private func retime() {
        generation += 1
        let now = CACurrentMediaTime()
        for track in tracks {
            let animation: CABasicAnimation
            if let dampingRatio {
                animation = CASpringAnimation.fitted(keyPath: track.keyPath, dampingRatio: dampingRatio, duration: duration)
            } else {
                animation = CABasicAnimation(keyPath: track.keyPath)
                animation.timingFunction = timingFunction
            }
            animation.fromValue = reversed ? track.to : track.from
            animation.toValue = reversed ? track.from : track.to
            animation.duration = max(duration, 1e-6)
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            let layerNow = track.layer.convertTime(now, from: nil)
            if runningSince != nil {
                animation.speed = Float(rate)
                animation.beginTime = layerNow - progress * duration / rate
            } else {
                animation.speed = 0
                animation.timeOffset = progress * duration
                animation.beginTime = layerNow
            }
            animation.delegate = AnimatorStop(animator: self, generation: generation)
            track.layer.add(animation, forKey: track.animationKey)
        }
        if runningSince != nil, tracks.isEmpty {
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, (1 - progress) * duration / rate)) { [weak self] in
                MainActor.assumeIsolated { self?.reachedEnd(generation: self?.generation ?? -1) }
            }
        }
    }

    /// A track's animation ran to its end.
    func reachedEnd(generation: Int) {
        guard generation == self.generation, state == .active, runningSince != nil else { return }
        progress = 1
        runningSince = nil
        if pausesOnCompletion {
            retime()
            return
        }
        freeze(at: reversed ? .start : .end)
        complete(at: reversed ? .start : .end)
    }

    /// Sets the model where `position` says and removes the animations.
    private func freeze(at position: UIViewAnimatingPosition) {
        generation += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.performWithoutAnimation {
            for track in tracks {
                let value: Any?
                switch position {
                case .start: value = track.from
                case .end: value = track.to
                case .current: value = track.layer.presentation()?.value(forKeyPath: track.keyPath)
                }
                track.layer.removeAnimation(forKey: track.animationKey)
                if let value { track.layer.setValue(value, forKey: track.keyPath) }
            }
        }
        CATransaction.commit()
        runningSince = nil
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        tracks.removeAll()
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(position) }
    }
}

/// Something that supplies a timing curve (`UICubicTimingParameters`).
@MainActor @preconcurrency
public protocol UITimingCurveProvider {
    var timingFunction: CAMediaTimingFunction { get }
}

/// A cubic Bézier timing curve.
@MainActor @preconcurrency
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let timingFunction: CAMediaTimingFunction

    public init(animationCurve curve: UIView.AnimationCurve) {
        timingFunction = curve.timingFunction
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        timingFunction = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }
}

/// One property an animator animates.
struct AnimatorTrack {
    let layer: CALayer
    let keyPath: String
    let from: Any
    let to: Any
    var animationKey: String { "UIViewPropertyAnimator." + keyPath }
}

/// Captures property changes made inside an animator's closures.
@MainActor
final class AnimatorCapture: CAAction {
    var tracks: [AnimatorTrack] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let to = layer.value(forKeyPath: event),
              let from = dict?[CALayer.previousValueArgument]
        else { return }
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == event }) {
            tracks[index] = AnimatorTrack(layer: layer, keyPath: event, from: tracks[index].from, to: to)
        } else {
            tracks.append(AnimatorTrack(layer: layer, keyPath: event, from: from, to: to))
        }
    }
}

/// The delegate telling an animator that its animation of one generation ran to its end.
@MainActor
final class AnimatorStop: CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    let generation: Int

    init(animator: UIViewPropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        animator?.reachedEnd(generation: generation)
    }
}
