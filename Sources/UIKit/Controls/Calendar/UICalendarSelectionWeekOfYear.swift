import Foundation

/// Chooses one week at a time (iOS 18): a tap on a day chooses its week, as year-for-week-of-year and week-of-year
/// components, when the delegate allows, and tells the delegate. The week is drawn as a band across its row.
@MainActor @preconcurrency
open class UICalendarSelectionWeekOfYear: UICalendarSelection {
    /// Who is asked whether a week can be chosen and told when one is.
    open var delegate: UICalendarSelectionWeekOfYearDelegate? { storedDelegate }
    private weak var storedDelegate: UICalendarSelectionWeekOfYearDelegate?
    private var storedWeek: DateComponents?

    /// The chosen week (`yearForWeekOfYear` and `weekOfYear`), nil for none. Setting it tells the delegate nothing.
    open var selectedWeekOfYear: DateComponents? {
        get { storedWeek }
        set { setSelectedWeekOfYear(newValue, animated: false) }
    }

    public init(delegate: UICalendarSelectionWeekOfYearDelegate?) {
        storedDelegate = delegate
        super.init()
    }

    /// Chooses `selectedWeekOfYear` (nil: none), drawing its band in when `animated`; the delegate is not told.
    open func setSelectedWeekOfYear(_ selectedWeekOfYear: DateComponents?, animated: Bool) {
        storedWeek = selectedWeekOfYear
        selectionDidChange(animated: animated)
    }

    override var drawsWeeks: Bool { true }

    /// The week of `day`, as components with the calendar.
    private func week(of day: CalendarDay, in calendar: Calendar) -> DateComponents {
        var week = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: day.date(in: calendar))
        week.calendar = calendar
        return week
    }

    override func isSelected(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        guard let storedWeek else { return false }
        let week = week(of: day, in: calendar)
        return week.weekOfYear == storedWeek.weekOfYear && week.yearForWeekOfYear == storedWeek.yearForWeekOfYear
    }

    override func canSelect(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        delegate?.week(ofYearSelection: self, canSelectWeekOfYear: week(of: day, in: calendar)) ?? true
    }

    override func userChose(_ day: CalendarDay, in calendar: Calendar) {
        guard !isSelected(day, in: calendar), canSelect(day, in: calendar) else { return }
        let week = week(of: day, in: calendar)
        setSelectedWeekOfYear(week, animated: true)
        delegate?.week(ofYearSelection: self, didSelectWeekOfYear: week)
    }
}

/// Hears a week-of-year selection choose, and may refuse weeks.
@MainActor @preconcurrency
public protocol UICalendarSelectionWeekOfYearDelegate: AnyObject {
    /// The user chose the week `weekOfYearComponents` name.
    func week(ofYearSelection selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?)
    /// Whether the week can be chosen (all can by default); its days are drawn greyed when it cannot.
    func week(ofYearSelection selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionWeekOfYearDelegate {
    public func week(ofYearSelection selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool {
        true
    }
}
