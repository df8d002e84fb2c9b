import Foundation
import QuartzCore

/// A month of a calendar (iOS 16): the month and year with buttons to the previous and next month, the weekday
/// names in the locale's order from the calendar's first weekday, and the month's days in a grid, today in the tint
/// colour, chosen days (by the `selectionBehavior`) in a circle, the delegate's decorations under the numbers and
/// days outside `availableDateRange` greyed. Months change by the buttons, a horizontal swipe, the mouse wheel and
/// the Left, Right, Page Up and Page Down keys, sliding on the context's clock (fading, with Reduce Motion on);
/// "today" is the context clock's. A tap on the title turns the days into month and year wheels.
@MainActor @preconcurrency
open class UICalendarView: UIView {
    /// Who gives decorations and hears of month changes.
    open weak var delegate: UICalendarViewDelegate? { didSet { reloadMonths() } }

    /// How days are chosen (nil: they are not).
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            if oldValue !== selectionBehavior, oldValue?.calendarView === self { oldValue?.calendarView = nil }
            selectionBehavior?.calendarView = self
            reloadMonths()
        }
    }

    /// The locale of the month's title, the weekday names and the day numbers.
    open var locale: Locale = .current { didSet { reloadMonths() } }

    /// The calendar whose months are shown.
    open var calendar: Calendar = .current { didSet { reloadMonths() } }

    /// The time zone days begin and end in; nil means the calendar's.
    open var timeZone: TimeZone? { didSet { reloadMonths() } }

    /// The design of the system font the view writes in.
    open var fontDesign: UIFontDescriptor.SystemDesign = .default { didSet { reloadMonths() } }

    /// The dates that can be shown and chosen; days outside are greyed and months wholly outside are not paged to.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) { didSet { reloadMonths() } }

    /// Whether the delegate is asked for decorations.
    open var wantsDateDecorations = true { didSet { reloadMonths() } }

    /// The month shown, as date components (today's, by the context's clock, at first). Setting them shows their
    /// month at once.
    open var visibleDateComponents: DateComponents {
        get { storedVisible }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    /// The visible date components as last set or paged to.
    var storedVisible: DateComponents
    let titleLabel = UILabel()
    /// The chevron after the title, pointing down while the month and year wheels are shown.
    let titleChevron = CalendarChevronButton(pointsForward: true)
    /// The month and year wheels the title opens in place of the days.
    var monthYearPicker: UIDatePicker?
    let previousButton = CalendarChevronButton(pointsForward: false)
    let nextButton = CalendarChevronButton(pointsForward: true)
    private(set) var weekdayLabels: [UILabel] = []
    /// The clipped strip the months slide in.
    let pager = UIView()
    /// The month shown (or sliding in).
    var monthView: CalendarMonthView
    /// The month sliding out, or the neighbour a pan has brought in view.
    var neighbourView: CalendarMonthView?
    /// The mouse wheel's travel not yet turned into a month.
    var wheelTravel: CGFloat = 0
    /// Keeps the pan to horizontal drags.
    private let panDelegate = CalendarPanDelegate()

    override public init(frame: CGRect) {
        let calendar = Calendar.current
        storedVisible = CalendarDay(CalendarClock.now, in: calendar).components(in: calendar)
        monthView = CalendarMonthView(grid: CalendarMonthGrid(containing: CalendarClock.now, calendar: calendar),
                                      days: [], states: [], design: .default)
        super.init(frame: frame)
        backgroundColor = .clear
        titleLabel.accessibilityTraits = [.header, .button]
        titleLabel.isUserInteractionEnabled = true
        titleLabel.addGestureRecognizer(UITapGestureRecognizer { [unowned self] tap in
            if tap.state == .ended { toggleMonthYearWheels() }
        })
        addSubview(titleLabel)
        titleChevron.isUserInteractionEnabled = false
        titleChevron.isAccessibilityElement = false
        addSubview(titleChevron)
        pager.clipsToBounds = true
        addSubview(pager)
        for button in [previousButton, nextButton] {
            addSubview(button)
            let months = button.pointsForward ? 1 : -1
            button.addAction(UIAction { [unowned self] _ in
                _ = becomeFirstResponder()
                page(by: months, animated: true)
            }, for: .touchUpInside)
        }
        weekdayLabels = (0..<7).map { _ in
            let label = UILabel()
            label.textAlignment = .center
            label.textColor = .tertiaryLabel
            addSubview(label)
            return label
        }
        let pan = UIPanGestureRecognizer { [unowned self] pan in panned(pan) }
        pan.delegate = panDelegate
        pager.addGestureRecognizer(pan)
        reloadMonths()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the month of `dateComponents`, sliding it in from the side it lies on when `animated`.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let calendar = shownCalendar
        let previous = storedVisible
        let old = monthView.grid.firstDay
        storedVisible = dateComponents
        let new = monthStart(of: dateComponents, in: calendar)
        guard new != old else { return }
        show(month: new, direction: animated ? (new > old ? 1 : -1) : 0, leaving: previous, in: calendar)
    }

    /// Asks the delegate again for the decorations of the days `dates` name, where they are shown.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        let calendar = shownCalendar
        let days = Set(dates.compactMap { CalendarDay($0, in: calendar) })
        for month in [monthView, neighbourView].compactMap({ $0 }) {
            for view in month.dayViews where days.contains(view.day) {
                var state = view.dayState
                state.decoration = decoration(for: view.day, in: calendar)
                view.apply(state, animated: animated)
            }
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { CalendarMetrics.size(fitting: size.width) }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CalendarMetrics.size(fitting: 320).height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let inset = CalendarMetrics.sideInset
        let header = CalendarMetrics.headerHeight
        let rightToLeft = isRightToLeft
        /// `frame` where it is from the left, or mirrored in a right-to-left layout.
        func placed(_ frame: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        let next = CGRect(x: bounds.width - inset - 44, y: (header - 44) / 2, width: 44, height: 44)
        nextButton.frame = placed(next)
        previousButton.frame = placed(next.offsetBy(dx: -48, dy: 0))
        let titleWidth = min(ceil(titleLabel.intrinsicContentSize.width), max(next.minX - 48 - inset - 30, 0))
        titleLabel.frame = placed(CGRect(x: inset + 8, y: 0, width: titleWidth, height: header))
        let chevron = placed(CGRect(x: inset + 11 + titleWidth, y: (header - 20) / 2, width: 14, height: 20))
        titleChevron.bounds = CGRect(origin: .zero, size: chevron.size)
        titleChevron.center = CGPoint(x: chevron.midX, y: chevron.midY)
        for (column, label) in weekdayLabels.enumerated() {
            let x = CalendarMetrics.columnFrame(column, width: bounds.width, rightToLeft: rightToLeft)
            label.frame = CGRect(x: x.minX, y: header, width: x.width, height: CalendarMetrics.weekdayHeight)
        }
        let top = header + CalendarMetrics.weekdayHeight
        let pagerFrame = CGRect(x: 0, y: top, width: bounds.width, height: CGFloat(CalendarMetrics.rows) * CalendarMetrics.rowHeight)
        if pager.frame != pagerFrame {
            pager.frame = pagerFrame
            settleSlide()
            monthView.frame = pager.bounds
        }
        monthYearPicker?.frame = pagerFrame
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        monthView.setNeedsLayout()
    }

    // MARK: What the view shows

    /// Whether the view is laid out right to left: the first weekday at the right, the next month to the left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The calendar in the view's locale and time zone.
    var shownCalendar: Calendar {
        var calendar = self.calendar
        calendar.locale = locale
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// The first moment of the month `components` name (today's when they name none), kept within the available
    /// dates.
    func monthStart(of components: DateComponents, in calendar: Calendar) -> Date {
        var parts = components
        parts.calendar = nil
        parts.timeZone = nil
        if parts.day == nil { parts.day = 1 }
        let date = (parts.year != nil && parts.month != nil ? calendar.date(from: parts) : nil) ?? CalendarClock.now
        let range = availableDateRange
        let kept = min(max(date, range.start), range.end)
        return calendar.dateInterval(of: .month, for: kept)?.start ?? kept
    }

    /// The components naming the month starting at `start`.
    func monthComponents(_ start: Date, in calendar: Calendar) -> DateComponents {
        var components = calendar.dateComponents([.era, .year, .month], from: start)
        components.calendar = calendar
        return components
    }

    /// Makes every month view again: after a change of calendar, locale, range, delegate or selection behaviour.
    func reloadMonths() {
        settleSlide()
        let calendar = shownCalendar
        let month = makeMonthView(monthStart(of: storedVisible, in: calendar), in: calendar)
        monthView.removeFromSuperview()
        monthView = month
        pager.addSubview(month)
        month.frame = pager.bounds
        updateHeader(in: calendar)
    }

    /// The title, the weekday names and whether the buttons lead anywhere, for the month shown.
    func updateHeader(in calendar: Calendar) {
        let grid = monthView.grid
        titleLabel.text = grid.title
        setNeedsLayout()
        titleLabel.font = CalendarFonts.font(size: 17, weight: .semibold, design: fontDesign)
        for (label, symbol) in zip(weekdayLabels, grid.weekdaySymbols) {
            label.text = symbol
            label.font = CalendarFonts.font(size: 13, weight: .semibold, design: fontDesign)
        }
        previousButton.isEnabled = canPage(by: -1, from: grid.firstDay, in: calendar)
        nextButton.isEnabled = canPage(by: 1, from: grid.firstDay, in: calendar)
    }

    /// Whether the month `months` away from `start` holds any available date.
    func canPage(by months: Int, from start: Date, in calendar: Calendar) -> Bool {
        guard let target = calendar.date(byAdding: .month, value: months, to: start),
              let interval = calendar.dateInterval(of: .month, for: target) else { return false }
        return interval.end > availableDateRange.start && interval.start <= availableDateRange.end
    }

    /// A view of the month starting at `start`: its days as the selection, the available range, today and the
    /// delegate's decorations make them.
    func makeMonthView(_ start: Date, in calendar: Calendar) -> CalendarMonthView {
        let grid = CalendarMonthGrid(containing: start, calendar: calendar)
        let days = (0..<grid.dayCount).map {
            CalendarDay(calendar.date(byAdding: .day, value: $0, to: grid.firstDay) ?? grid.firstDay, in: calendar)
        }
        let today = CalendarDay(CalendarClock.now, in: calendar)
        let numbers = DateFormatter()
        numbers.calendar = calendar
        numbers.locale = locale
        numbers.timeZone = calendar.timeZone
        numbers.dateFormat = "d"
        let names = DateFormatter()
        names.calendar = calendar
        names.locale = locale
        names.timeZone = calendar.timeZone
        names.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        let states = days.map { day -> CalendarDayState in
            let date = day.date(in: calendar)
            let end = calendar.date(byAdding: .day, value: 1, to: date) ?? date
            let inRange = end > availableDateRange.start && date <= availableDateRange.end
            return CalendarDayState(
                number: numbers.string(from: date), isToday: day == today,
                isSelected: selectionBehavior?.isSelected(day, in: calendar) ?? false,
                isAvailable: inRange && (selectionBehavior?.canSelect(day, in: calendar) ?? true),
                decoration: decoration(for: day, in: calendar), isInWeekBand: selectionBehavior?.drawsWeeks ?? false)
        }
        let month = CalendarMonthView(grid: grid, days: days, states: states, design: fontDesign)
        for (view, day) in zip(month.dayViews, days) {
            let name = names.string(from: day.date(in: calendar))
            view.accessibilityLabel = day == today ? "Today, " + name : name
            view.addAction(UIAction { [unowned self] _ in dayTapped(day) }, for: .touchUpInside)
        }
        return month
    }

    private func decoration(for day: CalendarDay, in calendar: Calendar) -> Decoration? {
        guard wantsDateDecorations else { return nil }
        return delegate?.calendarView(self, decorationFor: day.components(in: calendar))
    }

    // MARK: Choosing

    private func dayTapped(_ day: CalendarDay) {
        _ = becomeFirstResponder()
        selectionBehavior?.userChose(day, in: shownCalendar)
    }

    /// The selection's dates changed: the days shown draw them, new circles growing in when `animated`.
    func selectionDidChange(animated: Bool) {
        let calendar = shownCalendar
        for month in [monthView, neighbourView].compactMap({ $0 }) {
            let states = month.dayViews.map { view -> CalendarDayState in
                var state = view.dayState
                state.isSelected = selectionBehavior?.isSelected(view.day, in: calendar) ?? false
                return state
            }
            month.apply(states, animated: animated)
        }
    }

    // MARK: Keys

    override open var canBecomeFirstResponder: Bool { true }

    /// Page Up shows the previous month, Page Down the next; Left and Right the month on that side (the previous one
    /// on the left unless the layout is right to left).
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        let leftward = isRightToLeft ? 1 : -1
        for press in presses {
            switch press.key?.keysymName {
            case "Left", "KP_Left": page(by: leftward, animated: true)
            case "Right", "KP_Right": page(by: -leftward, animated: true)
            case "Prior", "KP_Prior": page(by: -1, animated: true)
            case "Next", "KP_Next": page(by: 1, animated: true)
            default: rest.insert(press)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}
