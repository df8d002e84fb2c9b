import Foundation

/// Chooses one date at a time: a tap on an available day chooses it when the delegate allows, and tells the
/// delegate.
@MainActor @preconcurrency
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// Who is asked whether a date can be chosen and told when one is.
    open var delegate: UICalendarSelectionSingleDateDelegate? { storedDelegate }
    private weak var storedDelegate: UICalendarSelectionSingleDateDelegate?
    private var storedDate: DateComponents?

    /// The chosen date, nil for none. Setting it tells the delegate nothing.
    open var selectedDate: DateComponents? {
        get { storedDate }
        set { setSelected(newValue, animated: false) }
    }

    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        storedDelegate = delegate
        super.init()
    }

    /// Chooses `selectedDate` (nil: none), drawing its circle in when `animated`; the delegate is not told.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        storedDate = selectedDate
        selectionDidChange(animated: animated)
    }

    override func isSelected(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        storedDate.flatMap { CalendarDay($0, in: calendar) } == day
    }

    override func canSelect(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        delegate?.dateSelection(self, canSelectDate: day.components(in: calendar)) ?? true
    }

    override func userChose(_ day: CalendarDay, in calendar: Calendar) {
        guard !isSelected(day, in: calendar), canSelect(day, in: calendar) else { return }
        let components = day.components(in: calendar)
        setSelected(components, animated: true)
        delegate?.dateSelection(self, didSelectDate: components)
    }
}

/// Hears a single-date selection choose, and may refuse dates.
@MainActor @preconcurrency
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// The user chose the date `dateComponents` name.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the date can be chosen (all can by default); a date that cannot is drawn greyed.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        true
    }
}
