import CoreLocation
import Foundation

/// What delivers a request: a time interval, a calendar date, a push, or a place. Its subclasses say which.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether the request is delivered again after each delivery.
    open private(set) var repeats: Bool

    /// When and on which clock a center scheduled this trigger; nil for one not yet added.
    let schedule: TriggerSchedule?

    init(repeats: Bool, schedule: TriggerSchedule? = nil) {
        self.repeats = repeats
        self.schedule = schedule
        super.init()
    }

    /// This trigger as scheduled by a center at `schedule`.
    func scheduled(_ schedule: TriggerSchedule) -> UNNotificationTrigger {
        UNNotificationTrigger(repeats: repeats, schedule: schedule)
    }

    /// The first time after `date` the trigger falls due, or nil when it never does by time.
    func nextDate(after date: Date) -> Date? { nil }

    /// The time now on the clock of the center that scheduled the trigger, or of `current()`'s.
    var now: Date { (schedule?.clock ?? UNUserNotificationCenter.current().clock).now }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The time and clock a center scheduled a trigger on.
struct TriggerSchedule: @unchecked Sendable {
    let start: Date
    let clock: any NotificationClock
}

/// The trigger of a remote (push) notification, which the system makes; apps only read it.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// A trigger that falls due on entering or leaving a region.
/// Difference from Apple: the desktop knows no location, so a request with this trigger stays pending and is never
/// delivered.
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var region: CLRegion

    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }

    override func scheduled(_ schedule: TriggerSchedule) -> UNNotificationTrigger { self }
}
