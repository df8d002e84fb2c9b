import Foundation

/// How a calendar view chooses dates: one of its subclasses (a single date, several dates, a week) set as the
/// view's `selectionBehavior`. The base class chooses nothing.
@MainActor @preconcurrency
open class UICalendarSelection {
    /// The view the selection belongs to, which it asks to redraw when its dates change.
    weak var calendarView: UICalendarView?

    init() {}

    /// Whether `day` is drawn chosen.
    func isSelected(_ day: CalendarDay, in calendar: Calendar) -> Bool { false }

    /// Whether `day` can be chosen; days that cannot are drawn greyed.
    func canSelect(_ day: CalendarDay, in calendar: Calendar) -> Bool { true }

    /// The user tapped `day`.
    func userChose(_ day: CalendarDay, in calendar: Calendar) {}

    /// Whether chosen days are drawn as one band across their week rather than a circle each.
    var drawsWeeks: Bool { false }

    /// The chosen dates changed: the view redraws them, animating new circles in when `animated`.
    func selectionDidChange(animated: Bool) {
        calendarView?.selectionDidChange(animated: animated)
    }
}
