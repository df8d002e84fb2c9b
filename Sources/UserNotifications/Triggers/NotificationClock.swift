import Dispatch
import Foundation

/// The time notification triggers fall due on: the wall clock by default (`WallNotificationClock`), a manual one in
/// tests, handed to `UNUserNotificationCenter`.
public protocol NotificationClock: AnyObject, Sendable {
    /// The time now (read from any thread: a trigger's `nextTriggerDate()` asks it).
    var now: Date { get }
    /// Calls `fire` on the main actor once `date` has come; cancelling the returned alarm stops it.
    @MainActor func schedule(at date: Date, _ fire: @escaping @MainActor () -> Void) -> NotificationAlarm
}

/// A call a `NotificationClock` will make at a time, until cancelled.
@MainActor
public protocol NotificationAlarm: AnyObject {
    func cancel()
}

/// The wall clock: dispatch timers on wall time, so a due time holds across the machine's sleep.
public final class WallNotificationClock: NotificationClock {
    public init() {}

    public var now: Date { Date() }

    @MainActor public func schedule(at date: Date, _ fire: @escaping @MainActor () -> Void) -> NotificationAlarm {
        WallAlarm(at: date, fire)
    }
}

/// A dispatch timer on wall time serving one alarm.
@MainActor
private final class WallAlarm: NotificationAlarm {
    private let timer = DispatchSource.makeTimerSource(queue: .main)

    init(at date: Date, _ fire: @escaping @MainActor () -> Void) {
        let seconds = date.timeIntervalSince1970
        let wall = timespec(tv_sec: Int(seconds.rounded(.down)), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        timer.schedule(wallDeadline: DispatchWallTime(timespec: wall), leeway: .milliseconds(100))
        timer.setEventHandler { [timer] in
            timer.cancel()
            MainActor.assumeIsolated { fire() }
        }
        timer.resume()
    }

    func cancel() {
        timer.cancel()
    }
}
