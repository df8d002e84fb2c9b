import Foundation

/// How one day of a calendar view draws: its number, and whether it is today, chosen (as a circle, or as part of
/// a week's band), available and decorated.
struct CalendarDayState {
    var number: String
    var isToday = false
    var isSelected = false
    /// Whether the day can be chosen: within the available range, and allowed by the selection's delegate.
    var isAvailable = true
    var decoration: UICalendarView.Decoration?
    /// Whether a chosen day is drawn as part of its week's band rather than a circle.
    var isInWeekBand = false
}
