import Foundation

/// A date picker in the inline style: a calendar whose chosen day becomes the picker's date (keeping its time of
/// day), and, for dates and times (or times alone), a row titled "Time" with the time's compact label, which opens
/// the wheels.
@MainActor
final class InlineDatePickerView: DatePickerStyleView, UICalendarSelectionSingleDateDelegate {
    static let timeRowHeight: CGFloat = 52
    let calendarView: UICalendarView?
    private(set) lazy var selection = UICalendarSelectionSingleDate(delegate: self)
    let timeTitle = UILabel()
    /// The hairline between the calendar and the time row.
    let separator = UIView()
    let timeLabel: CompactDatePickerView?

    init(picker: UIDatePicker) {
        calendarView = picker.datePickerMode == .time ? nil : UICalendarView()
        let showsTime = picker.datePickerMode == .time || picker.datePickerMode == .dateAndTime
        timeLabel = showsTime ? CompactDatePickerView(picker: picker, parts: [.time], style: .inline) : nil
        super.init(picker: picker, style: .inline)
        if let calendarView {
            calendarView.selectionBehavior = selection
            addSubview(calendarView)
        }
        if let timeLabel {
            timeTitle.text = "Time"
            timeTitle.font = .systemFont(ofSize: 17, weight: .semibold)
            separator.backgroundColor = .separator
            addSubview(separator)
            addSubview(timeTitle)
            addSubview(timeLabel)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func configure() {
        guard let picker, let calendarView else { return }
        let calendar = picker.wheelCalendar
        calendarView.calendar = calendar
        calendarView.locale = calendar.locale ?? .current
        calendarView.timeZone = calendar.timeZone
        let limits = picker.limits
        calendarView.availableDateRange = DateInterval(start: limits.minimum ?? .distantPast, end: limits.maximum ?? .distantFuture)
    }

    override func dateDidChange(animated: Bool) {
        timeLabel?.dateDidChange(animated: animated)
        guard let picker, let calendarView else { return }
        let calendar = picker.wheelCalendar
        let day = CalendarDay(picker.date, in: calendar)
        if selection.selectedDate.flatMap({ CalendarDay($0, in: calendar) }) != day {
            selection.setSelected(day.components(in: calendar), animated: animated)
        }
        calendarView.setVisibleDateComponents(day.components(in: calendar), animated: animated)
    }

    /// The chosen day at the picker's time of day becomes its date.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let picker, let dateComponents else { return }
        let calendar = picker.wheelCalendar
        guard let day = CalendarDay(dateComponents, in: calendar) else { return }
        var parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: picker.date)
        parts.era = day.era
        parts.year = day.year
        parts.month = day.month
        parts.day = day.day
        guard let date = calendar.date(from: parts) else { return }
        picker.userChose(date)
    }

    override func fittingSize(for width: CGFloat) -> CGSize {
        let calendarSize = calendarView == nil ? CGSize(width: width > 0 ? width : 320, height: 0) : CalendarMetrics.size(fitting: width)
        return CGSize(width: calendarSize.width, height: calendarSize.height + (timeLabel == nil ? 0 : InlineDatePickerView.timeRowHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let calendarHeight = calendarView == nil ? 0 : CalendarMetrics.size(fitting: bounds.width).height
        calendarView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(calendarHeight, bounds.height))
        let inset = CalendarMetrics.sideInset + 8
        let row = CGRect(x: inset, y: calendarHeight, width: max(bounds.width - 2 * inset, 0), height: InlineDatePickerView.timeRowHeight)
        timeTitle.frame = row
        separator.frame = CGRect(x: inset, y: calendarHeight, width: calendarView == nil ? 0 : row.width, height: 0.5)
        timeLabel?.frame = row
    }
}
