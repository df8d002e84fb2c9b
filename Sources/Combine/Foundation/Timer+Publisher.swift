import Foundation
import OpenCombine

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval: one Foundation timer on the run loop
    /// from `connect()` until that connection is cancelled, its ticks sent to each subscriber that has demand.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSRecursiveLock()
        private var subscriptions: [DemandGatedSubscription<Date>] = []
        private var timer: Timer?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// A publisher that goes away stops its timer: nothing could receive its ticks any more.
        deinit {
            timer?.invalidate()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = DemandGatedSubscription<Date>(downstream: AnySubscriber(subscriber)) { [weak self] in self?.remove($0) }
            lock.withLock { subscriptions.append(subscription) }
            subscriber.receive(subscription: subscription)
        }

        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let timer { return Connection(publisher: self, timer: timer) }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.tick() }
            if let tolerance { timer.tolerance = tolerance }
            self.timer = timer
            runLoop.add(timer, forMode: mode)
            return Connection(publisher: self, timer: timer)
        }

        private func tick() {
            let now = Date()
            for subscription in lock.withLock({ subscriptions }) { subscription.deliver(now) }
        }

        fileprivate func disconnect(_ timer: Timer) {
            lock.withLock {
                guard self.timer === timer else { return }
                self.timer = nil
            }
            timer.invalidate()
        }

        private func remove(_ subscription: DemandGatedSubscription<Date>) {
            lock.withLock { subscriptions.removeAll { $0 === subscription } }
        }

        /// What `connect()` returns: cancelling it stops the timer.
        private struct Connection: Cancellable {
            let publisher: TimerPublisher
            let timer: Timer

            func cancel() { publisher.disconnect(timer) }
        }
    }
}
