import Foundation
@testable import UIKit
import XCTest

/// `UIDatePicker`: its defaults (now by the context's clock), the wheels in each mode in the locale's order, the
/// minute interval, dates the user turns to kept within the minimum and maximum, a day past the month's end rolled
/// back, the countdown's duration, and `.valueChanged` sent once per change the user makes and never for code's.
final class UIDatePickerTests: XCTestCase {
    func testTheDefaultsAreUIKitsWithNowFromTheContextsClock() {
        onMainActor {
            _ = installManualClock()
            let picker = UIDatePicker()
            XCTAssertEqual(picker.datePickerMode, .dateAndTime)
            XCTAssertEqual(picker.date, CalendarClock.manualClockEpoch.addingTimeInterval(100), "now: media time 100 on the manual clock")
            XCTAssertEqual(picker.minuteInterval, 1)
            XCTAssertEqual(picker.countDownDuration, 0)
            XCTAssertTrue(picker.roundsToMinuteInterval)
            XCTAssertNil(picker.minimumDate)
            XCTAssertNil(picker.locale)
            XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
            XCTAssertFalse(picker.isAccessibilityElement, "assistive technology sees its wheels")
            CAContext.current.advance(by: 60)
            XCTAssertEqual(UIDatePicker().date.timeIntervalSince(picker.date), 60, "a picker made a minute later starts a minute later")
        }
    }

    func testTheDateWheelsFollowTheLocalesOrder() {
        onMainActor {
            XCTAssertEqual(shownTitles(datePickerRig(.date, "en_US").0.view), ["January", "9", "2007"])
            XCTAssertEqual(shownTitles(datePickerRig(.date, "en_GB").0.view), ["9", "January", "2007"])
            XCTAssertEqual(shownTitles(datePickerRig(.date, "ja_JP").0.view), ["2007", "1月", "9"])
            XCTAssertEqual(shownTitles(datePickerRig(.yearAndMonth, "en_US").0.view), ["January", "2007"])
            XCTAssertEqual(shownTitles(datePickerRig(.time, "en_US", date: "2007-01-09T21:05:00Z").0.view), ["9", "05", "PM"])
            XCTAssertEqual(shownTitles(datePickerRig(.time, "de_DE", date: "2007-01-09T21:05:00Z").0.view), ["21", "05"])
            let (both, _) = datePickerRig(.dateAndTime, date: "2007-01-12T00:30:00Z")
            XCTAssertEqual(shownTitles(both.view), ["Fri, Jan 12", "12", "30", "AM"])
            both.view.date = CalendarClock.now
            XCTAssertEqual(shownTitles(both.view)[0], "Today")
        }
    }

    func testTheMinuteIntervalSetsTheMinuteRows() {
        onMainActor {
            let (rig, _) = datePickerRig(.time, date: "2007-01-09T10:00:00Z")
            rig.view.minuteInterval = 15
            XCTAssertEqual(rig.view.wheelView.numberOfRows(inComponent: 1), 4)
            XCTAssertEqual((0..<4).map { rig.view.wheels!.title(row: $0, component: 1) }, ["00", "15", "30", "45"])
            rig.view.minuteInterval = 7
            XCTAssertEqual(rig.view.minuteInterval, 15, "an interval that does not divide an hour is refused")
            rig.view.date = isoDate("2007-01-09T10:08:00Z")
            XCTAssertEqual(rig.view.date, isoDate("2007-01-09T10:15:00Z"), "rounded to the nearest interval")
            rig.view.roundsToMinuteInterval = false
            rig.view.date = isoDate("2007-01-09T10:08:00Z")
            XCTAssertEqual(rig.view.date, isoDate("2007-01-09T10:08:00Z"))
            XCTAssertEqual(shownTitles(rig.view), ["10", "00", "AM"], "the wheels show the interval's row below")
        }
    }

    func testTurningAWheelChangesTheDateAndSendsOneValueChanged() {
        onMainActor {
            let (rig, counter) = datePickerRig(.date)
            rig.turn( 1, by: 3)
            XCTAssertEqual(rig.view.date, isoDate("2007-01-12T09:41:00Z"), "the day wheel keeps the time")
            XCTAssertEqual(counter.count, 1)
            rig.turn( 2, by: -1)
            XCTAssertEqual(rig.view.date, isoDate("2006-01-12T09:41:00Z"))
            XCTAssertEqual(counter.count, 2)
            rig.view.setDate(isoDate("2010-05-05T00:00:00Z"), animated: true)
            rig.advance(by: 0.25)
            XCTAssertEqual(shownTitles(rig.view), ["May", "5", "2010"])
            XCTAssertEqual(counter.count, 2, "dates set in code send nothing")
        }
    }

