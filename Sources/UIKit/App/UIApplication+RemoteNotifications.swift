import Foundation

/// Remote (push) notifications: a desktop has no push service, so registering fails as it does in Apple's simulator.
extension UIApplication {
    /// Asks for a device token; the delegate hears on the next turn of the main queue.
    ///
    /// Difference from Apple: always fails, with the simulator's error (Cocoa error 3010), through
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`; a desktop has no push service.
    public func registerForRemoteNotifications() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let error = NSError(domain: NSCocoaErrorDomain, code: 3010, userInfo: [
                    NSLocalizedDescriptionKey: "remote notifications are not supported on this desktop",
                ])
                self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
            }
        }
    }

    /// Stops receiving remote notifications (there are none to stop).
    public func unregisterForRemoteNotifications() {}

    /// Whether the app holds a device token: never on a desktop.
    public var isRegisteredForRemoteNotifications: Bool { false }
}
