import Foundation

extension UIDatePicker {
    /// What a date picker shows and chooses.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and, where the locale uses them, AM and PM ("6 | 53 | PM").
        case time = 0
        /// Month, day and year in the locale's order ("November | 15 | 2007").
        case date = 1
        /// A day with its weekday, then the time ("Wed Nov 15 | 6 | 53 | PM").
        case dateAndTime = 2
        /// Hours and minutes of a duration ("1 hour | 53 min").
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }
}

/// How a date picker presents itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the system picks for the mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A label that opens a picker in a popover.
    case compact = 2
    /// A calendar (or, for times, wheels) shown in place.
    case inline = 3
}
