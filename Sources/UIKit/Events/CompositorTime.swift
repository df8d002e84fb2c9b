import QuartzCore
import Wayland

/// Turns the compositor's event stamps into media time, the clock of `UITouch.timestamp` and
/// `UIEvent.timestamp`: weston and sway stamp `CLOCK_MONOTONIC` milliseconds, the clock
/// `CACurrentMediaTime()` reads, so an event keeps the time it happened however late it is delivered.
enum CompositorTime {
    /// The span around now a stamp must fall in to be believed. A stamp outside it is on another
    /// clock (the protocol leaves the base open; a test's manual clock is not the compositor's),
    /// and the delivery time stands in for it.
    static let believableAge: TimeInterval = 60
    static let believableLead: TimeInterval = 1

    /// The media time of an event stamped `milliseconds`, delivered at `now`.
    static func mediaTime(ofStamp milliseconds: UInt32, deliveredAt now: TimeInterval = CACurrentMediaTime()) -> TimeInterval {
        let time = EventTime.seconds(fromMilliseconds: milliseconds, near: now)
        return (now - believableAge...now + believableLead).contains(time) ? time : now
    }
}
