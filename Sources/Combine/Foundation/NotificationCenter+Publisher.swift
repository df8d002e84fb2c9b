import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: OpenCombine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center for the subscriber until it cancels; notifications reach it on the posting thread.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let observer = ObserverToken()
            let subscription = DemandGatedSubscription<Notification>(downstream: AnySubscriber(subscriber)) { [center] _ in
                if let token = observer.token { center.removeObserver(token) }
            }
            observer.token = center.addObserver(forName: name, object: object, queue: nil) { [weak subscription] note in
                subscription?.deliver(note)
            }
            subscriber.receive(subscription: subscription)
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// The center's token for one subscriber's observer, set once the observer is added.
private final class ObserverToken: @unchecked Sendable {
    var token: NSObjectProtocol?
}
