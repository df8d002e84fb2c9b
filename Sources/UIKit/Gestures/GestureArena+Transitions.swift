/// The state machine the arena runs for each recognizer of a sequence: the moves a report may
/// make, recognition against the failure requirements, the winner over the others, and failure.
extension GestureArena {
    /// A recognizer reported `reported` (its subclass set `state`): applies the move it asks for if
    /// the machine has it — possible → began or recognized (through `recognize`), possible → failed,
    /// began/changed → changed, ended or cancelled — and ignores any other.
    func report(_ reported: State, by recognizer: UIGestureRecognizer) {
        guard joined(recognizer) else { return }
        if isWaiting(recognizer) { return hold(reported, by: recognizer) }
        switch (recognizer.appliedState, reported) {
        case (.possible, .began), (.possible, .ended):
            recognize(recognizer, as: [reported])
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            apply(reported, to: recognizer)
        case (.possible, .possible):
            break
        default:
            Log.input.debug("\(type(of: recognizer)) reported \(reported) from \(recognizer.appliedState); no such move")
        }
    }

    /// A report from a recognizer whose recognition waits: a change is read when it goes ahead, an
    /// end ends it then, and a failure or cancellation fails it now.
    private func hold(_ reported: State, by recognizer: UIGestureRecognizer) {
        guard let index = waiting.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        switch reported {
        case .ended where waiting[index].states.last != .ended:
            waiting[index].states.append(.ended)
        case .failed, .cancelled:
            fail(recognizer)
        default:
            break
        }
    }

    /// A recognizer leaves `.possible` for the first of `states` (began, or recognized): it fails if
    /// its view or its delegate says no, a recognizer it requires to fail recognized, or one recognizing prevents it;
    /// it waits while one it requires to fail may still recognize, and otherwise wins.
    private func recognize(_ recognizer: UIGestureRecognizer, as states: [State]) {
        guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true,
              recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return fail(recognizer) }
        if recognizers.contains(where: { [.began, .changed].contains($0.appliedState) && prevents($0, recognizer) }) {
            return fail(recognizer)
        }
        let required = requiredToFail(before: recognizer)
        if required.contains(where: { [.began, .changed, .ended].contains($0.appliedState) }) {
            return fail(recognizer)
        }
        if required.contains(where: { $0.appliedState == .possible }) {
            waiting.append((recognizer, states))
            return
        }
        win(recognizer, moving: states)
    }

    /// Applies a winner's states in order, calling its actions at each; the undecided others it prevents fail
    /// (one already recognizing goes on: it did not prevent the winner), and the views lose its touches if it says so.
    private func win(_ winner: UIGestureRecognizer, moving states: [State]) {
        guard let first = states.first else { return }
        winner.appliedState = first
        for other in recognizers where other !== winner && other.appliedState == .possible && prevents(winner, other) {
            other.appliedState = .failed
            waiting.removeAll { $0.recognizer === other }
        }
        if winner.cancelsTouchesInView { cancelViewTouches(winner.trackedTouches) }
        winner.callActions()
        for state in states.dropFirst() { apply(state, to: winner) }
        releaseWaiting()
    }

    private func apply(_ state: State, to recognizer: UIGestureRecognizer) {
        recognizer.appliedState = state
        recognizer.callActions()
    }

    /// A recognizer failed: recognitions that waited on it may now go ahead.
    func fail(_ loser: UIGestureRecognizer) {
        loser.appliedState = .failed
        waiting.removeAll { $0.recognizer === loser }
        releaseWaiting()
    }

    /// Lets each waiting recognition whose required recognizers have all failed (or are not in the
    /// sequence) go ahead.
    private func releaseWaiting() {
        while let index = waiting.firstIndex(where: { entry in
            requiredToFail(before: entry.recognizer).allSatisfy { $0.appliedState == .failed }
        }) {
            let entry = waiting.remove(at: index)
            win(entry.recognizer, moving: entry.states)
        }
    }
}
