import QuartzCore

/// Where an animator ends up.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life: inactive (not started, or done), active (running or paused), stopped.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// An interruptible block animation: it can be started (now or after a delay), paused, scrubbed with
/// `fractionComplete`, reversed, continued with new timing, stopped where it is, or finished at its start, end or
/// current state; completions learn where it ended.
///
/// The animations' property changes are captured (from the value at that moment to the new model value) and
/// played as layer animations the animator re-times itself, on the context's clock. Its timeline runs from 0 (the
/// start state) to 1 (the end state); a property joins it over the part that is left when it is added.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing given at creation (or by the last `continueAnimation` with parameters).
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration of the main animations; a physical spring (mass and stiffness, or duration and bounce) takes
    /// as long as it needs to settle instead, as on iOS.
    open private(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the views it animates take touches while it runs.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the animated views itself (at their model positions); otherwise they are hit where
    /// they are seen.
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    /// Whether scrubbing a paused animator (`fractionComplete`) moves the values linearly rather than along its
    /// curve; on continuing, the rest plays with the timing from what was shown.
    open var scrubsLinearly = true
    /// Whether reaching the end leaves the animator active (paused at 1) instead of completing it.
    open var pausesOnCompletion = false
    /// Whether pending updates (properties, layout) are flushed before and at the end of each animations closure
    /// (iOS 26), so that model changes the closures make animate the frames they lead to.
    open var flushUpdates = false

    private var pendingAnimations: [(delayFactor: CGFloat, body: () -> Void)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimatorTrack] = []
    private var cubic: CAMediaTimingFunction
    private var spring: UISpringTimingParameters?
    /// The timeline's position (forward, 0…1) when last paused or re-timed, and the media time it moves from
    /// (later than now during a start delay).
    private var position: Double = 0
    private var runningSince: CFTimeInterval?
    private var reversed = false
    /// How fast the timeline runs (1 / the duration factor of `continueAnimation`).
    private var rate: Double = 1
    /// Whether the paused values were last set by scrubbing with `scrubsLinearly`.
    private var scrubbedLinearly = false
    private var generation = 0
    private var deadline: ContextDeadline?

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingParameters = parameters
        (cubic, spring) = Self.timing(of: parameters)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring animator: `ratio` 1 settles without overshoot, smaller values oscillate; the spring is fitted into
    /// `duration` as `UIView.animate(…usingSpringWithDamping:…)` fits it.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that has already started, as `UIView.animate` would, with the options' curve; views take touches
    /// only with `.allowUserInteraction`.
    ///
    /// Difference from Apple: returns `UIViewPropertyAnimator` rather than `Self` (the designated initializer is not `required`, so subclasses keep theirs).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open var isRunning: Bool { state == .active && runningSince != nil }

    /// Whether it plays backwards (set while paused or running).
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let wasRunning = runningSince != nil
            settle()
            reversed = newValue
            if wasRunning { runningSince = CACurrentMediaTime() }
            retime()
        }
    }

    /// How far it is, 0 (start state) … 1 (end state); set it while paused to scrub (set on an inactive animator, it
    /// becomes active and paused first, as on iOS: the blur-scrubbing idiom).
    open var fractionComplete: CGFloat {
        get { CGFloat(currentPosition) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, runningSince == nil, newValue.isFinite else { return }
            position = Double(min(max(newValue, 0), 1))
            scrubbedLinearly = scrubsLinearly
            retime()
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        pendingAnimations.append((factor, animation))
        if state == .active { capturePending() }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive {
            state = .active
            capturePending()
        }
        guard runningSince == nil else { return }
        self.delay = max(0, delay.isFinite ? delay : 0)
        rebaseAfterScrubbing()
        runningSince = CACurrentMediaTime() + self.delay
        retime()
    }

    open func pauseAnimation() {
        if state == .inactive {
            state = .active
            capturePending()
        }
        guard state == .active else { return }
        settle()
        retime()
    }

    /// Plays the rest, with new timing if given (continuing from what is shown); `durationFactor` scales the
    /// remaining time (0 or 1: as planned).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        settle()
        if let parameters {
            timingParameters = parameters
            (cubic, spring) = Self.timing(of: parameters)
            scrubbedLinearly = true
        }
        rate = durationFactor > 0 && durationFactor.isFinite ? 1 / Double(durationFactor) : 1
        startAnimation()
    }

    /// Stops where it is shown; without finishing, the views keep those values and the animator becomes inactive.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// After `stopAnimation(false)`: moves the views to `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped || state == .active else { return }
        if state == .active { freeze(at: finalPosition) }
        complete(at: finalPosition)
    }

    // MARK: Internals

    /// The cubic curve and spring a provider describes (a spring wins for `.spring` and `.composed`).
    private static func timing(of parameters: any UITimingCurveProvider) -> (CAMediaTimingFunction, UISpringTimingParameters?) {
        let cubic = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        switch parameters.timingCurveType {
        case .spring, .composed: return (cubic, parameters.springTimingParameters)
        case .builtin, .cubic: return (cubic, nil)
        }
    }

    /// Seconds the whole timeline lasts at rate 1.
    private var timelineDuration: TimeInterval {
        spring?.timelineDuration(animatorDuration: duration) ?? duration
    }

    /// The timeline's position now (forward, 0…1).
    private var currentPosition: Double {
        guard let since = runningSince else { return position }
        let total = timelineDuration
        guard total > 0 else { return reversed ? 0 : 1 }
        let moved = max(0, CACurrentMediaTime() - since) * rate / total
        return reversed ? max(0, position - moved) : min(1, position + moved)
    }

    /// Holds the timeline where it is now (paused).
    private func settle() {
        position = currentPosition
        runningSince = nil
    }

    /// Runs the pending animation closures, capturing each property change as a track over what is left of the
    /// timeline (after its delay factor).
    private func capturePending() {
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        guard !blocks.isEmpty else { return }
        let now = currentPosition
        for block in blocks {
            let capture = AnimatorCapture()
            if flushUpdates { PendingUpdates.flush() }
            UIKitContextState.current.animatorCaptures.append(capture)
            block.body()
            if flushUpdates { PendingUpdates.flush() }
            UIKitContextState.current.animatorCaptures.removeLast()
            for var track in capture.tracks {
                let shown = track.isAnimated ? track.shownValue : nil
                track.lower = now + Double(block.delayFactor) * (1 - now)
                if let shown { track.lowerValue = shown }
                if let index = tracks.firstIndex(where: { $0.layer === track.layer && $0.keyPath == track.keyPath }) {
                    tracks[index] = AnimatorTrack(joining: track, onto: tracks[index])
                } else {
                    tracks.append(track)
                }
            }
        }
        if state == .active { retime() }
    }

    /// After a linear scrub or new timing mid-way, the rest plays from what is shown, so nothing jumps.
    private func rebaseAfterScrubbing() {
        defer { scrubbedLinearly = false }
        guard scrubbedLinearly else { return }
        for index in tracks.indices {
            let track = tracks[index]
            guard track.lower < position, position < track.upper, let shown = track.shownValue else { continue }
            if reversed {
                (tracks[index].upper, tracks[index].upperValue) = (position, shown)
            } else {
                (tracks[index].lower, tracks[index].lowerValue) = (position, shown)
            }
        }
    }

    /// Re-adds every track's animation at the current position, running or frozen.
    private func retime() {
        generation += 1
        deadline?.cancel()
        deadline = nil
        let now = CACurrentMediaTime()
        if let since = runningSince, since < now {
            position = currentPosition
            runningSince = now
        }
        let total = timelineDuration
        var endMarked = false
        for track in tracks {
            let span = track.upper - track.lower
            guard span > 0 else { continue }
            let local = max(span * total, 1e-6)
            let progress = reversed ? (track.upper - position) / span : (position - track.lower) / span
            let endsTimeline = reversed ? track.lower <= 0 : track.upper >= 1
            for key in track.animationKeys { track.layer.removeAnimation(forKey: key) }
            for (animation, key) in makeAnimations(for: track, duration: local, linear: runningSince == nil && scrubbedLinearly) {
                animation.duration = local
                animation.fillMode = .both
                animation.isRemovedOnCompletion = false
                animation.setValue(touchRule, forKey: AnimationBlock.allowsUserInteractionKey)
                let layerNow = track.layer.convertTime(now, from: nil)
                if let since = runningSince {
                    animation.speed = Float(rate)
                    animation.beginTime = layerNow + max(0, since - now) - progress * local / rate
                } else {
                    animation.speed = 0
                    animation.timeOffset = min(max(progress, 0), 1) * local
                    animation.beginTime = layerNow
                }
                if endsTimeline, !endMarked {
                    animation.delegate = AnimatorStop(animator: self, generation: generation)
                    endMarked = true
                }
                track.layer.add(animation, forKey: key)
            }
        }
        if let since = runningSince, !endMarked {
            let remaining = (reversed ? position : 1 - position) * total / rate
            // Called back when the timeline ends while nothing it animates marks the end (no properties captured, or every one delayed).
            deadline = ContextDeadline(at: max(since, now) + remaining) { [weak self, generation] in self?.reachedEnd(generation: generation) }
        }
    }

    /// Whether the animated views are hit where they are seen (true), take no touches (false) or are hit at their
    /// model values (nil: the app's own hit testing).
    private var touchRule: Bool? {
        guard isUserInteractionEnabled else { return false }
        return isManualHitTestingEnabled ? nil : true
    }

    /// A track's animations over `duration` seconds, with their keys: the spring, the cubic curve, or linear while
    /// scrubbed; a spring moving a position with a velocity of two different components animates x and y apart,
    /// as iOS reads both.
    private func makeAnimations(for track: AnimatorTrack, duration: TimeInterval, linear: Bool) -> [(CABasicAnimation, String)] {
        let from = reversed ? track.upperValue : track.lowerValue
        let to = reversed ? track.lowerValue : track.upperValue
        func animation(_ keyPath: String, _ from: Any, _ to: Any, velocity: CGFloat) -> CABasicAnimation {
            let animation: CABasicAnimation
            if let spring, !linear {
                animation = spring.animation(keyPath: keyPath, duration: duration, velocity: velocity)
            } else {
                animation = CABasicAnimation(keyPath: keyPath)
                animation.timingFunction = linear ? CAMediaTimingFunction(name: .linear) : cubic
            }
            (animation.fromValue, animation.toValue) = (from, to)
            return animation
        }
        let velocity = spring?.initialVelocity ?? .zero
        if !linear, velocity.dx != velocity.dy, track.keyPath == "position", let from = from as? CGPoint, let to = to as? CGPoint {
            return [(animation("position.x", from.x, to.x, velocity: velocity.dx), track.animationKey + ".x"),
                    (animation("position.y", from.y, to.y, velocity: velocity.dy), track.animationKey + ".y")]
        }
        return [(animation(track.keyPath, from, to, velocity: velocity.dx), track.animationKey)]
    }

    /// The timeline reached its end (the animation marking it, or the deadline, of this generation).
    func reachedEnd(generation: Int) {
        guard generation == self.generation, state == .active, runningSince != nil else { return }
        position = reversed ? 0 : 1
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
        deadline?.cancel()
        deadline = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.performWithoutAnimation {
            for track in tracks {
                let value: Any?
                switch position {
                case .start: value = track.from
                case .end: value = track.to
                case .current: value = track.shownValue
                }
                for key in track.animationKeys { track.layer.removeAnimation(forKey: key) }
                if let value { track.layer.setValue(value, forKey: track.keyPath) }
            }
        }
        CATransaction.commit()
        runningSince = nil
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        tracks.removeAll()
        self.position = 0
        reversed = false
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(position) }
    }
}
