import Foundation

/// How an action runs: only on an unlocked device, shown as destructive, or bringing the app forward.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// The icon of an action: a symbol or a template image of the app's.
open class UNNotificationActionIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The symbol's or image's name.
    let name: String
    let isSystemImage: Bool

    init(name: String, isSystemImage: Bool) {
        self.name = name
        self.isSystemImage = isSystemImage
        super.init()
    }

    public convenience init(systemImageName: String) {
        self.init(name: systemImageName, isSystemImage: true)
    }

    public convenience init(templateImageName: String) {
        self.init(name: templateImageName, isSystemImage: false)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A button a category's notifications offer: its identifier comes back in the response's `actionIdentifier`.
/// On the desktop it is one of the notification's actions, where the notification server shows actions.
open class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions
    open private(set) var icon: UNNotificationActionIcon?

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        super.init()
    }

    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An action that asks for text (a reply): its response is a `UNTextInputNotificationResponse`.
/// On the desktop a category's first one is the notification's text field where the server offers inline replies.
/// Difference from Apple: where the desktop's notification server offers no inline reply (KDE Plasma's does), the
/// action is a plain button and its response's `userText` is empty.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    open private(set) var textInputButtonTitle: String
    open private(set) var textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}
