import Foundation

/// How a category's notifications behave: a dismissal reported to the delegate, shown in CarPlay, and what hidden
/// previews still show.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Dismissals reach the delegate as responses with `UNNotificationDismissActionIdentifier`.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    @available(*, deprecated, message: "Announcement option is ignored")
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification the app registers (`setNotificationCategories`): the actions its notifications offer
/// and its options, named by the identifier a content's `categoryIdentifier` gives.
open class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var actions: [UNNotificationAction]
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions
    open private(set) var hiddenPreviewsBodyPlaceholder: String
    open private(set) var categorySummaryFormat: String

    init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], placeholder: String,
         summaryFormat: String, options: UNNotificationCategoryOptions) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = placeholder
        categorySummaryFormat = summaryFormat
        super.init()
    }

    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, placeholder: "",
                  summaryFormat: "", options: options)
    }

    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: "", options: options)
    }

    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  placeholder: hiddenPreviewsBodyPlaceholder ?? "", summaryFormat: categorySummaryFormat ?? "", options: options)
    }

    /// Categories are equal by identifier, so a set holds one of each.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
