import Foundation

/// The action identifier of a response to a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response to a dismissal, sent only for categories with `.customDismissAction`.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a delivered notification: opened it, chose one of its actions, or dismissed it.
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var notification: UNNotification
    open private(set) var actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The response to a `UNTextInputNotificationAction`, with the text the user typed.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    open private(set) var userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
