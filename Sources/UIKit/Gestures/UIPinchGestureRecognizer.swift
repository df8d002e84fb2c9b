import QuartzCore

/// Recognizes two fingers pinching: `scale` is their distance over the distance when they
/// came down, and begins once it changed by a few percent.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The current distance over the initial one. Setting it (to 1, in a handler that applies each
    /// step) rebases it: later values are relative to the fingers' distance at that moment.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            baseScale = newValue
            if let distance, distance > 0 { baseDistance = distance }
            last = last.map { ($0.time, newValue) }
        }
    }
    private var currentScale: CGFloat = 1
    /// Scale per second.
    public private(set) var velocity: CGFloat = 0

    private var baseDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var last: (time: TimeInterval, scale: CGFloat)?

    private var distance: CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed }
        if numberOfTouches == 2, let distance, distance > 0 { baseDistance = distance }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let base = baseDistance, let distance else { return }
        let current = baseScale * distance / base
        if let last, event.timestamp > last.time {
            velocity = (current - last.scale) / CGFloat(event.timestamp - last.time)
        }
        last = (event.timestamp, current)
        switch state {
        case .possible where abs(current - 1) > 0.05:
            currentScale = current
            state = .began
        case .began, .changed:
            currentScale = current
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    override open func reset() {
        scale = 1
        velocity = 0
        baseDistance = nil
        baseScale = 1
        last = nil
    }
}
