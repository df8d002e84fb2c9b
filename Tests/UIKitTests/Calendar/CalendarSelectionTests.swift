import Foundation
@testable import UIKit
import QuartzCore
import XCTest

/// Choosing days: one date, several, a week; the delegates asked and told in order, a refused day greyed and left
/// alone, dates set in code drawn without telling, and a new circle growing in on the context's clock.
final class CalendarSelectionTests: XCTestCase {
    func testASingleDateAsksThenTells() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            recorder.refused = [13]
            let selection = UICalendarSelectionSingleDate(delegate: recorder)
            rig.view.selectionBehavior = selection
            XCTAssertFalse(rig.dayView(13).dayState.isAvailable, "a refused day is greyed")
            XCTAssertEqual(recorder.log.count, 31, "each day asked once as the month is drawn")
            recorder.log.removeAll()
            rig.tap(day: 12)
            XCTAssertEqual(recorder.log, ["can 1/12", "did 1/12"])
            XCTAssertEqual(selection.selectedDate?.day, 12)
            XCTAssertEqual(selection.selectedDate?.calendar?.identifier, .gregorian)
            XCTAssertEqual(rig.selectedDays, [12])
            rig.tap(day: 13)
            XCTAssertEqual(recorder.log, ["can 1/12", "did 1/12"], "a greyed day takes no taps")
            rig.tap(day: 20)
            XCTAssertEqual(recorder.log.suffix(2), ["can 1/20", "did 1/20"])
            XCTAssertEqual(rig.selectedDays, [20], "one date at a time")
            XCTAssertTrue(rig.view.isFirstResponder, "a touched calendar takes the keys")
        }
    }

    func testADateSetInCodeIsDrawnWithoutTelling() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            let selection = UICalendarSelectionSingleDate(delegate: recorder)
            rig.view.selectionBehavior = selection
            recorder.log.removeAll()
            selection.selectedDate = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2007, month: 1, day: 3, hour: 18)
            XCTAssertEqual(rig.selectedDays, [3], "components with a time still name the day")
            XCTAssertEqual(rig.dayView(3).circle.alpha, 1, "drawn at once")
            XCTAssertEqual(recorder.log, [])
            selection.setSelected(nil, animated: true)
            XCTAssertEqual(rig.selectedDays, [])
            XCTAssertEqual(rig.dayView(3).circle.alpha, 0)
        }
    }

    func testTodayChosenIsAFilledCircleWithAWhiteNumber() {
        onMainActor {
            let rig = calendarRig()
            let selection = UICalendarSelectionSingleDate(delegate: nil)
            rig.view.selectionBehavior = selection
            selection.selectedDate = gregorianDay("2007-01-09")
            XCTAssertEqual(rig.dayView(9).numberLabel.textColor, .white)
            XCTAssertEqual(rig.dayView(9).circle.backgroundColor, rig.view.tintColor)
            selection.selectedDate = gregorianDay("2007-01-10")
            XCTAssertEqual(rig.dayView(10).numberLabel.textColor, rig.view.tintColor, "another day: the number in the tint")
            XCTAssertEqual(rig.dayView(10).circle.backgroundColor?.cgColor, rig.view.tintColor.withAlphaComponent(0.15).cgColor)
            XCTAssertEqual(rig.dayView(10).accessibilityTraits, [.button, .selected])
        }
    }

    func testANewCircleGrowsInOnTheClock() {
        onMainActor {
            let rig = calendarRig()
            rig.view.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
            rig.tap(day: 12)
            let circle = rig.dayView(12).circle.layer
            let curve = CAMediaTimingFunction(name: .easeOut)
            XCTAssertEqual(circle.presentation()?.opacity ?? -1, 0, accuracy: 1e-6)
            rig.advance(by: CalendarDayView.selectionDuration / 2)
            let half = curve.evaluate(at: 0.5)
            XCTAssertEqual(Double(circle.presentation()?.opacity ?? -1), half, accuracy: 1e-3)
            XCTAssertEqual(Double(circle.presentation()?.transform.m11 ?? -1), 0.5 + 0.5 * half, accuracy: 1e-3, "from half size")
            rig.advance(by: CalendarDayView.selectionDuration / 2)
            XCTAssertEqual(circle.presentation()?.opacity ?? -1, 1, accuracy: 1e-6)
            XCTAssertEqual(circle.presentation()?.transform.m11 ?? -1, 1, accuracy: 1e-6)
        }
    }

    func testSeveralDatesAskThenTellBothWays() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            recorder.keptChosen = [5]
            let selection = UICalendarSelectionMultiDate(delegate: recorder)
            rig.view.selectionBehavior = selection
            recorder.log.removeAll()
            rig.tap(day: 3)
            rig.tap(day: 5)
            rig.tap(day: 3)
            rig.tap(day: 5)
            XCTAssertEqual(recorder.log, ["can 1/3", "did 1/3", "can 1/5", "did 1/5", "can give up 1/3", "gave up 1/3", "can give up 1/5"])
            XCTAssertEqual(selection.selectedDates.map(\.day), [5])
            XCTAssertEqual(rig.selectedDays, [5])
            selection.selectedDates = [gregorianDay("2007-01-07"), gregorianDay("2007-01-08"), gregorianDay("2007-02-01")]
            XCTAssertEqual(rig.selectedDays, [7, 8], "February's date is not in January")
            XCTAssertEqual(recorder.log.count, 7, "dates set in code are not told")
        }
    }

    func testAWeekIsChosenAsABandAcrossItsRow() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            let selection = UICalendarSelectionWeekOfYear(delegate: recorder)
            rig.view.selectionBehavior = selection
            recorder.log.removeAll()
            rig.tap(day: 10)
            XCTAssertEqual(recorder.log, ["can week 2", "did week 2 of 2007"], "7 to 13 January is the second week from Sunday")
            XCTAssertEqual(selection.selectedWeekOfYear?.weekOfYear, 2)
            XCTAssertEqual(rig.selectedDays, Array(7...13))
            let bands = rig.view.monthView.subviews.filter { !($0 is CalendarDayView) }
            XCTAssertEqual(bands.count, 1)
            rig.view.monthView.layoutIfNeeded()
            XCTAssertEqual(bands.first?.frame.minX ?? 0, rig.dayView(7).frame.minX + 2, accuracy: 1e-9)
            XCTAssertEqual(bands.first?.frame.maxX ?? 0, rig.dayView(13).frame.maxX - 2, accuracy: 1e-9)
            XCTAssertEqual(rig.dayView(10).circle.alpha, 0, "no circles in a week")
            selection.selectedWeekOfYear = DateComponents(weekOfYear: 1, yearForWeekOfYear: 2007)
            XCTAssertEqual(rig.selectedDays, Array(1...6), "the first week's January days")
        }
    }

    func testChangingTheBehaviourRedrawsAndForgetsTheOldOne() {
        onMainActor {
            let rig = calendarRig()
            let single = UICalendarSelectionSingleDate(delegate: nil)
            single.selectedDate = gregorianDay("2007-01-04")
            rig.view.selectionBehavior = single
            XCTAssertEqual(rig.selectedDays, [4])
            rig.view.selectionBehavior = UICalendarSelectionMultiDate(delegate: nil)
            XCTAssertEqual(rig.selectedDays, [])
            single.selectedDate = gregorianDay("2007-01-05")
            XCTAssertEqual(rig.selectedDays, [], "the old behaviour no longer draws")
            rig.view.selectionBehavior = nil
            rig.tap(day: 6)
            XCTAssertEqual(rig.selectedDays, [])
        }
    }
}
