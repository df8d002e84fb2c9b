import QuartzCore

/// What a pinch and a rotation share: a value read from two fingers (their distance, or their angle) or from a
/// touchpad's pinch, rebased when the app sets it, its velocity, and the state each change reports.
///
/// The recognizer owns the tracker and sets `state` from what it returns, after the mutation: an action that runs
/// then may set the value again (Apple's `scale = 1` pattern).
@MainActor
struct TwoFingerTracker {
    /// How the value follows its measure: a ratio (scale) or a difference (rotation).
    enum Kind {
        case scale, rotation
    }

    let kind: Kind
    /// The change from identity that begins the gesture.
    let threshold: CGFloat
    /// The value now: the measure's change since the base, applied to the value at the base.
    private(set) var value: CGFloat
    /// Units per second over the last change.
    private(set) var velocity: CGFloat = 0
    /// The measure when the base was taken, and the newest measure.
    private var baseMeasure: CGFloat?
    private var measure: CGFloat?
    private var baseValue: CGFloat
    private var last: (time: TimeInterval, value: CGFloat)?

    init(kind: Kind, threshold: CGFloat) {
        self.kind = kind
        self.threshold = threshold
        value = kind.identity
        baseValue = kind.identity
    }

    /// The app set the value: later changes are relative to the measure now.
    mutating func rebase(to newValue: CGFloat) {
        value = newValue
        baseValue = newValue
        if let measure { baseMeasure = measure }
        last = last.map { ($0.time, newValue) }
    }

    /// A new measure starts the tracking (the second finger came down, or a touchpad pinch began).
    mutating func start(measure: CGFloat) {
        baseMeasure = measure
        self.measure = measure
    }

    /// The measure changed at `time`; returns the state the recognizer reports, if any.
    mutating func move(to newMeasure: CGFloat, at time: TimeInterval, from state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        guard let base = baseMeasure else { return nil }
        measure = newMeasure
        let current = kind.apply(newMeasure, over: base, to: baseValue)
        if let last, time > last.time {
            velocity = (current - last.value) / CGFloat(time - last.time)
        }
        last = (time, current)
        switch state {
        case .possible where abs(current - kind.identity) > threshold:
            value = current
            return .began
        case .began, .changed:
            value = current
            return .changed
        default:
            return nil
        }
    }

    /// The gesture's inputs ended (a finger lifted, the touchpad pinch ended).
    func end(from state: UIGestureRecognizer.State, cancelled: Bool = false) -> UIGestureRecognizer.State {
        guard state == .began || state == .changed else { return .failed }
        return cancelled ? .cancelled : .ended
    }

    /// A touchpad's pinch changed: its scale or its rotation is the measure.
    mutating func pointerGesture(_ change: PointerGestureChange, at time: TimeInterval, from state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch change {
        case .transformBegan:
            start(measure: kind.identity)
            return nil
        case let .transformChanged(scale, rotation):
            return move(to: kind == .scale ? scale : rotation, at: time, from: state)
        case let .transformEnded(cancelled):
            return end(from: state, cancelled: cancelled)
        default:
            return nil
        }
    }

    mutating func reset() {
        self = TwoFingerTracker(kind: kind, threshold: threshold)
    }

    // MARK: Touches

    /// The measure of the first two touches: their distance, or the angle from the first to the second.
    static func measure(of recognizer: UIGestureRecognizer, kind: Kind) -> CGFloat? {
        guard recognizer.numberOfTouches >= 2 else { return nil }
        let a = recognizer.location(ofTouch: 0, in: nil), b = recognizer.location(ofTouch: 1, in: nil)
        switch kind {
        case .scale:
            let distance = hypot(b.x - a.x, b.y - a.y)
            return distance > 0 ? distance : nil
        case .rotation:
            return atan2(b.y - a.y, b.x - a.x)
        }
    }

    /// Touches came down: a third fails an undecided gesture, the second starts the tracking.
    mutating func touchesBegan(_ recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State? {
        if recognizer.numberOfTouches > 2, recognizer.state == .possible { return .failed }
        if recognizer.numberOfTouches == 2, let measure = Self.measure(of: recognizer, kind: kind) { start(measure: measure) }
        return nil
    }

    /// Touches moved: the measure of the two fingers, an angle unwrapped so a turn past half a circle goes on.
    mutating func touchesMoved(_ recognizer: UIGestureRecognizer, at time: TimeInterval) -> UIGestureRecognizer.State? {
        guard var next = Self.measure(of: recognizer, kind: kind) else { return nil }
        if kind == .rotation, let measure {
            next = measure + Self.turn(from: measure, to: next)
        }
        return move(to: next, at: time, from: recognizer.state)
    }

    /// The signed angle from `a` to `b` (radians), the shorter way round.
    static func turn(from a: CGFloat, to b: CGFloat) -> CGFloat {
        var delta = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}

extension TwoFingerTracker.Kind {
    /// The value that means "no change": scale 1, rotation 0.
    var identity: CGFloat { self == .scale ? 1 : 0 }

    /// The value for `measure`, given the measure and value at the base.
    func apply(_ measure: CGFloat, over base: CGFloat, to baseValue: CGFloat) -> CGFloat {
        switch self {
        case .scale: baseValue * measure / base
        case .rotation: baseValue + measure - base
        }
    }
}
