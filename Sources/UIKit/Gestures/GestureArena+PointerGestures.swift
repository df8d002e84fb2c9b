import QuartzCore

/// Sequences a touchpad drives with no touches (a pinch, a scroll), run by the same state machine as touches: the
/// recognizers join at the start, each step goes to those still active, and the end returns them to `.possible`.
extension GestureArena {
    /// The enabled recognizers of `view` and its ancestors that `kind` drives and whose delegates take `event`,
    /// nearest first; the walk stops after a view `stop` accepts (a scroll view, which scrolls by itself).
    static func recognizers(
        for kind: PointerGestureKind, in event: UIEvent, from view: UIView?, stoppingAfter stop: (UIView) -> Bool = { _ in false }
    ) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = view
        while let current = view {
            found += current.gestureRecognizerStorage.filter {
                $0.isEnabled && $0.arena == nil && $0.accepts(kind) && $0.shouldReceive(event) && ($0.delegate?.gestureRecognizer($0, shouldReceive: event) ?? true)
            }
            if stop(current) { break }
            view = current.superview
        }
        return found
    }

    /// Starts a sequence: `recognizers` join it, following the pointer at `location` (window coordinates).
    func beginPointerGesture(_ recognizers: [UIGestureRecognizer], at location: CGPoint) {
        for recognizer in recognizers {
            join(recognizer)
            recognizer.touchpadLocation = location
        }
    }

    /// Hands one step to the recognizers still active; an ending step ends the sequence after.
    func deliver(_ change: PointerGestureChange, with event: UIEvent) {
        for recognizer in recognizers where isActive(recognizer) {
            recognizer.modifierFlags = event.modifierFlags
            recognizer.pointerGesture(change, with: event)
        }
        switch change {
        case .transformEnded, .scrollEnded: endSequence()
        default: break
        }
    }

    /// Whether a sequence is running.
    var isRunning: Bool { !recognizers.isEmpty }
}
