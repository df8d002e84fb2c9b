import Foundation

/// The content an app fills in for a request: every field of `UNNotificationContent`, settable.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() {
        super.init()
    }

    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }

    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }

    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }

    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }

    open override var launchImageName: String {
        get { super.launchImageName }
        set { super.launchImageName = newValue }
    }

    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }

    open override var attachments: [UNNotificationAttachment] {
        get { super.attachments }
        set { super.attachments = newValue }
    }

    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }

    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }

    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }

    open override var summaryArgument: String {
        get { super.summaryArgument }
        set { super.summaryArgument = newValue }
    }

    open override var summaryArgumentCount: Int {
        get { super.summaryArgumentCount }
        set { super.summaryArgumentCount = newValue }
    }

    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }

    open override var relevanceScore: Double {
        get { super.relevanceScore }
        set { super.relevanceScore = newValue }
    }

    open override var filterCriteria: String? {
        get { super.filterCriteria }
        set { super.filterCriteria = newValue }
    }
}
