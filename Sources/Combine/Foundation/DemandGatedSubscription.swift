import Foundation
import OpenCombine

/// One subscriber of a source that publishes whether or not anyone asked (a notification center, a timer): a value
/// reaches the subscriber only while it has demand, others are dropped, as Apple's publishers of these sources drop
/// them. Cancelling, or the subscription's end, runs the source's `onCancel` once.
final class DemandGatedSubscription<Input>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Input, Never>?
    private var demand = Subscribers.Demand.none
    private var onCancel: ((DemandGatedSubscription) -> Void)?

    init(downstream: AnySubscriber<Input, Never>, onCancel: @escaping (DemandGatedSubscription) -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    deinit {
        onCancel?(self)
    }

    /// Hands `value` to the subscriber if it has demand.
    func deliver(_ value: Input) {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(value)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let onCancel = lock.withLock { () -> ((DemandGatedSubscription) -> Void)? in
            defer {
                downstream = nil
                self.onCancel = nil
            }
            return self.onCancel
        }
        onCancel?(self)
    }
}
