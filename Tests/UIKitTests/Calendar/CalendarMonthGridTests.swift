import Foundation
@testable import UIKit
import XCTest

/// A month laid out as a value, against days worked out by hand: 1 January 2007 was a Monday, 1 February 2015 a
/// Sunday, 1 March 2008 a Saturday.
final class CalendarMonthGridTests: XCTestCase {
    private func grid(_ day: String, locale: String, firstWeekday: Int? = nil) -> CalendarMonthGrid {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: locale)
        if let firstWeekday { calendar.firstWeekday = firstWeekday }
        return CalendarMonthGrid(containing: calendar.date(from: gregorianDay(day))!, calendar: calendar)
    }

    func testJanuary2007StartsInTheSecondColumnOfAWeekFromSunday() {
        let month = grid("2007-01-09", locale: "en_US")
        XCTAssertEqual(month.title, "January 2007")
        XCTAssertEqual(month.weekdaySymbols, ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        XCTAssertEqual(month.dayCount, 31)
        XCTAssertEqual(month.leadingBlanks, 1, "Monday after Sunday")
        XCTAssertEqual(month.rowCount, 5)
        XCTAssertTrue(month.cell(ofDay: 9) == (1, 2), "the 9th, a Tuesday, in the second week")
        XCTAssertTrue(month.cell(ofDay: 31) == (4, 3), "the 31st a Wednesday")
        XCTAssertNil(month.day(row: 0, column: 0))
        XCTAssertEqual(month.day(row: 0, column: 1), 1)
        XCTAssertNil(month.day(row: 4, column: 4))
    }

    func testAGermanWeekStartsOnMonday() {
        let month = grid("2007-01-20", locale: "de_DE")
        XCTAssertEqual(month.title, "Januar 2007")
        XCTAssertEqual(month.weekdaySymbols.first, "MO")
        XCTAssertEqual(month.weekdaySymbols.last, "SO")
        XCTAssertEqual(month.leadingBlanks, 0, "the 1st, a Monday, opens the grid")
        XCTAssertEqual(month.rowCount, 5)
        XCTAssertTrue(month.cell(ofDay: 7) == (0, 6), "Sunday the 7th ends the first week")
    }

    func testFebruary2015FillsFourRowsFromSundayAndFiveFromMonday() {
        let american = grid("2015-02-14", locale: "en_US")
        XCTAssertEqual(american.dayCount, 28)
        XCTAssertEqual(american.leadingBlanks, 0)
        XCTAssertEqual(american.rowCount, 4)
        XCTAssertTrue(american.cell(ofDay: 28) == (3, 6))
        let british = grid("2015-02-14", locale: "en_GB")
        XCTAssertEqual(british.weekdaySymbols.first, "MON")
        XCTAssertEqual(british.leadingBlanks, 6, "Sunday the 1st in the last column")
        XCTAssertEqual(british.rowCount, 5)
        XCTAssertTrue(british.cell(ofDay: 2) == (1, 0))
    }

    func testMarch2008NeedsSixRows() {
        let month = grid("2008-03-01", locale: "en_US")
        XCTAssertEqual(month.leadingBlanks, 6, "Saturday the 1st")
        XCTAssertEqual(month.rowCount, 6)
        XCTAssertTrue(month.cell(ofDay: 31) == (5, 1), "Monday the 31st alone in the sixth row but for Sunday the 30th")
        XCTAssertTrue(month.cell(ofDay: 29) == (4, 6))
    }

    func testTheCalendarsFirstWeekdayRotatesTheSymbols() {
        let month = grid("2007-01-09", locale: "en_US", firstWeekday: 7)
        XCTAssertEqual(month.weekdaySymbols, ["SAT", "SUN", "MON", "TUE", "WED", "THU", "FRI"])
        XCTAssertEqual(month.leadingBlanks, 2, "Monday two after Saturday")
        XCTAssertTrue(month.cell(ofDay: 5) == (0, 6), "Friday the 5th")
    }

    func testALeapFebruaryHasTwentyNineDays() {
        XCTAssertEqual(grid("2008-02-10", locale: "en_US").dayCount, 29)
        XCTAssertEqual(grid("2100-02-10", locale: "en_US").dayCount, 28, "a century not divisible by 400")
    }

    func testWeekdayNamesTooLongForAColumnAreShortened() {
        let month = grid("2007-01-09", locale: "ar_EG")
        XCTAssertEqual(month.leadingBlanks, 2, "Egypt's week starts on Saturday")
        XCTAssertTrue(month.weekdaySymbols.allSatisfy { $0.count <= 2 }, "\(month.weekdaySymbols)")
    }
}
