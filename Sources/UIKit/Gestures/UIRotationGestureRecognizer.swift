import QuartzCore

/// Recognizes two fingers turning: `rotation` is the angle (radians, clockwise) the line between them turned since
/// they came down, and begins once it turned a few degrees. A touchpad's pinch drives it too, with the rotation the
/// compositor reports, on the view under the pointer (as on iPadOS).
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn that begins the gesture, in radians (about 4°).
    static let threshold: CGFloat = 0.07

    private var tracker = TwoFingerTracker(kind: .rotation, threshold: UIRotationGestureRecognizer.threshold)

    /// The rotation in radians since the fingers came down. Setting it (to 0, in a handler that applies each step)
    /// rebases it: later values are relative to the fingers' angle at that moment.
    open var rotation: CGFloat {
        get { tracker.value }
        set { tracker.rebase(to: newValue) }
    }

    /// Radians per second.
    open var velocity: CGFloat { tracker.velocity }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let report = tracker.touchesBegan(self) { state = report }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let report = tracker.touchesMoved(self, at: event.timestamp) { state = report }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = tracker.end(from: state)
    }

    override open func reset() {
        tracker.reset()
    }

    override func accepts(_ kind: PointerGestureKind) -> Bool { kind == .transform }

    override func pointerGesture(_ change: PointerGestureChange, with event: UIEvent) {
        if let report = tracker.pointerGesture(change, at: event.timestamp, from: state) { state = report }
    }
}
