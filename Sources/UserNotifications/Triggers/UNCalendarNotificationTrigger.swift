import Foundation

/// A trigger that falls due at the next date matching its components (every 9:30, every Monday, one day), again at
/// each later match when it repeats.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var dateComponents: DateComponents

    init(dateMatching dateComponents: DateComponents, repeats: Bool, schedule: TriggerSchedule?) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats, schedule: schedule)
    }

    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.init(dateMatching: dateComponents, repeats: repeats, schedule: nil)
    }

    /// The next date after now matching the components, in their calendar and time zone (the user's otherwise).
    open func nextTriggerDate() -> Date? {
        nextDate(after: max(now, schedule?.start ?? .distantPast))
    }

    override func nextDate(after date: Date) -> Date? {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let zone = dateComponents.timeZone { calendar.timeZone = zone }
        var components = dateComponents
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }

    override func scheduled(_ schedule: TriggerSchedule) -> UNNotificationTrigger {
        UNCalendarNotificationTrigger(dateMatching: dateComponents, repeats: repeats, schedule: schedule)
    }
}
