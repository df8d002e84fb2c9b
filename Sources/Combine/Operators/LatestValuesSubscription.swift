import Foundation
import OpenCombine

/// The subscription behind `combineLatest`: it keeps each upstream's latest value and, once every upstream has
/// published, sends the combination whenever one of them publishes again. Upstreams are asked for everything; a
/// combination that finds no demand waits, newest only, until the downstream asks. Finished when every upstream has
/// finished, failed as soon as one fails.
final class LatestValuesSubscription<Downstream: Subscriber>: Subscription {
    /// Recursive: a downstream may send into a subject that feeds one of the upstreams, on the same thread.
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var isWaitingForDemand = false

    /// Hands the subscription to `downstream`, then subscribes to each of `upstreams` (published values arrive from then on).
    init(downstream: Downstream, upstreams count: Int, combine: @escaping ([Any]) -> Downstream.Input,
         subscribe: (LatestValuesSubscription) -> Void) {
        self.downstream = downstream
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        upstreams = Array(repeating: nil, count: count)
        downstream.receive(subscription: self)
        subscribe(self)
    }

    /// Subscribes to `upstream` as the value at `index` of the combination.
    func attach<Upstream: Publisher>(_ upstream: Upstream, at index: Int) where Upstream.Failure == Downstream.Failure {
        upstream.subscribe(Side<Upstream.Output>(parent: self, index: index))
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        self.demand += demand
        if isWaitingForDemand { sendLatest() }
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        downstream = nil
        upstreams = []
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    private func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        latest[index] = .some(value)
        sendLatest()
    }

    private func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard let downstream else { return lock.unlock() }
        if case .finished = completion {
            finished[index] = true
            guard !finished.contains(false) else { return lock.unlock() }
        }
        let others = upstreams
        self.downstream = nil
        upstreams = []
        defer { lock.unlock() }
        others.forEach { $0?.cancel() }
        downstream.receive(completion: completion)
    }

    /// Sends the combination if every upstream has published and the downstream wants a value; otherwise keeps it.
    private func sendLatest() {
        guard let downstream else { return }
        let values = latest.compactMap { $0 }
        guard values.count == latest.count else { return }
        guard demand > 0 else {
            isWaitingForDemand = true
            return
        }
        isWaitingForDemand = false
        demand -= 1
        demand += downstream.receive(combine(values))
    }

    /// One upstream's subscriber, telling its values by position.
    private struct Side<Input>: Subscriber {
        typealias Failure = Downstream.Failure
        let parent: LatestValuesSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.received(subscription, at: index) }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.received(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { parent.received(completion, at: index) }
    }
}
