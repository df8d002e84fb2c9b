import Foundation
import KeyValueObserving
import OpenCombine

extension NSObject {
    /// A publisher of the values at a key path of an object, as its key-value observation reports them.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: OpenCombine.Publisher, Equatable {
        public typealias Output = Value
        public typealias Failure = Never

        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        /// Observes the object for the subscriber until it cancels; values reach it on the main thread, where UIKit's
        /// objects change.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let holder = ObservationHolder()
            let subscription = DemandGatedSubscription<Value>(downstream: AnySubscriber(subscriber)) { _ in
                holder.observation?.invalidate()
            }
            subscriber.receive(subscription: subscription)
            nonisolated(unsafe) let object = object, keyPath = keyPath
            let options = options.union(.new)
            MainActor.assumeIsolated {
                holder.observation = object.observe(keyPath, options: options) { [weak subscription] _, change in
                    if let value = change.newValue { subscription?.deliver(value) }
                }
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// A publisher of the value at `keyPath`: the current value first (with `.initial`), then each change.
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// The observation a subscription keeps while it lasts.
private final class ObservationHolder: @unchecked Sendable {
    var observation: NSKeyValueObservation?
}
