import Foundation

/// The wheels of a date picker in one mode, locale and range, worked out as values: which wheels there are in the
/// locale's order, how many rows each has and their titles, the rows that show a date, and the date a set of rows
/// stands for (a day past the month's end is taken back to its last day, as iOS's wheel rolls back).
struct DateWheels {
    let mode: UIDatePicker.Mode
    /// The calendar in the picker's locale and time zone.
    let calendar: Calendar
    let minuteInterval: Int
    let kinds: [DateWheelKind]
    /// Today's start, for the date-and-time mode's "Today" row.
    let today: Date

    /// The widest year range the year wheel spans.
    static let years = 1...9999
    /// How many days the date-and-time mode's day wheel spans either side of the date, where no limit is set.
    static let dayReach = 3653

    init(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int, minimumDate: Date?, maximumDate: Date?,
         around date: Date, now: Date) {
        self.mode = mode
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        today = calendar.startOfDay(for: now)
        let locale = calendar.locale ?? Locale.current
        func format(_ template: String) -> String {
            DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
        }
        let timeFormat = format("jm")
        let twelve = timeFormat.contains("h") || timeFormat.contains("K")
        let hour = DateWheelKind.hour(twelve: twelve, padded: timeFormat.contains("HH"))
        let time = DateWheelKind.order(of: timeFormat, ["h": hour, "K": hour, "H": hour, "k": hour, "m": .minute, "a": .meridiem])
        let minimumYear = minimumDate.map { calendar.component(.year, from: $0) } ?? DateWheels.years.lowerBound
        let maximumYear = maximumDate.map { calendar.component(.year, from: $0) } ?? DateWheels.years.upperBound
        let year = DateWheelKind.year(max(minimumYear, DateWheels.years.lowerBound)...max(min(maximumYear, DateWheels.years.upperBound), minimumYear))
        switch mode {
        case .date:
            kinds = DateWheelKind.order(of: format("yMMMMd"), ["M": .month, "L": .month, "d": .dayOfMonth, "y": year])
        case .yearAndMonth:
            kinds = DateWheelKind.order(of: format("yMMMM"), ["M": .month, "L": .month, "y": year])
        case .time:
            kinds = time
        case .dateAndTime:
            let first = calendar.startOfDay(for: minimumDate ?? calendar.date(byAdding: .day, value: -DateWheels.dayReach, to: date) ?? date)
            let last = calendar.startOfDay(for: maximumDate ?? calendar.date(byAdding: .day, value: DateWheels.dayReach, to: date) ?? date)
            let count = (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
            kinds = [.day(first: first, count: max(count, 1))] + time
        case .countDownTimer:
            kinds = [.durationHours, .durationMinutes]
        }
    }

    // MARK: Rows

    func rowCount(_ component: Int) -> Int {
        switch kinds[component] {
        case .month: 12
        case .dayOfMonth: 31
        case let .year(range): range.count
        case let .day(_, count): count
        case let .hour(twelve, _): twelve ? 12 : 24
        case .minute, .durationMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .durationHours: 24
        }
    }

    func title(row: Int, component: Int) -> String {
        switch kinds[component] {
        case .month:
            return calendar.monthSymbols[row]
        case .dayOfMonth:
            return String(row + 1)
        case let .year(range):
            return String(range.lowerBound + row)
        case let .day(first, _):
            let day = calendar.date(byAdding: .day, value: row, to: first) ?? first
            if day == today { return "Today" }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = calendar.locale
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("MMMEd")
            return formatter.string(from: day)
        case let .hour(twelve, padded):
            if twelve { return String(row == 0 ? 12 : row) }
            return padded && row < 10 ? "0\(row)" : String(row)
        case .minute:
            let minute = row * minuteInterval
            return minute < 10 ? "0\(minute)" : String(minute)
        case .meridiem:
            return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours:
            return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes:
            return "\(row * minuteInterval) min"
        }
    }

    /// The row of each wheel that shows `date` (and `duration`, for the countdown's wheels).
    func rows(for date: Date, duration: TimeInterval = 0) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minutes = Int(duration) / 60
        return kinds.indices.map { component in
            let row: Int
            switch kinds[component] {
            case .month: row = (parts.month ?? 1) - 1
            case .dayOfMonth: row = (parts.day ?? 1) - 1
            case let .year(range): row = (parts.year ?? range.lowerBound) - range.lowerBound
            case let .day(first, _): row = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
            case let .hour(twelve, _): row = twelve ? hour % 12 : hour
            case .minute: row = (parts.minute ?? 0) / minuteInterval
            case .meridiem: row = hour < 12 ? 0 : 1
            case .durationHours: row = minutes / 60
            case .durationMinutes: row = (minutes % 60) / minuteInterval
            }
            return min(max(row, 0), rowCount(component) - 1)
        }
    }

    /// The date the wheels' `rows` stand for, keeping what they do not show from `base` (a date wheel keeps the
    /// time; a time wheel sets the seconds to zero).
    func date(from rows: [Int], base: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        var hour = parts.hour ?? 0, isAfternoon = hour >= 12
        for (component, row) in rows.enumerated() {
            switch kinds[component] {
            case .month: parts.month = row + 1
            case .dayOfMonth: parts.day = row + 1
            case let .year(range): parts.year = range.lowerBound + row
            case let .day(first, _):
                let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: row, to: first) ?? first)
                (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
            case let .hour(twelve, _): hour = twelve ? row % 12 : row
            case .minute: parts.minute = row * minuteInterval; parts.second = 0
            case .meridiem: isAfternoon = row == 1
            case .durationHours, .durationMinutes: break
            }
        }
        if kinds.contains(where: { if case .hour(true, _) = $0 { true } else { false } }) { hour = hour % 12 + (isAfternoon ? 12 : 0) }
        parts.hour = hour
        if let month = firstOfMonth(parts), let days = calendar.range(of: .day, in: .month, for: month) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The duration the countdown's wheels stand for.
    func duration(from rows: [Int]) -> TimeInterval {
        var minutes = 0
        for (component, row) in rows.enumerated() {
            if kinds[component] == .durationHours { minutes += row * 60 }
            if kinds[component] == .durationMinutes { minutes += row * minuteInterval }
        }
        return TimeInterval(minutes * 60)
    }

    private func firstOfMonth(_ parts: DateComponents) -> Date? {
        var first = parts
        first.day = 1
        return calendar.date(from: first)
    }

    /// How wide a wheel is compared with the others (a month's name is wider than a day's number).
    func widthShare(_ component: Int) -> CGFloat {
        switch kinds[component] {
        case .month: 3
        case .day: 3.2
        case .year: 1.6
        case .dayOfMonth, .hour, .minute, .meridiem: 1
        case .durationHours, .durationMinutes: 2
        }
    }
}
