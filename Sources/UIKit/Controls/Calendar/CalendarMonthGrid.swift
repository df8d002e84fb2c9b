import Foundation

/// One month laid out as a calendar view shows it, worked out as a value: the weekday symbols in the order the
/// calendar's `firstWeekday` starts the week with, the blank cells before the first day, and the row and column of
/// each day in a grid seven columns wide.
struct CalendarMonthGrid: Equatable {
    /// The month's first moment.
    let firstDay: Date
    /// The number of days in the month.
    let dayCount: Int
    /// The cells of the first row before day 1.
    let leadingBlanks: Int
    /// The short weekday names, upper-cased in the locale, from the first weekday on (the very short ones where a short
    /// one is longer than four letters, as Arabic's are, so that each fits its column).
    let weekdaySymbols: [String]
    /// The month and year as the locale writes them ("January 2007").
    let title: String

    /// The month holding `date` in `calendar`, whose locale names the weekdays and the month.
    init(containing date: Date, calendar: Calendar) {
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
        firstDay = start
        dayCount = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let weekday = calendar.component(.weekday, from: start)
        leadingBlanks = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
        let locale = calendar.locale ?? Locale.current
        let short = calendar.shortStandaloneWeekdaySymbols
        let fitting = short.contains { $0.count > 4 } ? calendar.veryShortStandaloneWeekdaySymbols : short
        let symbols = fitting.map { $0.uppercased(with: locale) }
        let first = calendar.firstWeekday - 1
        weekdaySymbols = symbols.count == 7 ? Array(symbols[first...] + symbols[..<first]) : symbols
        title = CalendarMonthGrid.title(of: start, calendar: calendar)
    }

    /// The rows the month fills: four to six.
    var rowCount: Int { (leadingBlanks + dayCount + 6) / 7 }

    /// Where day `day` (1-based) sits.
    func cell(ofDay day: Int) -> (row: Int, column: Int) {
        let index = leadingBlanks + day - 1
        return (index / 7, index % 7)
    }

    /// The day at `row`, `column`, nil for a blank cell.
    func day(row: Int, column: Int) -> Int? {
        let day = row * 7 + column - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The month and year of `date` in the calendar's locale and time zone.
    static func title(of date: Date, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: date)
    }
}
