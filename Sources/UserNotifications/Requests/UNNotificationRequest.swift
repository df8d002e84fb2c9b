import Foundation

/// A notification the app asks for: its identifier (a later request of the same one replaces it), its content and
/// the trigger that delivers it (none: at once).
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?

    /// The request of `content` (copied, so later edits of a mutable content do not reach it).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = (content.copy() as? UNNotificationContent) ?? content
        self.trigger = trigger
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