    func testADisabledPickerDoesNotTurn() {
        onMainActor {
            let (rig, counter) = datePickerRig(.date)
            rig.view.isEnabled = false
            rig.turn(1, by: 2)
            XCTAssertEqual(rig.view.date, isoDate("2007-01-09T09:41:00Z"))
            rig.view.isEnabled = true
            rig.turn(1, by: 2)
            XCTAssertEqual(rig.view.date, isoDate("2007-01-11T09:41:00Z"))
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testADayPastTheMonthsEndRollsBack() {
        onMainActor {
            let (rig, counter) = datePickerRig(.date, date: "2007-03-31T12:00:00Z")
            rig.turn( 0, by: -1)
            XCTAssertEqual(rig.view.date, isoDate("2007-02-28T12:00:00Z"))
            rig.advance(by: 0.25)
            XCTAssertEqual(shownTitles(rig.view), ["February", "28", "2007"], "the day wheel turns back to the month's last day")
            XCTAssertTrue(rig.view.isAvailable(row: 27, component: 1))
            XCTAssertFalse(rig.view.isAvailable(row: 28, component: 1), "the 29th of February 2007 is greyed")
            let greyed = rig.view.wheelView.view(forRow: 29, forComponent: 1) as? UILabel
            XCTAssertEqual(greyed?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .tertiaryLabel)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testDatesOutsideTheLimitsTurnBackToThem() {
        onMainActor {
            let (rig, counter) = datePickerRig(.date)
            rig.view.maximumDate = isoDate("2007-01-09T09:41:00Z")
            rig.view.minimumDate = isoDate("2007-01-05T08:00:00Z")
            XCTAssertEqual(rig.view.wheelView.numberOfRows(inComponent: 2), 1, "the year wheel holds the years allowed")
            rig.turn( 1, by: 2)
            XCTAssertEqual(rig.view.date, isoDate("2007-01-09T09:41:00Z"), "past the maximum: back to it")
            XCTAssertEqual(counter.count, 0, "the date did not change")
            rig.advance(by: 0.25)
            XCTAssertEqual(shownTitles(rig.view), ["January", "9", "2007"], "and the wheel turned back")
            XCTAssertFalse(rig.view.isAvailable(row: 9, component: 1), "days after the maximum are greyed")
            XCTAssertFalse(rig.view.isAvailable(row: 1, component: 0), "and so are later months")
            XCTAssertTrue(rig.view.isAvailable(row: 6, component: 1))
            rig.turn( 1, by: -6)
            XCTAssertEqual(rig.view.date, isoDate("2007-01-05T08:00:00Z"), "before the minimum: the minimum")
            XCTAssertEqual(counter.count, 1)
            rig.view.date = isoDate("2020-01-01T00:00:00Z")
            XCTAssertEqual(rig.view.date, isoDate("2007-01-09T09:41:00Z"), "code's dates are kept within the limits too")
            XCTAssertEqual(counter.count, 1)
            rig.view.minimumDate = isoDate("2030-01-01T00:00:00Z")
            rig.view.date = isoDate("2020-01-01T00:00:00Z")
            XCTAssertEqual(rig.view.date, isoDate("2020-01-01T00:00:00Z"), "a minimum after the maximum lifts both")
        }
    }

    func testTheCountdownChoosesADuration() {
        onMainActor {
            let (rig, counter) = datePickerRig(.countDownTimer)
            rig.view.minuteInterval = 5
            rig.view.countDownDuration = 5_530
            XCTAssertEqual(rig.view.countDownDuration, 5_400, "whole intervals: 1 hour 30 min")
            XCTAssertEqual(shownTitles(rig.view), ["1 hour", "30 min"])
            rig.turn( 1, by: 2)
            XCTAssertEqual(rig.view.countDownDuration, 6_000)
            XCTAssertEqual(counter.count, 1)
        }
    }
}
