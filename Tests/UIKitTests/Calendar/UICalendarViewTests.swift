import Foundation
@testable import UIKit
import XCTest

/// What a calendar view shows: the month and the weekdays in the locale, the days in their columns, today (9 January
/// 2007 on the manual clock) in the tint colour, days outside the available range greyed, and a name for each day
/// to assistive technology.
final class UICalendarViewTests: XCTestCase {
    func testTheMonthOfTodayIsShownWithItsDaysInTheirColumns() {
        onMainActor {
            let rig = calendarRig()
            let view = rig.view
            XCTAssertEqual(view.visibleDateComponents.year, 2007)
            XCTAssertEqual(view.visibleDateComponents.month, 1)
            XCTAssertEqual(view.titleLabel.text, "January 2007")
            XCTAssertEqual(view.weekdayLabels.map(\.text), ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
            XCTAssertEqual(view.monthView.dayViews.count, 31)
            let column = (320 - 2 * CalendarMetrics.sideInset) / 7
            XCTAssertEqual(rig.dayView(1).frame.minX, CalendarMetrics.sideInset + column, accuracy: 1e-9, "Monday")
            XCTAssertEqual(rig.dayView(1).frame.minY, 0)
            XCTAssertEqual(rig.dayView(9).frame.minX, CalendarMetrics.sideInset + 2 * column, accuracy: 1e-9, "Tuesday")
            XCTAssertEqual(rig.dayView(9).frame.minY, CalendarMetrics.rowHeight)
            XCTAssertEqual(rig.dayView(9).numberLabel.text, "9")
        }
    }

    func testTodayIsInTheTintColourAndNamedSo() {
        onMainActor {
            let rig = calendarRig()
            let today = rig.dayView(9)
            XCTAssertTrue(today.dayState.isToday)
            XCTAssertEqual(today.numberLabel.textColor, rig.view.tintColor)
            XCTAssertEqual(rig.dayView(10).numberLabel.textColor, .label)
            XCTAssertEqual(today.accessibilityLabel, "Today, Tuesday, January 9")
            XCTAssertEqual(rig.dayView(10).accessibilityLabel, "Wednesday, January 10")
            XCTAssertEqual(rig.dayView(10).accessibilityTraits, .button)
            rig.clock.advance(by: 86_400 * 3)
            rig.view.visibleDateComponents = gregorianDay("2007-02-01")
            rig.view.visibleDateComponents = gregorianDay("2007-01-01")
            XCTAssertTrue(rig.dayView(12).dayState.isToday, "today follows the context's clock")
        }
    }

    func testAGermanMonthStartsOnMonday() {
        onMainActor {
            let rig = calendarRig("de_DE", date: "2015-02-14")
            XCTAssertEqual(rig.view.titleLabel.text, "Februar 2015")
            XCTAssertEqual(rig.view.weekdayLabels.first?.text, "MO")
            let column = (320 - 2 * CalendarMetrics.sideInset) / 7
            XCTAssertEqual(rig.dayView(1).frame.minX, CalendarMetrics.sideInset + 6 * column, accuracy: 1e-9, "Sunday last")
            XCTAssertEqual(rig.dayView(28).frame.minY, 4 * CalendarMetrics.rowHeight)
        }
    }

    func testDaysOutsideTheAvailableRangeAreGreyedAndCannotBeChosen() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            let selection = UICalendarSelectionSingleDate(delegate: recorder)
            rig.view.selectionBehavior = selection
            let calendar = rig.view.shownCalendar
            rig.view.availableDateRange = DateInterval(start: calendar.date(from: gregorianDay("2007-01-05"))!,
                                                       end: calendar.date(from: gregorianDay("2007-01-20"))!)
            XCTAssertFalse(rig.dayView(4).dayState.isAvailable)
            XCTAssertTrue(rig.dayView(5).dayState.isAvailable)
            XCTAssertTrue(rig.dayView(20).dayState.isAvailable)
            XCTAssertFalse(rig.dayView(21).dayState.isAvailable)
            XCTAssertEqual(rig.dayView(4).numberLabel.textColor, .tertiaryLabel)
            XCTAssertEqual(rig.dayView(4).accessibilityTraits, [.button, .notEnabled])
            recorder.log.removeAll()
            rig.tap(day: 3)
            XCTAssertNil(selection.selectedDate)
            XCTAssertEqual(recorder.log, [], "a greyed day takes no taps")
            XCTAssertFalse(rig.view.previousButton.isEnabled, "no month before within the range")
            XCTAssertFalse(rig.view.nextButton.isEnabled)
        }
    }

    func testVisibleDateComponentsMoveTheMonthAndTellTheDelegate() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            rig.view.delegate = recorder
            rig.view.visibleDateComponents = gregorianDay("2008-03-15")
            XCTAssertEqual(rig.view.titleLabel.text, "March 2008")
            XCTAssertEqual(rig.view.visibleDateComponents.day, 15, "the components as set")
            XCTAssertEqual(recorder.log, ["visible from 2007-1"])
            rig.view.visibleDateComponents = gregorianDay("2008-03-02")
            XCTAssertEqual(recorder.log, ["visible from 2007-1"], "the same month is no change")
        }
    }

    func testTheFontDesignAndLocaleReachTheDays() {
        onMainActor {
            let rig = calendarRig("ar_EG")
            XCTAssertEqual(rig.dayView(9).numberLabel.text, "٩", "the locale's digits")
            let sans = rig.dayView(9).numberLabel.font.familyName
            rig.view.fontDesign = .serif
            XCTAssertNotEqual(rig.dayView(9).numberLabel.font.familyName, sans, "the serif design")
            XCTAssertEqual(rig.dayView(9).numberLabel.font.familyName, rig.view.titleLabel.font.familyName)
        }
    }

    func testTheTitleOpensMonthAndYearWheels() {
        onMainActor {
            let rig = calendarRig()
            let title = rig.view.titleLabel
            rig.tap(title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: rig.view))
            let wheels = try! XCTUnwrap(rig.view.monthYearPicker)
            XCTAssertEqual(wheels.datePickerMode, .yearAndMonth)
            XCTAssertTrue(rig.view.pager.isHidden, "the wheels take the days' place")
            XCTAssertEqual(title.textColor, rig.view.tintColor)
            wheels.date = isoDate("2009-06-01T00:00:00Z")
            wheels.sendActions(for: .valueChanged)
            XCTAssertEqual(rig.view.titleLabel.text, "June 2009")
            XCTAssertEqual(rig.view.visibleDateComponents.month, 6)
            rig.tap(title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: rig.view))
            XCTAssertNil(rig.view.monthYearPicker)
            XCTAssertFalse(rig.view.pager.isHidden)
            XCTAssertEqual(rig.dayView(1).frame.minX, CalendarMetrics.sideInset + 1 * (320 - 2 * CalendarMetrics.sideInset) / 7,
                           accuracy: 1e-9, "June 2009 began on a Monday")
        }
    }

    func testAssistiveTechnologyReadsTheButtonsTheTitleAndEachDay() {
        onMainActor {
            let rig = calendarRig()
            rig.view.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
            rig.window.layoutIfNeeded()
            let labels = UIResponder.elements(in: rig.view).compactMap(\.accessibilityLabel)
            XCTAssertTrue(labels.contains("Previous Month"))
            XCTAssertTrue(labels.contains("Next Month"))
            XCTAssertTrue(labels.contains("January 2007"))
            XCTAssertTrue(labels.contains("Today, Tuesday, January 9"))
            XCTAssertEqual(labels.filter { $0.hasSuffix("January 31") }.count, 1)
        }
    }
}
