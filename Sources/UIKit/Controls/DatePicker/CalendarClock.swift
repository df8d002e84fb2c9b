import Foundation
import QuartzCore

/// The calendar date that goes with the current context's media time, so that a date picker's "now" moves with the
/// context's clock: the date is read once, when the context first needs it, and moves on with media time from there.
/// A context on a manual clock starts at a fixed date instead, so that tests and recordings see the same "now".
@MainActor
final class CalendarClock {
    /// The date a manual clock's media time 0 stands for: 9 January 2007, 09:41 UTC.
    static let manualClockEpoch = Date(timeIntervalSince1970: 1_168_335_660)

    private let anchorDate: Date
    private let anchorMediaTime: CFTimeInterval

    private init(context: CAContext) {
        let mediaTime = context.clock.mediaTime
        if context.clock is CAManualMediaClock {
            anchorDate = CalendarClock.manualClockEpoch
            anchorMediaTime = 0
        } else {
            anchorDate = Date()
            anchorMediaTime = mediaTime
        }
    }

    /// The date now, by the current context's clock.
    static var now: Date {
        let context = CAContext.current
        let clock = context.attachment(CalendarClock.self) { CalendarClock(context: context) }
        return clock.anchorDate.addingTimeInterval(context.clock.mediaTime - clock.anchorMediaTime)
    }
}
