/// The time the compositor stamps on an input event (`wl_pointer`, `wl_touch`, `wl_keyboard`):
/// milliseconds of `CLOCK_MONOTONIC` on weston and sway (the protocol leaves the base open), in 32 bits,
/// so the stamp wraps every 2^32 ms (about 49.7 days).
public enum EventTime {
    /// The milliseconds after which a stamp starts again from 0.
    static let wrap = 4_294_967_296.0

    /// The event's time in seconds: of the instants the stamp can mean (one per wrap), the one
    /// closest to `now`, a time in seconds on the compositor's clock.
    public static func seconds(fromMilliseconds milliseconds: UInt32, near now: Double) -> Double {
        let stamp = Double(milliseconds)
        let wraps = ((now * 1000 - stamp) / wrap).rounded()
        return (stamp + wraps * wrap) / 1000
    }

    /// The stamp a compositor gives an event at `seconds`, for input made up by a program (scripted
    /// pointers, tests).
    public static func milliseconds(fromSeconds seconds: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: Int64((seconds * 1000).rounded()))
    }
}
