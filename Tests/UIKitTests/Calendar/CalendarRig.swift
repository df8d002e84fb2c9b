import Foundation
@testable import UIKit
import XCTest

/// A rig holding a 320-point calendar view on the Gregorian calendar in UTC, in `locale`, showing the month of
/// `date` (today, 9 January 2007 on the manual clock, unless told).
@MainActor
func calendarRig(_ locale: String = "en_US", date: String? = nil) -> PickerRig<UICalendarView> {
    let rig = PickerRig(UICalendarView(), size: CalendarMetrics.size(fitting: 320), windowSize: CGSize(width: 400, height: 500))
    let view = rig.view
    view.calendar = Calendar(identifier: .gregorian)
    view.timeZone = TimeZone(identifier: "UTC")
    view.locale = Locale(identifier: locale)
    if let date { view.visibleDateComponents = gregorianDay(date) }
    rig.window.layoutIfNeeded()
    return rig
}

/// The Gregorian day (in UTC) of an ISO date such as "2007-01-09".
func gregorianDay(_ text: String) -> DateComponents {
    let parts = text.split(separator: "-").map { Int($0)! }
    return DateComponents(year: parts[0], month: parts[1], day: parts[2])
}

extension PickerRig where Picker == UICalendarView {
    /// The view of day `day` of the month shown, laid out as the next frame lays it out.
    func dayView(_ day: Int) -> CalendarDayView {
        window.layoutIfNeeded()
        return view.monthView.dayViews[day - 1]
    }

    /// Taps day `day` of the month shown.
    func tap(day: Int) {
        let cell = dayView(day)
        tap(cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: view))
    }

    /// Taps the previous (-1) or next (1) month button.
    func tapButton(_ months: Int) {
        let button = months > 0 ? view.nextButton : view.previousButton
        tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: view))
    }

    /// The numbers of the days drawn chosen.
    var selectedDays: [Int] {
        view.monthView.dayViews.enumerated().filter { $0.element.dayState.isSelected }.map { $0.offset + 1 }
    }
}

/// Writes down, in order, what a calendar view and its selections ask and tell, as "month/day" strings; refuses the
/// days listed.
@MainActor
final class CalendarRecorder: UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
    UICalendarSelectionMultiDateDelegate, UICalendarSelectionWeekOfYearDelegate {
    var log: [String] = []
    var refused: Set<Int> = []
    var keptChosen: Set<Int> = []
    var decorations: [Int: UICalendarView.Decoration] = [:]
    var decorationRequests: [String] = []

    private func name(_ components: DateComponents?) -> String {
        guard let components, let month = components.month, let day = components.day else { return "nil" }
        return "\(month)/\(day)"
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        decorationRequests.append(name(dateComponents))
        return dateComponents.day.flatMap { decorations[$0] }
    }

    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {
        log.append("visible from \(previousDateComponents.year ?? 0)-\(previousDateComponents.month ?? 0)")
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        log.append("can " + name(dateComponents))
        return !refused.contains(dateComponents?.day ?? 0)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        log.append("did " + name(dateComponents))
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool {
        log.append("can " + name(dateComponents))
        return !refused.contains(dateComponents.day ?? 0)
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool {
        log.append("can give up " + name(dateComponents))
        return !keptChosen.contains(dateComponents.day ?? 0)
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        log.append("did " + name(dateComponents))
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        log.append("gave up " + name(dateComponents))
    }

    func week(ofYearSelection selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool {
        log.append("can week \(weekOfYearComponents?.weekOfYear ?? 0)")
        return true
    }

    func week(ofYearSelection selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?) {
        log.append("did week \(weekOfYearComponents?.weekOfYear ?? 0) of \(weekOfYearComponents?.yearForWeekOfYear ?? 0)")
    }
}
