import Foundation
import OpenCombine

/// An operation queue as a scheduler: each action is a block operation on the queue; a delayed one is added when
/// its time comes.
extension OperationQueue: @retroactive Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the operation queue scheduler.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        addOperation { work.action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        let queue = UncheckedQueue(queue: self)
        Self.delays.asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            queue.queue.addOperation { work.action() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let repetition = Repetition(queue: self, interval: max(interval.timeInterval, 0), action: action)
        repetition.run(at: date.date)
        return AnyCancellable(repetition)
    }

    /// Where delayed actions wait for their time: one serial queue, so that actions due in order (a delayed value,
    /// then its completion) reach the operation queue in that order.
    private static let delays = DispatchQueue(label: "Combine.OperationQueue.delays")

    /// An operation queue handed to a dispatch callback; operation queues are thread-safe.
    private struct UncheckedQueue: @unchecked Sendable {
        let queue: OperationQueue
    }

    /// A repeating action: each run adds the next, `interval` after the time the last was due, until cancelled.
    private final class Repetition: Cancellable, @unchecked Sendable {
        private let lock = NSLock()
        private weak var queue: OperationQueue?
        private let interval: TimeInterval
        private var action: (() -> Void)?

        init(queue: OperationQueue, interval: TimeInterval, action: @escaping () -> Void) {
            self.queue = queue
            self.interval = interval
            self.action = action
        }

        func run(at date: Date) {
            OperationQueue.delays.asyncAfter(wallDeadline: .now() + max(0, date.timeIntervalSinceNow)) { [self] in
                guard let queue = lock.withLock({ action == nil ? nil : self.queue }) else { return }
                queue.addOperation { [self] in
                    guard let action = lock.withLock({ self.action }) else { return }
                    action()
                    run(at: date.addingTimeInterval(interval))
                }
            }
        }

        func cancel() {
            lock.withLock { action = nil }
        }
    }
}
