import Foundation
import QuartzCore

/// The one timer of a window's frame scheduler: it fires once at a media time (the next animation start or end), on
/// a background queue so that it fires while the main thread is busy. Arming it again replaces the deadline; an
/// unchanged deadline keeps the timer it has, and no deadline leaves none.
final class EventTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var source: DispatchSourceTimer?
    private var armedDeadline: CFTimeInterval?
    /// Tells a fired timer from one replaced since it was armed.
    private var generation = 0
    private var handler: (@Sendable () -> Void)?

    deinit {
        source?.cancel()
    }

    /// Runs on the timer's queue when the deadline comes.
    var onFire: (@Sendable () -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The media time the timer fires at; nil when none is armed.
    var deadline: CFTimeInterval? {
        lock.withLock { armedDeadline }
    }

    /// Fires at media time `deadline` (at once when it has passed), replacing the deadline armed before; none when nil.
    func arm(at deadline: CFTimeInterval?) {
        lock.withLock {
            guard deadline != armedDeadline else { return }
            source?.cancel()
            source = nil
            armedDeadline = deadline
            generation += 1
            guard let deadline else { return }
            let armed = generation
            let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInteractive))
            timer.schedule(deadline: .now() + max(0, deadline - CACurrentMediaTime()))
            timer.setEventHandler { [weak self] in self?.fire(armed) }
            timer.resume()
            source = timer
        }
    }

    /// The timer armed as `armed` fired: unless replaced since, it is disarmed and the handler runs.
    private func fire(_ armed: Int) {
        let handler = lock.withLock { () -> (@Sendable () -> Void)? in
            guard armed == generation else { return nil }
            source = nil
            armedDeadline = nil
            return self.handler
        }
        handler?()
    }
}
