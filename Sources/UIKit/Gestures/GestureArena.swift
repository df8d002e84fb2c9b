import QuartzCore

/// Runs the gesture recognizers of one window for a touch sequence (first touch down to last
/// touch up): gives them the touches before the views, lets the first to recognize win over the
/// others unless their delegates allow both, holds a recognizer back while one it requires to
/// fail may still recognize, and cancels the views' touches when a winner asks for it.
@MainActor
final class GestureArena {
    private var recognizers: [UIGestureRecognizer] = []
    /// Recognitions waiting for a required recognizer to fail.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Touches whose views no longer get events (a recognizer that cancels touches won).
    private(set) var cancelledForViews: Set<UITouch> = []
    private var liveTouches: Set<UITouch> = []
    /// Set while the arena changes a state itself, so the change is not judged again.
    private var isAdjusting = false

    /// Whether the view the touch began in still gets its events.
    func viewReceives(_ touch: UITouch) -> Bool {
        !cancelledForViews.contains(touch)
    }

    /// The recognizers of the touch's view and its ancestors, nearest first.
    private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            found += current.gestureRecognizerStorage.filter {
                $0.isEnabled && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
            }
            view = current.superview
        }
        return found
    }

    private func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        [.possible, .began, .changed].contains(recognizer.state)
    }

    func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            liveTouches.insert(touch)
            for recognizer in recognizers(for: touch) {
                if !recognizers.contains(where: { $0 === recognizer }) {
                    recognizers.append(recognizer)
                    recognizer.arena = self
                }
                if isActive(recognizer) { recognizer.trackedTouches.append(touch) }
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
            if !mine.isEmpty { send(recognizer, mine, event) }
        }
    }

    /// Drops ended touches; once none is left, fails what still hopes and resets everyone.
    private func finish(_ touches: Set<UITouch>) {
        liveTouches.subtract(touches)
        for recognizer in recognizers {
            recognizer.trackedTouches.removeAll { touches.contains($0) && recognizer.state == .possible }
        }
        guard liveTouches.isEmpty else { return }
        for recognizer in recognizers where recognizer.state == .possible {
            recognizer.state = .failed
        }
        for recognizer in recognizers {
            adjust(recognizer, to: .possible)
            recognizer.trackedTouches.removeAll()
            recognizer.reset()
            recognizer.arena = nil
        }
        recognizers.removeAll()
        waiting.removeAll()
        cancelledForViews.removeAll()
    }

    /// Sets a state without judging it again.
    private func adjust(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        isAdjusting = true
        recognizer.state = state
        isAdjusting = false
    }

    /// Judges a state change a recognizer made.
    func recognizer(_ recognizer: UIGestureRecognizer, movedTo state: UIGestureRecognizer.State, from old: UIGestureRecognizer.State) {
        guard !isAdjusting else { return }
        switch state {
        case .began:
            recognize(recognizer, as: state)
        case .ended where old == .possible:
            recognize(recognizer, as: state)
        case .changed, .ended, .cancelled:
            recognizer.callActions()
        case .failed:
            failed(recognizer)
        case .possible:
            break
        }
    }

    /// A recognizer left `.possible` for `state` (began, or recognized): it may go ahead, wait
    /// for recognizers it requires to fail, or fail itself.
    private func recognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        do {
            if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
                adjust(recognizer, to: .failed)
                failed(recognizer)
                return
            }
            let blockers = recognizer.failureRequirements.compactMap(\.recognizer).filter { blocker in
                recognizers.contains { $0 === blocker } && isActive(blocker) && blocker.state == .possible
            }
            if !blockers.isEmpty {
                adjust(recognizer, to: .possible)
                waiting.append((recognizer, state))
                return
            }
            if recognizer.failureRequirements.contains(where: { r in r.recognizer.map { $0.state == .began || $0.state == .changed || $0.state == .ended } ?? false }) {
                adjust(recognizer, to: .failed)
                failed(recognizer)
                return
            }
            won(recognizer)
            recognizer.callActions()
        }
    }

    /// A recognizer recognized: the others that may not share the gesture fail (or are
    /// cancelled), and the views lose the touches if it says so.
    private func won(_ winner: UIGestureRecognizer) {
        for other in recognizers where other !== winner && isActive(other) {
            let shared = (winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) ?? false)
            guard !shared else { continue }
            if other.state == .possible {
                adjust(other, to: .failed)
                failed(other)
            } else {
                adjust(other, to: .cancelled)
                other.callActions()
            }
        }
        if winner.cancelsTouchesInView {
            for touch in winner.trackedTouches where !cancelledForViews.contains(touch) {
                cancelledForViews.insert(touch)
                touch.view?.touchesCancelled([touch], with: UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch]))
            }
        }
    }

    /// A recognizer failed: recognitions that waited on it may now go ahead.
    private func failed(_ loser: UIGestureRecognizer) {
        waiting.removeAll { $0.recognizer === loser }
        let ready = waiting.filter { entry in
            entry.recognizer.failureRequirements.allSatisfy { requirement in
                guard let blocker = requirement.recognizer else { return true }
                return blocker.state == .failed || !recognizers.contains { $0 === blocker }
            }
        }
        waiting.removeAll { entry in ready.contains { $0.recognizer === entry.recognizer } }
        for entry in ready {
            adjust(entry.recognizer, to: entry.state)
            won(entry.recognizer)
            entry.recognizer.callActions()
        }
    }
}
