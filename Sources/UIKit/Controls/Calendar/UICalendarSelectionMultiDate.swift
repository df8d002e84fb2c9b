import Foundation

/// Chooses any number of dates: a tap on a day adds it, a tap on a chosen one removes it, each when the delegate
/// allows, and the delegate hears of each.
@MainActor @preconcurrency
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// Who is asked whether dates can be chosen or given up and told when they are.
    open var delegate: UICalendarSelectionMultiDateDelegate? { storedDelegate }
    private weak var storedDelegate: UICalendarSelectionMultiDateDelegate?
    private var storedDates: [DateComponents] = []

    /// The chosen dates in the order they were chosen. Setting them tells the delegate nothing.
    open var selectedDates: [DateComponents] {
        get { storedDates }
        set { setSelectedDates(newValue, animated: false) }
    }

    public init(delegate: UICalendarSelectionMultiDateDelegate?) {
        storedDelegate = delegate
        super.init()
    }

    /// Chooses `selectedDates`, drawing new circles in when `animated`; the delegate is not told.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        storedDates = selectedDates
        selectionDidChange(animated: animated)
    }

    override func isSelected(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        storedDates.contains { CalendarDay($0, in: calendar) == day }
    }

    override func canSelect(_ day: CalendarDay, in calendar: Calendar) -> Bool {
        delegate?.multiDateSelection(self, canSelectDate: day.components(in: calendar)) ?? true
    }

    override func userChose(_ day: CalendarDay, in calendar: Calendar) {
        let components = day.components(in: calendar)
        if isSelected(day, in: calendar) {
            guard delegate?.multiDateSelection(self, canDeselectDate: components) ?? true else { return }
            setSelectedDates(storedDates.filter { CalendarDay($0, in: calendar) != day }, animated: true)
            delegate?.multiDateSelection(self, didDeselectDate: components)
        } else {
            guard canSelect(day, in: calendar) else { return }
            setSelectedDates(storedDates + [components], animated: true)
            delegate?.multiDateSelection(self, didSelectDate: components)
        }
    }
}

/// Hears a multi-date selection add and remove dates, and may refuse either.
@MainActor @preconcurrency
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    /// The user chose the date `dateComponents` name.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The user gave up the date `dateComponents` name.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the date can be chosen (all can by default); a date that cannot is drawn greyed.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether the chosen date can be given up (all can by default).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool {
        true
    }

    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool {
        true
    }
}
