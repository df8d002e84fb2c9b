import QuartzCore

/// Runs a closure once when the current context's clock reaches a time (a context timer, so a test's manual clock
/// stops at it and a window wakes for it without drawing frames meanwhile): an animator's end that nothing animated
/// marks, the keyboard's "did" notifications, a scroll view's held content touches, a document's autosave.
@MainActor
final class ContextDeadline {
    private var timer: ContextTimer?

    init(at time: CFTimeInterval, fire: @escaping @MainActor () -> Void) {
        timer = CAContext.current.schedule(at: time) { [weak self] in
            // Let go with its owner.
            guard let self, self.timer != nil else { return }
            self.timer = nil
            fire()
        }
    }

    /// Whether the closure has neither run nor been cancelled.
    var isPending: Bool { timer != nil }

    func cancel() {
        timer?.cancel()
        timer = nil
    }
}
