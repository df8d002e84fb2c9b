import Foundation
import UserNotifications

/// A clock whose time moves only when the test moves it; alarms falling due on the way fire in time order, each
/// with the clock reading its time.
final class ManualNotificationClock: NotificationClock, @unchecked Sendable {
    private final class Alarm: NotificationAlarm {
        let date: Date
        let fire: @MainActor () -> Void
        var cancelled = false

        init(date: Date, fire: @escaping @MainActor () -> Void) {
            self.date = date
            self.fire = fire
        }

        func cancel() { cancelled = true }
    }

    private let lock = NSLock()
    private var time: Date
    private var alarms: [Alarm] = []

    init(_ start: Date) {
        time = start
    }

    var now: Date { lock.withLock { time } }

    /// The alarms set and not yet fired or cancelled.
    @MainActor var waitingAlarms: Int { lock.withLock { alarms.filter { !$0.cancelled }.count } }

    @MainActor func schedule(at date: Date, _ fire: @escaping @MainActor () -> Void) -> NotificationAlarm {
        let alarm = Alarm(date: date, fire: fire)
        lock.withLock { alarms.append(alarm) }
        return alarm
    }

    /// Moves the time on by `seconds`, firing what falls due.
    @MainActor func advance(by seconds: TimeInterval) {
        let end = now.addingTimeInterval(seconds)
        while let next = lock.withLock({ () -> Alarm? in
            alarms.removeAll { $0.cancelled }
            guard let next = alarms.filter({ $0.date <= end }).min(by: { $0.date < $1.date }) else { return nil }
            alarms.removeAll { $0 === next }
            time = max(time, next.date)
            return next
        }) {
            next.fire()
        }
        lock.withLock { time = end }
    }
}
