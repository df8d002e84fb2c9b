import Foundation
import QuartzCore

/// A control for choosing a date, a time, both, or a duration, shown as spinning wheels in the locale's order
/// (month, day and year; hour, minute and AM/PM), as a calendar in place (`.inline`), or as a label that opens one
/// (`.compact`). A date the user turns to outside `minimumDate…maximumDate` turns back to the nearest allowed one;
/// each change the user makes sends `.valueChanged` once the wheels rest or a day is chosen.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// What the picker shows: a date and time by default.
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime { didSet { rebuildWheels() } }

    /// The locale whose names and order the wheels use; nil means the calendar's locale, else the current one.
    open var locale: Locale? { didSet { rebuildWheels() } }

    /// The calendar the wheels count in; setting nil returns to the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; rebuildWheels() }
    }

    /// The time zone the wheels show the date in; nil means the calendar's.
    open var timeZone: TimeZone? { didSet { rebuildWheels() } }

    /// The chosen date; by default the date when the picker was made, by the context's clock. Setting it sends no
    /// actions; a date outside `minimumDate…maximumDate` is taken to the nearer end.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date that can be chosen (ignored while it is after `maximumDate`).
    open var minimumDate: Date? { didSet { rebuildWheels() } }
    /// The latest date that can be chosen.
    open var maximumDate: Date? { didSet { rebuildWheels() } }

    /// The chosen duration in seconds in the countdown mode, whole minutes under a day.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else { return }
            let minutes = min(max(Int(newValue / 60), 0), 24 * 60 - 1)
            storedDuration = TimeInterval(minutes / minuteInterval * minuteInterval * 60)
            showDateOnWheels(animated: false)
        }
    }

    /// The minutes between two rows of the minute wheel: a divisor of 60 from 1 to 30 (others are refused).
    open var minuteInterval: Int = 1 {
        didSet {
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                return minuteInterval = oldValue
            }
            rebuildWheels()
        }
    }

    /// Whether a date set in code is rounded to the minute interval (to the nearest row), as the wheels show it.
    open var roundsToMinuteInterval = true

    /// The style asked for: `.inline` shows a calendar (with a time row for dates and times), `.compact` a label
    /// that opens it in a sheet; the countdown and year-and-month modes always show wheels.
    ///
    /// Difference from Apple: `.automatic` means wheels (iOS 14 and later choose the compact style), and the compact
    /// style's labels open the calendar or wheels in a centred card (a form sheet) rather than a popover by the label.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { applyStyle() } }

    /// The style shown: the one asked for where the mode allows it, with `.automatic` resolved to `.wheels`.
    open var datePickerStyle: UIDatePickerStyle {
        UIDatePicker.resolvedStyle(preferredDatePickerStyle, mode: datePickerMode)
    }

    /// The calendar or label shown in place of the wheels by the inline and compact styles.
    var styleView: DatePickerStyleView?

    /// The wheels, a picker view over `DateWheels`.
    let wheelView = UIPickerView()
    private let wheelSource = DatePickerWheelSource()
    private(set) var wheels: DateWheels?
    private var storedCalendar: Calendar?
    private var storedDate: Date
    private var storedDuration: TimeInterval = 0

    static let standardSize = UIPickerView.standardSize

    override public init(frame: CGRect) {
        storedDate = CalendarClock.now
        super.init(frame: frame)
        wheelSource.datePicker = self
        wheelView.frame = bounds
        addSubview(wheelView)
        rebuildWheels()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the chosen date, turning the wheels to it when `animated`; no actions are sent.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = allowed(rounded(date))
        if let wheels, case let .day(first, count) = wheels.kinds.first {
            let day = wheels.calendar.startOfDay(for: storedDate)
            let last = wheels.calendar.date(byAdding: .day, value: count - 1, to: first) ?? first
            if day < first || day > last { return rebuildWheels() }
        }
        showDateOnWheels(animated: animated)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { styleView?.fittingSize(for: size.width) ?? UIDatePicker.standardSize }

    override open var intrinsicContentSize: CGSize { styleView?.fittingSize(for: 0) ?? UIDatePicker.standardSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        wheelView.frame = bounds
        styleView?.frame = bounds
    }

    /// A disabled picker's wheels do not turn, and its calendar and labels take no touches.
    override open func stateDidChange() {
        super.stateDidChange()
        wheelView.isUserInteractionEnabled = isEnabled
        styleView?.isUserInteractionEnabled = isEnabled
    }

    // MARK: The wheels

    /// The calendar the wheels count in: the picker's, in its locale and time zone.
    var wheelCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let locale { calendar.locale = locale } else if calendar.locale == nil { calendar.locale = Locale.current }
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// The limits in force: both, or neither when the minimum is after the maximum.
    var limits: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// Works the wheels out again for the mode, locale, calendar, limits and interval, and shows the date on them.
    func rebuildWheels() {
        let limits = limits
        storedDate = allowed(storedDate)
        wheels = DateWheels(mode: datePickerMode, calendar: wheelCalendar, minuteInterval: minuteInterval,
                            minimumDate: limits.minimum, maximumDate: limits.maximum, around: storedDate, now: CalendarClock.now)
        wheelView.dataSource = wheelSource
        wheelView.delegate = wheelSource
        wheelView.reloadAllComponents()
        showDateOnWheels(animated: false)
        applyStyle()
    }

    /// The user chose `date` in the calendar or in what the compact label opened: kept within the limits, it
    /// becomes the date, and a change is sent.
    func userChose(_ date: Date) {
        let before = storedDate
        setDate(date, animated: false)
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    private func showDateOnWheels(animated: Bool) {
        guard let wheels else { return }
        for (component, row) in wheels.rows(for: storedDate, duration: storedDuration).enumerated() {
            wheelView.selectRow(row, inComponent: component, animated: animated)
        }
        refreshAvailability()
        styleView?.dateDidChange(animated: animated)
    }

    /// Whether `row` of wheel `component` can be chosen with the other wheels as they are: the day exists in the
    /// month shown, and the date is within the limits.
    func isAvailable(row: Int, component: Int) -> Bool {
        guard let wheels, datePickerMode != .countDownTimer else { return true }
        var rows = wheels.rows(for: storedDate)
        guard rows.indices.contains(component) else { return true }
        rows[component] = row
        let date = wheels.date(from: rows, base: storedDate)
        if wheels.kinds[component] == .dayOfMonth, wheels.calendar.component(.day, from: date) != row + 1 { return false }
        return allowed(date) == date
    }

    /// Asks for the rows' titles again where a change of date may have changed which rows can be chosen.
    private func refreshAvailability() {
        guard let wheels else { return }
        let limited = limits.minimum != nil || limits.maximum != nil
        for (component, kind) in wheels.kinds.enumerated() where limited || kind == .dayOfMonth {
            wheelView.reloadComponent(component)
        }
    }

    /// The user's wheels came to rest: the date they show, turned back within the limits, becomes the date, and a
    /// change is sent.
    func wheelsDidSettle() {
        guard let wheels else { return }
        let rows = wheels.kinds.indices.map { wheelView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let duration = wheels.duration(from: rows)
            guard duration != storedDuration else { return }
            storedDuration = duration
            return sendActions(for: .valueChanged)
        }
        let chosen = wheels.date(from: rows, base: storedDate)
        let kept = allowed(chosen)
        let changed = kept != storedDate
        storedDate = kept
        if kept != chosen || wheels.rows(for: kept) != rows { showDateOnWheels(animated: true, for: kept) }
        refreshAvailability()
        if changed { sendActions(for: .valueChanged) }
    }

    private func showDateOnWheels(animated: Bool, for date: Date) {
        guard let wheels else { return }
        for (component, row) in wheels.rows(for: date).enumerated() where wheelView.selectedRow(inComponent: component) != row {
            wheelView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// `date` within the limits.
    private func allowed(_ date: Date) -> Date {
        let limits = limits
        var date = date
        if let minimum = limits.minimum, date < minimum { date = minimum }
        if let maximum = limits.maximum, date > maximum { date = maximum }
        return date
    }

    /// `date` rounded to the nearest minute interval, when `roundsToMinuteInterval` asks for it and the mode shows
    /// minutes.
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode == .time || datePickerMode == .dateAndTime else { return date }
        let calendar = wheelCalendar
        guard let hour = calendar.dateInterval(of: .hour, for: date) else { return date }
        let minutes = date.timeIntervalSince(hour.start) / 60
        let nearest = (minutes / Double(minuteInterval)).rounded() * Double(minuteInterval)
        return hour.start.addingTimeInterval(nearest * 60)
    }
}
