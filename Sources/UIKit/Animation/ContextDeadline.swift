import QuartzCore

/// Runs a closure once when the current context's clock reaches a time (a display link, so a test's manual clock
/// drives it as the compositor's frames do a window's): an animator's end that nothing animated marks, the keyboard's
/// "did" notifications, a scroll view's held content touches.
@MainActor
final class ContextDeadline {
    private var link: CADisplayLink?

    init(at time: CFTimeInterval, fire: @escaping @MainActor () -> Void) {
        let link = CADisplayLink { [weak self] link in
            // Let go with its owner.
            guard let self else { return link.invalidate() }
            guard CACurrentMediaTime() >= time - 1e-9, self.link != nil else { return }
            self.cancel()
            fire()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Whether the closure has neither run nor been cancelled.
    var isPending: Bool { link != nil }

    func cancel() {
        link?.invalidate()
        link = nil
    }
}
