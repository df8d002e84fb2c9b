import Foundation

/// What the app hears from the notification center: a notification falling due while it runs (and how to show
/// it), the user's response to one, and a request to show the app's notification settings. Every member is
/// optional, as the Objective-C protocol's are.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Asks the `async` form, which a delegate may implement instead.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        let call = UncheckedDelegateCall(delegate: self, center: center, notification: notification)
        Task { @MainActor in completionHandler(await call.willPresent()) }
    }

    /// Difference from Apple: a delegate that implements neither form has the notification shown as for an app in
    /// the background (banner, list, sound, badge), since a desktop app's window is seldom frontmost when a
    /// notification falls due; on iOS it is not shown.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        UNNotificationPresentationOptions.background
    }

    /// Hands the response to the `async` form, which a delegate may implement instead.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let call = UncheckedDelegateCall(delegate: self, center: center, notification: response.notification)
        Task { @MainActor in
            await call.didReceive(response)
            completionHandler()
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

extension UNNotificationPresentationOptions {
    /// How a notification shows for an app in the background.
    static let background: UNNotificationPresentationOptions = [.banner, .list, .sound, .badge]
}

/// A delegate's `async` member called from its completion-handler form: the delegate and its arguments carried to
/// the main actor, where the center calls every delegate member.
private struct UncheckedDelegateCall: @unchecked Sendable {
    let delegate: any UNUserNotificationCenterDelegate
    let center: UNUserNotificationCenter
    let notification: UNNotification

    @MainActor func willPresent() async -> UNNotificationPresentationOptions {
        await delegate.userNotificationCenter(center, willPresent: notification)
    }

    @MainActor func didReceive(_ response: UNNotificationResponse) async {
        await delegate.userNotificationCenter(center, didReceive: response)
    }
}
