import QuartzCore

/// Gives a window's touches to the views they began in, as scroll views around those views allow: while one of them
/// `delaysContentTouches`, a touch's `touchesBegan` waits `UIScrollView.contentTouchDelay` on the context's clock (so a
/// drag that starts at once becomes a scroll before the content sees it), and reaches the view then, or as the touch
/// lifts first, unless a gesture recognizer took the touch meanwhile; the nearest scroll view's
/// `touchesShouldBegin(_:with:in:)` may refuse it.
@MainActor
final class ContentTouchGate {
    /// Touches whose `touchesBegan` waits, with their event and the deadline that releases them.
    private var held: [ObjectIdentifier: (touch: UITouch, event: UIEvent, deadline: ContextDeadline)] = [:]

    /// The scroll views `view` is inside (not `view` itself), nearest first.
    static func scrollViews(around view: UIView?) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var current = view?.superview
        while let ancestor = current {
            if let scrollView = ancestor as? UIScrollView { found.append(scrollView) }
            current = ancestor.superview
        }
        return found
    }

    /// A touch went down in its view: `touchesBegan` now, or held while a scroll view around it delays content touches.
    func began(_ touch: UITouch, with event: UIEvent) {
        let scrollViews = ContentTouchGate.scrollViews(around: touch.view)
        let due = touch.timestamp + UIScrollView.contentTouchDelay
        guard scrollViews.contains(where: \.delaysContentTouches), CACurrentMediaTime() < due - 1e-9 else {
            return deliverBegan(touch, with: event)
        }
        touch.viewDelivery = .held
        let deadline = ContextDeadline(at: due) { [weak self, weak touch] in
            guard let self, let touch else { return }
            self.release(touch)
        }
        held[ObjectIdentifier(touch)] = (touch, event, deadline)
    }

    /// The touch's `touchesBegan` goes out now if it is still held (its delay ran out, or it is lifting).
    func release(_ touch: UITouch) {
        guard let entry = held.removeValue(forKey: ObjectIdentifier(touch)) else { return }
        entry.deadline.cancel()
        guard touch.viewDelivery == .held else { return }
        // The view hears the touch begin, whatever it has done since.
        let phase = touch.phase
        touch.phase = .began
        deliverBegan(touch, with: entry.event)
        touch.phase = phase
    }

    /// The touch was cancelled: a `touchesBegan` still held never goes out.
    func drop(_ touch: UITouch) {
        held.removeValue(forKey: ObjectIdentifier(touch))?.deadline.cancel()
        if touch.viewDelivery == .held { touch.viewDelivery = .none }
    }

    private func deliverBegan(_ touch: UITouch, with event: UIEvent) {
        guard let view = touch.view else { return }
        if let scrollView = ContentTouchGate.scrollViews(around: view).first,
           !scrollView.touchesShouldBegin([touch], with: event, in: view) {
            touch.viewDelivery = .none
            return
        }
        touch.viewDelivery = .delivered
        view.touchesBegan([touch], with: event)
    }
}
