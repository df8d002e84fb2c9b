import Foundation
import OpenCombine

extension Publishers {
    /// A strategy for collecting received elements: every interval on a scheduler, or also whenever a count is reached.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Collect and periodically publish items.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Collect and publish items, either periodically or when a buffer reaches its maximum size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy<Context>
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.subscribe(TimeGroupingSubscription(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publisher {
    /// Collects elements by a given time-grouping strategy, and emits a single array of the collection.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

/// The subscription behind `collect(_:options:)` with a time-grouping strategy: it asks upstream for everything,
/// buffers it, and publishes the buffer, if not empty, at each interval on the scheduler (and, by time or count, as
/// soon as it holds the count). What is buffered at the end is published before the completion; a failure drops it.
private final class TimeGroupingSubscription<Input, Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription
where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let strategy: Publishers.TimeGroupingStrategy<Context>
    private let options: Context.SchedulerOptions?
    private var upstream: Subscription?
    private var timer: Cancellable?
    private var buffer: [Input] = []
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.strategy = strategy
        self.options = options
    }

    private var maximumCount: Int? {
        if case .byTimeOrCount(_, _, let count) = strategy { return max(1, count) }
        return nil
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard downstream != nil, upstream == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        let (scheduler, interval): (Context, Context.SchedulerTimeType.Stride) = switch strategy {
        case .byTime(let scheduler, let interval), .byTimeOrCount(let scheduler, let interval, _): (scheduler, interval)
        }
        timer = scheduler.schedule(after: scheduler.now.advanced(by: interval), interval: interval,
                                   tolerance: scheduler.minimumTolerance, options: options) { [weak self] in self?.publishBuffer() }
        let downstream = self.downstream
        lock.unlock()
        downstream?.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return .none }
        buffer.append(input)
        if let maximumCount, buffer.count >= maximumCount { publishBuffer() }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream else { return }
        self.downstream = nil
        timer?.cancel()
        timer = nil
        upstream = nil
        if case .finished = completion, !buffer.isEmpty { _ = downstream.receive(buffer) }
        buffer = []
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let (timer, upstream) = lock.withLock { () -> (Cancellable?, Subscription?) in
            defer {
                downstream = nil
                self.timer = nil
                self.upstream = nil
                buffer = []
            }
            return (self.timer, self.upstream)
        }
        timer?.cancel()
        upstream?.cancel()
    }

    /// Publishes what is buffered, if anything, when the downstream wants it; otherwise keeps collecting.
    private func publishBuffer() {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream, !buffer.isEmpty, demand > 0 else { return }
        let values = buffer
        buffer = []
        demand -= 1
        demand += downstream.receive(values)
    }
}
