import Foundation

/// What a calendar view asks for its days' decorations, and whom it tells when it shows another month.
@MainActor @preconcurrency
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration to show under the day `dateComponents` names (year, month and day, with the view's calendar),
    /// or nil for none; asked when the day first shows and again on `reloadDecorations(forDateComponents:animated:)`.
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The view now shows another month; `previousDateComponents` are the visible date components it left.
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        nil
    }

    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}
