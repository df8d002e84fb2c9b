import Foundation

/// A trigger that falls due a number of seconds after the request is added, and every as many seconds after when
/// it repeats (at least 60, as iOS requires).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var timeInterval: TimeInterval

    init(timeInterval: TimeInterval, repeats: Bool, schedule: TriggerSchedule?) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats, schedule: schedule)
    }

    /// Traps, as iOS raises, for an interval not above 0, or under 60 seconds when repeating.
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        if let failure = Self.refusal(timeInterval: timeInterval, repeats: repeats) { fatalError(failure) }
        self.init(timeInterval: timeInterval, repeats: repeats, schedule: nil)
    }

    /// Why iOS refuses `timeInterval`, in its words, or nil when it takes it.
    static func refusal(timeInterval: TimeInterval, repeats: Bool) -> String? {
        if !(timeInterval > 0) { return "time interval must be greater than 0" }
        if repeats, timeInterval < 60 { return "time interval must be at least 60 if repeating" }
        return nil
    }

    /// The next time the trigger falls due: `timeInterval` after it was scheduled (now, for one not yet added),
    /// stepping on by `timeInterval` past now when it repeats.
    open func nextTriggerDate() -> Date? {
        let now = self.now
        guard schedule != nil else { return now.addingTimeInterval(timeInterval) }
        return nextDate(after: now)
    }

    override func nextDate(after date: Date) -> Date? {
        guard let start = schedule?.start else { return date.addingTimeInterval(timeInterval) }
        let first = start.addingTimeInterval(timeInterval)
        guard repeats, first <= date else { return first }
        let steps = ((date.timeIntervalSince(first)) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(steps * timeInterval)
    }

    override func scheduled(_ schedule: TriggerSchedule) -> UNNotificationTrigger {
        UNTimeIntervalNotificationTrigger(timeInterval: timeInterval, repeats: repeats, schedule: schedule)
    }
}
