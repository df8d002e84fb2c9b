import Foundation

/// Closures a context runs once each when its clock reaches their time, without drawing frames while they wait: the
/// host wakes at the earliest of them as it wakes for an animation's start or end (`CAAnimationEngine`'s next event),
/// and a manual clock stops at each while it advances. For what waits seconds (a document's autosave, a held touch,
/// a notification after an animation), where a display link would draw sixty frames a second meanwhile.
@MainActor
package final class ContextTimer {
    fileprivate let time: CFTimeInterval
    fileprivate var fire: (@MainActor () -> Void)?

    fileprivate init(time: CFTimeInterval, fire: @escaping @MainActor () -> Void) {
        self.time = time
        self.fire = fire
    }

    /// Whether the closure has neither run nor been cancelled.
    package var isPending: Bool { fire != nil }

    /// The closure will not run.
    package func cancel() {
        fire = nil
    }
}

/// A context's pending timers.
@MainActor
final class ContextTimerState {
    private var timers: [ContextTimer] = []

    /// The earliest pending time after `time`, if any.
    func nextTime(after time: CFTimeInterval) -> CFTimeInterval? {
        timers.lazy.filter { $0.isPending && $0.time > time }.map(\.time).min()
    }

    /// Runs, in the order of their times, the timers due at `now`, including those a timer schedules for now.
    func fireDue(at now: CFTimeInterval) {
        while let due = timers.filter({ $0.isPending && $0.time <= now }).min(by: { $0.time < $1.time }) {
            let fire = due.fire
            due.cancel()
            fire?()
        }
        timers.removeAll { !$0.isPending }
    }

    fileprivate func add(_ timer: ContextTimer) {
        timers.append(timer)
    }
}

extension CAContext {
    /// Runs `fire` once when this context's clock reaches `time` (at the host's next turn when it has passed).
    package func schedule(at time: CFTimeInterval, _ fire: @escaping @MainActor () -> Void) -> ContextTimer {
        let timer = ContextTimer(time: time, fire: fire)
        timers.add(timer)
        // The host learns of the new earliest event as after a change: its next turn re-arms its wake-up.
        if let hostHook = transactions.implicitTransactionOpened {
            hostHook()
        } else {
            runLoopDriver.wakeForEvents()
        }
        return timer
    }
}
