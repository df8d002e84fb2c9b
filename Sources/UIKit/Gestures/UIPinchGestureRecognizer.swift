import QuartzCore

/// Recognizes two fingers pinching: `scale` is their distance over the distance when they
/// came down, and begins once it changed by a few percent. A touchpad's pinch drives it too, with the
/// scale the compositor reports, on the view under the pointer (as on iPadOS).
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var tracker = TwoFingerTracker(kind: .scale, threshold: 0.05)

    /// The current distance over the initial one. Setting it (to 1, in a handler that applies each
    /// step) rebases it: later values are relative to the fingers' distance at that moment.
    open var scale: CGFloat {
        get { tracker.value }
        set { tracker.rebase(to: newValue) }
    }

    /// Scale per second.
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
