/// Which recognizers of a sequence wait on which to fail, and which a recognized one may stop: asked of
/// `require(toFail:)`, the subclass hooks and both delegates, each time it matters, as UIKit does.
extension GestureArena {
    /// The recognizers of the sequence that `recognizer` must see fail before it may recognize.
    func requiredToFail(before recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizers.filter { $0 !== recognizer && Self.requires(recognizer, toFail: $0) }
    }

    /// Whether `waiter` waits for `other` to fail: `require(toFail:)`, `shouldRequireFailure(of:)` or
    /// `shouldBeRequiredToFail(by:)` of either recognizer, or either delegate, says so.
    static func requires(_ waiter: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        waiter.failureRequirements.contains { $0.recognizer === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
    }

    /// Whether `winner`, recognizing, stops `other`: both recognizers agree (`canPrevent`, `canBePrevented(by:)`)
    /// and neither delegate lets them recognize together.
    func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        winner.canPrevent(other) && other.canBePrevented(by: winner) && !shares(winner, other)
    }

    /// Whether either delegate lets the two recognize at once.
    private func shares(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}
