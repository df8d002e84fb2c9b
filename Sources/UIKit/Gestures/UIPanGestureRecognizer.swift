import QuartzCore

/// Recognizes dragging: begins once the fingers moved a few points, reports the translation
/// since it began and the velocity, and ends when they lift. A touchpad's scrolling drives it too when
/// `allowedScrollTypesMask` takes its kind, as on iPadOS.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scroll events that pan as well as touches (iOS 13.4): a mouse wheel's notches (`.discrete`, each a
    /// gesture of its own) and two fingers on a touchpad (`.continuous`, from the first scroll to the fingers'
    /// lift; a trackpoint's steps are continuous too, each a gesture of its own, as no lift ends them). A pan that takes them, on the view under the pointer or an ancestor nearer than the first scroll
    /// view, gets the scrolling in place of that scroll view.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// How far the fingers move before the pan begins (UIKit's hysteresis is about 10 points).
    static let hysteresis: CGFloat = 10

    private var origin: CGPoint?
    /// Recent (time, window location) samples for the velocity.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// How far a touchpad's scrolling moved the content so far (window coordinates), while it drives the pan.
    private var scrolled: CGPoint?

    /// Where the pan is now, in window coordinates: the touches' centroid, or the pointer moved by the scrolling.
    private var current: CGPoint {
        let location = location(in: nil)
        guard let scrolled else { return location }
        return CGPoint(x: location.x + scrolled.x, y: location.y + scrolled.y)
    }

    /// The distance moved since the gesture began (or since `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let now = current
        let a = (view ?? self.view?.window).map { $0.convert(origin, from: nil) } ?? origin
        let b = (view ?? self.view?.window).map { $0.convert(now, from: nil) } ?? now
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = current
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
        keepTranslation(across: touches)
        record(event.timestamp)
        if state == .possible, origin == nil { origin = location(in: nil) }
    }

    /// Fingers joined: the centroid jumps, the translation does not (the origin moves with it).
    private func keepTranslation(across added: Set<UITouch>) {
        let others = trackedTouches.filter { !added.contains($0) }
        guard let origin, !others.isEmpty else { return }
        let before = others.map { $0.location(in: nil) }.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        let after = location(in: nil), count = CGFloat(others.count)
        self.origin = CGPoint(x: origin.x + after.x - before.x / count, y: origin.y + after.y - before.y / count)
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
        samples.append((time, current))
        samples.removeAll { time - $0.time > 0.2 }
    }

    override open func reset() {
        origin = nil
        scrolled = nil
        samples.removeAll()
    }

    override func accepts(_ kind: PointerGestureKind) -> Bool {
        guard case let .scroll(type) = kind else { return false }
        return allowedScrollTypesMask.contains(type == .discrete ? .discrete : .continuous)
    }

    /// Scrolling moves the pan as far as the content would move: it begins with the first step.
    override func pointerGesture(_ change: PointerGestureChange, with event: UIEvent) {
        switch change {
        case .scrollBegan:
            scrolled = .zero
            origin = current
        case let .scrolled(delta):
            let total = scrolled ?? .zero
            scrolled = CGPoint(x: total.x + delta.x, y: total.y + delta.y)
            record(event.timestamp)
            state = state == .possible ? .began : .changed
        case .scrollEnded:
            record(event.timestamp)
            state = state == .began || state == .changed ? .ended : .failed
        default:
            break
        }
    }
}
