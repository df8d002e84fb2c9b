import Foundation
@testable import UIKit
import XCTest

/// The calendar as it looks, against reference pictures at scale 2: January 2007 with today (the 9th) in the tint
/// colour, the 20th chosen, decorations under three days and the days after the 27th unavailable, in light and dark;
/// the same month right to left in Arabic (Egypt's week from Saturday); a week chosen beside several dates (today
/// among them); a compact date-and-time picker; an inline one
/// with its time row.
final class CalendarSnapshotTests: XCTestCase {
    @MainActor
    private final class Decorations: UICalendarViewDelegate {
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            switch dateComponents.day {
            case 3: return .default()
            case 12: return .default(color: .systemRed, size: .large)
            case 20: return .default(color: .systemOrange, size: .small)
            default: return nil
            }
        }
    }

    @MainActor
    private static func calendar(in window: UIWindow, delegate: Decorations) {
        let view = UICalendarView(frame: CGRect(origin: .zero, size: CalendarMetrics.size(fitting: 320)))
        view.calendar = Calendar(identifier: .gregorian)
        view.timeZone = TimeZone(identifier: "UTC")
        view.locale = Locale(identifier: "en_US")
        view.delegate = delegate
        let calendar = view.shownCalendar
        view.availableDateRange = DateInterval(start: .distantPast, end: calendar.date(from: gregorianDay("2007-01-27"))!)
        let selection = UICalendarSelectionSingleDate(delegate: nil)
        selection.selectedDate = gregorianDay("2007-01-20")
        view.selectionBehavior = selection
        window.addSubview(view)
    }

    func testCalendarLight() throws {
        let delegate = MainActor.assumeIsolated { Decorations() }
        let image = whitePicture(CalendarMetrics.size(fitting: 320)) { window in Self.calendar(in: window, delegate: delegate) }
        assertSnapshot(try XCTUnwrap(image), named: "calendarLight")
    }

    func testCalendarDark() throws {
        let delegate = MainActor.assumeIsolated { Decorations() }
        let image = whitePicture(CalendarMetrics.size(fitting: 320)) { window in
            window.overrideUserInterfaceStyle = .dark
            window.backgroundColor = .systemBackground
            Self.calendar(in: window, delegate: delegate)
        }
        assertSnapshot(try XCTUnwrap(image), named: "calendarDark")
    }

    func testCalendarRightToLeft() throws {
        let image = whitePicture(CalendarMetrics.size(fitting: 320)) { window in
            let view = UICalendarView(frame: CGRect(origin: .zero, size: CalendarMetrics.size(fitting: 320)))
            view.semanticContentAttribute = .forceRightToLeft
            view.calendar = Calendar(identifier: .gregorian)
            view.timeZone = TimeZone(identifier: "UTC")
            view.locale = Locale(identifier: "ar_EG")
            let selection = UICalendarSelectionSingleDate(delegate: nil)
            selection.selectedDate = gregorianDay("2007-01-20")
            view.selectionBehavior = selection
            window.addSubview(view)
        }
        assertSnapshot(try XCTUnwrap(image), named: "calendarRightToLeft")
    }

    func testCalendarWeekAndSeveralDates() throws {
        let size = CalendarMetrics.size(fitting: 320)
        let image = whitePicture(CGSize(width: size.width * 2, height: size.height)) { window in
            for (index, kind) in ["week", "dates"].enumerated() {
                let view = UICalendarView(frame: CGRect(origin: CGPoint(x: CGFloat(index) * size.width, y: 0), size: size))
                view.calendar = Calendar(identifier: .gregorian)
                view.timeZone = TimeZone(identifier: "UTC")
                view.locale = Locale(identifier: "en_US")
                if kind == "week" {
                    let week = UICalendarSelectionWeekOfYear(delegate: nil)
                    week.selectedWeekOfYear = DateComponents(weekOfYear: 3, yearForWeekOfYear: 2007)
                    view.selectionBehavior = week
                } else {
                    let dates = UICalendarSelectionMultiDate(delegate: nil)
                    dates.selectedDates = [gregorianDay("2007-01-09"), gregorianDay("2007-01-16"), gregorianDay("2007-01-17")]
                    view.selectionBehavior = dates
                }
                window.addSubview(view)
            }
        }
        assertSnapshot(try XCTUnwrap(image), named: "calendarWeekAndSeveralDates")
    }

    @MainActor
    private static func picker(_ style: UIDatePickerStyle) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = style
        picker.date = isoDate("2007-01-20T15:20:00Z")
        return picker
    }

    func testCompactPicker() throws {
        let image = whitePicture(CGSize(width: 320, height: 60)) { window in
            let picker = Self.picker(.compact)
            picker.frame = CGRect(x: 16, y: 13, width: 288, height: picker.intrinsicContentSize.height)
            window.addSubview(picker)
        }
        assertSnapshot(try XCTUnwrap(image), named: "compactPicker")
    }

    func testInlinePicker() throws {
        let size = MainActor.assumeIsolated { Self.picker(.inline).intrinsicContentSize }
        let image = whitePicture(size) { window in
            let picker = Self.picker(.inline)
            picker.frame = window.bounds
            window.addSubview(picker)
        }
        assertSnapshot(try XCTUnwrap(image), named: "inlinePicker")
    }
}
