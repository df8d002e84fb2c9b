import Foundation

/// One day of a calendar, by era, year, month and day, as a calendar view keys its days: date components naming
/// the same day in different ways (with or without a calendar, a time, a weekday) find the same day.
struct CalendarDay: Hashable, Sendable {
    let era: Int
    let year: Int
    let month: Int
    let day: Int

    /// The day `date` falls on in `calendar`.
    init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        era = parts.era ?? 1
        year = parts.year ?? 1
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// The day `components` name (in their own calendar when they carry one, in `calendar`'s time zone, whatever
    /// time they hold), as a day of `calendar`; nil when they name no day.
    init?(_ components: DateComponents, in calendar: Calendar) {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        var source = components.calendar ?? calendar
        source.timeZone = calendar.timeZone
        let noon = DateComponents(era: components.era, year: year, month: month, day: day, hour: 12)
        guard let date = source.date(from: noon) else { return nil }
        self.init(date, in: calendar)
    }

    /// The day's first moment in `calendar`.
    func date(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(era: era, year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// The components a calendar view hands out for the day: its calendar, era, year, month and day.
    func components(in calendar: Calendar) -> DateComponents {
        DateComponents(calendar: calendar, era: era, year: year, month: month, day: day)
    }
}
