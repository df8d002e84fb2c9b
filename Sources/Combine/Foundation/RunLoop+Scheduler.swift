import Foundation
import OpenCombine

/// A run loop as a scheduler: work runs in its default mode, delayed work on timers.
extension RunLoop: @retroactive Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` in this run loop's next turn. From another thread the run loop is woken too: Foundation's
    /// `perform` alone leaves a sleeping loop asleep on Linux, so a value received on `RunLoop.main` from a
    /// background queue would wait for the next unrelated event.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        perform { work.action() }
        if RunLoop.current !== self { wakeUp() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.action() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.action() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    /// Wakes the run loop: a timer due now re-arms its timer source, which a sleeping loop is waiting on.
    private func wakeUp() {
        add(Timer(fire: Date(), interval: 0, repeats: false) { _ in }, forMode: .default)
    }
}
