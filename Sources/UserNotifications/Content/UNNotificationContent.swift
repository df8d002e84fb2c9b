import Foundation

/// What a notification says and carries: its texts, badge, sound, attachments, the app's own `userInfo`, and how
/// it groups and interrupts. Read-only; `UNMutableNotificationContent` is the one apps fill in.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var launchImageName = ""
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var summaryArgument = ""
    open internal(set) var summaryArgumentCount = 0
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    /// How the summary ranks it among the app's notifications, 0 to 1.
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var filterCriteria: String?

    public override init() {
        super.init()
    }

    /// Copies every field of `content` into this one.
    func take(_ content: UNNotificationContent) {
        title = content.title
        subtitle = content.subtitle
        body = content.body
        badge = content.badge
        sound = content.sound
        launchImageName = content.launchImageName
        userInfo = content.userInfo
        attachments = content.attachments
        categoryIdentifier = content.categoryIdentifier
        threadIdentifier = content.threadIdentifier
        targetContentIdentifier = content.targetContentIdentifier
        summaryArgument = content.summaryArgument
        summaryArgumentCount = content.summaryArgumentCount
        interruptionLevel = content.interruptionLevel
        relevanceScore = content.relevanceScore
        filterCriteria = content.filterCriteria
    }

    /// A read-only copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copy.take(self)
        return copy
    }

    /// A `UNMutableNotificationContent` copy, as a notification service extension edits one.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.take(self)
        return copy
    }
}
