import Foundation

/// One wheel of a date picker: what its rows stand for.
enum DateWheelKind: Equatable {
    case month
    case dayOfMonth
    /// Years from the range's first.
    case year(ClosedRange<Int>)
    /// Whole days from `first` on (the date-and-time mode's first wheel), `count` of them.
    case day(first: Date, count: Int)
    /// Hours of the day: twelve with an AM/PM wheel, or twenty-four (zero-padded when `padded`).
    case hour(twelve: Bool, padded: Bool)
    case minute
    case meridiem
    case durationHours
    case durationMinutes

    /// The wheels a locale's date format shows, in its order: `pattern` is a date format such as "MMMM d, y", and
    /// `kinds` says which kind each field letter stands for.
    static func order(of pattern: String, _ kinds: [Character: DateWheelKind]) -> [DateWheelKind] {
        var found: [DateWheelKind] = []
        var quoted = false
        for letter in pattern {
            if letter == "'" { quoted.toggle() }
            guard !quoted, let kind = kinds[letter], !found.contains(kind) else { continue }
            found.append(kind)
        }
        return found
    }
}
