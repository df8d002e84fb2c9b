/// How a notification that falls due while the app runs is presented, as the delegate's `willPresent` answers.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(iOS, deprecated: 14.0, message: "Use -[UNNotificationPresentationOptions list] and -[UNNotificationPresentationOptions banner]")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// In Notification Center (on the desktop: the server's list of notifications).
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)

    /// Whether the notification is shown at all.
    var shows: Bool { !intersection([UNNotificationPresentationOptions(rawValue: 1 << 2), .list, .banner]).isEmpty }
}
