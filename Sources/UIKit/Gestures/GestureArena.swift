import QuartzCore

/// Runs the gesture recognizers of one window for a touch sequence (first touch down to last
/// touch up): gives them the touches before the views, and owns their state machine. A recognizer
/// reports what it saw by setting `state`; the arena applies the moves the machine allows, lets the
/// first to recognize win over the others unless their delegates allow both, holds a recognition
/// back while a recognizer it requires to fail may still recognize, calls the actions, and cancels
/// the views' touches when a winner asks for it.
@MainActor
final class GestureArena {
    typealias State = UIGestureRecognizer.State

    /// The recognizers of the sequence, in the order they joined.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Recognitions held back until the recognizers they require to fail have failed, with the
    /// states reported meanwhile (began, then perhaps ended), applied in order when they go ahead.
    var waiting: [(recognizer: UIGestureRecognizer, states: [State])] = []
    /// Touches whose views no longer get events (a recognizer that cancels touches won).
    private(set) var cancelledForViews: Set<UITouch> = []
    private var liveTouches: Set<UITouch> = []

    /// Whether the view the touch began in still gets its events.
    func viewReceives(_ touch: UITouch) -> Bool {
        !cancelledForViews.contains(touch)
    }

    /// Takes touches from their views (a recognizer that cancels touches won): each view that got `touchesBegan`
    /// gets `touchesCancelled` once, and no more events of that touch; one whose `touchesBegan` a scroll view still
    /// holds never sees it.
    func cancelViewTouches(_ touches: [UITouch]) {
        for touch in touches where !cancelledForViews.contains(touch) {
            cancelledForViews.insert(touch)
            let delivered = touch.viewDelivery == .delivered
            touch.viewDelivery = .withdrawn
            if delivered {
                touch.view?.touchesCancelled([touch], with: UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch]))
            }
        }
    }

    /// The recognizers of the touch's view and its ancestors that see it, nearest first: enabled, taking its type
    /// (`allowedTouchTypes`, and the pointer's button by `buttonMask`), and let by their own `shouldReceive(_:)`
    /// and their delegates.
    private func recognizers(for touch: UITouch, in event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            found += current.gestureRecognizerStorage.filter {
                $0.isEnabled && $0.receivesTouches && $0.allows(touch.type)
                    && $0.shouldReceive(event)
                    && ($0.delegate?.gestureRecognizer($0, shouldReceive: event) ?? true)
                    && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
            }
            view = current.superview
        }
        return found
    }

    /// Whether the recognizer may still see touches: not yet decided, or recognizing.
    func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        [.possible, .began, .changed].contains(recognizer.appliedState)
    }

    func joined(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { $0 === recognizer }
    }

    /// Adds a recognizer to the sequence, once.
    func join(_ recognizer: UIGestureRecognizer) {
        guard !joined(recognizer) else { return }
        recognizers.append(recognizer)
        recognizer.arena = self
    }

    func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            liveTouches.insert(touch)
            for recognizer in recognizers(for: touch, in: event) {
                join(recognizer)
                if isActive(recognizer), recognizer.takesAlongside(touch) { recognizer.trackedTouches.append(touch) }
            }
        }
        deliver(touches, event) { $0.touchesBegan($1, with: $2) }
    }

    func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        deliver(touches, event) { $0.touchesMoved($1, with: $2) }
    }

    func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        deliver(touches, event) { $0.touchesEnded($1, with: $2) }
        finish(touches)
    }

    func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        deliver(touches, event) { $0.touchesCancelled($1, with: $2) }
        finish(touches)
    }

    private func deliver(
        _ touches: Set<UITouch>, _ event: UIEvent,
        _ send: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void
    ) {
        for recognizer in recognizers where isActive(recognizer) {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            recognizer.modifierFlags = event.modifierFlags
            send(recognizer, mine, event)
        }
    }

    /// Drops ended touches; once none is left, ends the sequence.
    private func finish(_ touches: Set<UITouch>) {
        liveTouches.subtract(touches)
        for recognizer in recognizers {
            recognizer.trackedTouches.removeAll { touches.contains($0) && recognizer.appliedState == .possible }
        }
        guard liveTouches.isEmpty else { return }
        endSequence()
    }

    /// The sequence is over: fails what still hopes (which lets recognitions waiting on it go ahead), then returns
    /// everyone to `.possible`.
    func endSequence() {
        for recognizer in recognizers where recognizer.appliedState == .possible && !isWaiting(recognizer) {
            fail(recognizer)
        }
        while let entry = waiting.first { fail(entry.recognizer) }
        for recognizer in recognizers {
            recognizer.appliedState = .possible
            recognizer.trackedTouches.removeAll()
            recognizer.touchpadLocation = nil
            recognizer.reset()
            recognizer.arena = nil
        }
        recognizers.removeAll()
        waiting.removeAll()
        cancelledForViews.removeAll()
    }

    func isWaiting(_ recognizer: UIGestureRecognizer) -> Bool {
        waiting.contains { $0.recognizer === recognizer }
    }
}
