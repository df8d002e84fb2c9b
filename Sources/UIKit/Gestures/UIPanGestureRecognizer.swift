import QuartzCore

/// Recognizes dragging: begins once the fingers moved a few points, reports the translation
/// since it began and the velocity, and ends when they lift.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scroll events that pan as well as touches (iOS 13.4): a mouse wheel's, a touchpad's.
    ///
    /// Difference from Apple: stored only; the wheel and the touchpad scroll the scroll view under the pointer.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// How far the fingers move before the pan begins (UIKit's hysteresis is about 10 points).
    static let hysteresis: CGFloat = 10

    private var origin: CGPoint?
    /// Recent (time, window location) samples for the velocity.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The distance moved since the gesture began (or since `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let now = location(in: nil)
        let a = (view ?? self.view?.window).map { $0.convert(origin, from: nil) } ?? origin
        let b = (view ?? self.view?.window).map { $0.convert(now, from: nil) } ?? now
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = location(in: nil)
        let inView = (view ?? self.view?.window).map { $0.convert(now, from: nil) } ?? now
        let base = CGPoint(x: inView.x - translation.x, y: inView.y - translation.y)
        origin = (view ?? self.view?.window).map { $0.convert(base, to: nil) } ?? base
    }

    /// Points per second over the last 100 ms of movement, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time else {
            return .zero
        }
        let target = view ?? self.view?.window
        let a = target.map { $0.convert(first.point, from: nil) } ?? first.point
        let b = target.map { $0.convert(last.point, from: nil) } ?? last.point
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches { state = state == .possible ? .failed : .ended }
        record(event.timestamp)
        if state == .possible, origin == nil { origin = location(in: nil) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let start = origin else { return }
            let now = location(in: nil)
            if hypot(now.x - start.x, now.y - start.y) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        let remaining = numberOfTouches - touches.count
        if state == .began || state == .changed {
            if remaining < minimumNumberOfTouches { state = .ended }
        } else if remaining == 0 {
            state = .failed
        }
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, location(in: nil)))
        samples.removeAll { time - $0.time > 0.2 }
    }

    override open func reset() {
        origin = nil
        samples.removeAll()
    }
}
