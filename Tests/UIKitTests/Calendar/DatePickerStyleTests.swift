import Foundation
@testable import UIKit
import XCTest

/// A date picker's inline and compact styles: the style in force for each mode, the calendar in place with its time
/// row, a day chosen becoming the date at the same time of day with one `.valueChanged`, the compact labels in the
/// locale, and the sheet a label presents, whose choices reach the picker.
final class DatePickerStyleTests: XCTestCase {
    func testTheStyleInForceForEachMode() {
        onMainActor {
            _ = installManualClock()
            let picker = UIDatePicker()
            XCTAssertEqual(picker.datePickerStyle, .wheels, "automatic")
            XCTAssertNil(picker.styleView)
            picker.preferredDatePickerStyle = .inline
            XCTAssertEqual(picker.datePickerStyle, .inline)
            XCTAssertTrue(picker.styleView is InlineDatePickerView)
            XCTAssertTrue(picker.wheelView.isHidden, "no wheels under the calendar")
            XCTAssertEqual(picker.intrinsicContentSize.height, CalendarMetrics.size(fitting: 320).height + InlineDatePickerView.timeRowHeight)
            picker.datePickerMode = .countDownTimer
            XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown only has wheels")
            XCTAssertNil(picker.styleView)
            XCTAssertFalse(picker.wheelView.isHidden)
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .compact
            XCTAssertEqual(picker.datePickerStyle, .compact)
            XCTAssertTrue(picker.styleView is CompactDatePickerView)
            picker.datePickerMode = .yearAndMonth
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            picker.preferredDatePickerStyle = .wheels
            picker.datePickerMode = .date
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            XCTAssertNil(picker.styleView)
        }
    }

    func testAnInlinePickerShowsTheDateAndChoosesADayKeepingTheTime() {
        onMainActor {
            let (rig, counter) = datePickerRig(.dateAndTime, date: "2007-01-09T15:20:00Z")
            let picker = rig.view
            picker.preferredDatePickerStyle = .inline
            picker.frame.size = picker.intrinsicContentSize
            rig.window.frame.size = CGSize(width: 400, height: 520)
            rig.window.layoutIfNeeded()
            let inline = try! XCTUnwrap(picker.styleView as? InlineDatePickerView)
            let calendar = try! XCTUnwrap(inline.calendarView)
            XCTAssertEqual(calendar.titleLabel.text, "January 2007")
            XCTAssertEqual(inline.selection.selectedDate?.day, 9)
            XCTAssertEqual(inline.timeTitle.text, "Time")
            XCTAssertEqual(inline.timeLabel?.capsules.first?.text.replacingOccurrences(of: "\u{202F}", with: " "), "3:20 PM")
            let day = calendar.monthView.dayViews[19]
            rig.tap(day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: picker))
            XCTAssertEqual(picker.date, isoDate("2007-01-20T15:20:00Z"))
            XCTAssertEqual(counter.count, 1)
            rig.tap(day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: picker))
            XCTAssertEqual(counter.count, 1, "the same day again is no change")
            picker.setDate(isoDate("2007-03-02T08:00:00Z"), animated: false)
            XCTAssertEqual(calendar.titleLabel.text, "March 2007", "a date set in code shows its month")
            XCTAssertEqual(inline.selection.selectedDate?.day, 2)
            XCTAssertEqual(counter.count, 1, "code's dates send nothing")
        }
    }

    func testTheLimitsGreyTheCalendar() {
        onMainActor {
            let (rig, _) = datePickerRig(.date, date: "2007-01-09T15:20:00Z")
            let picker = rig.view
            picker.minimumDate = isoDate("2007-01-05T12:00:00Z")
            picker.maximumDate = isoDate("2007-01-25T12:00:00Z")
            picker.preferredDatePickerStyle = .inline
            let calendar = try! XCTUnwrap((picker.styleView as? InlineDatePickerView)?.calendarView)
            XCTAssertFalse(calendar.monthView.dayViews[3].dayState.isAvailable)
            XCTAssertTrue(calendar.monthView.dayViews[4].dayState.isAvailable, "the 5th: from noon")
            XCTAssertTrue(calendar.monthView.dayViews[24].dayState.isAvailable)
            XCTAssertFalse(calendar.monthView.dayViews[25].dayState.isAvailable)
            XCTAssertNil((picker.styleView as? InlineDatePickerView)?.timeLabel, "no time row for dates alone")
        }
    }

    func testCompactLabelsWriteTheDateAndTimeInTheLocale() {
        onMainActor {
            let (rig, _) = datePickerRig(.dateAndTime, date: "2007-01-09T15:20:00Z")
            rig.view.preferredDatePickerStyle = .compact
            let compact = try! XCTUnwrap(rig.view.styleView as? CompactDatePickerView)
            XCTAssertEqual(compact.capsules.map { $0.text.replacingOccurrences(of: "\u{202F}", with: " ") }, ["Jan 9, 2007", "3:20 PM"])
            rig.view.locale = Locale(identifier: "de_DE")
            let german = try! XCTUnwrap(rig.view.styleView as? CompactDatePickerView)
            XCTAssertEqual(german.capsules.map(\.text), ["09.01.2007", "15:20"])
            XCTAssertEqual(rig.view.intrinsicContentSize.height, DatePickerCapsule.height)
        }
    }

    func testACompactLabelPresentsTheCalendarWhoseChoiceReachesThePicker() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let host = UIViewController()
            window.rootViewController = host
            let picker = UIDatePicker()
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: "en_US")
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .compact
            picker.date = isoDate("2007-01-09T09:41:00Z")
            picker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: picker.intrinsicContentSize)
            host.view.addSubview(picker)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            _ = renderer.renderFrame()
            let compact = try! XCTUnwrap(picker.styleView as? CompactDatePickerView)
            compact.capsules[0].sendActions(for: .touchUpInside)
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            let sheet = try! XCTUnwrap(host.presentedViewController as? DatePickerPopupController)
            XCTAssertTrue(compact.capsules[0].isOpen)
            XCTAssertEqual(compact.capsules[0].label.textColor, picker.tintColor, "an open label in the tint colour")
            XCTAssertEqual(sheet.picker.datePickerStyle, .inline)
            let calendar = try! XCTUnwrap((sheet.picker.styleView as? InlineDatePickerView)?.calendarView)
            XCTAssertEqual(calendar.titleLabel.text, "January 2007")
            calendar.monthView.dayViews[21].sendActions(for: .touchUpInside)
            XCTAssertEqual(picker.date, isoDate("2007-01-22T09:41:00Z"))
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(compact.capsules[0].text, "Jan 22, 2007")
            XCTAssertNotNil(host.presentedViewController, "the sheet stays until dismissed")
            sheet.dismiss(animated: true)
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            XCTAssertNil(host.presentedViewController)
            XCTAssertFalse(compact.capsules[0].isOpen)
            UIApplication.shared.windows.removeAll { $0 === window }
        }
    }

    func testTheTimeLabelPresentsWheelsForTheTime() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let host = UIViewController()
            window.rootViewController = host
            let picker = UIDatePicker()
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: "en_GB")
            picker.preferredDatePickerStyle = .inline
            picker.date = isoDate("2007-01-09T09:41:00Z")
            picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
            host.view.addSubview(picker)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            _ = renderer.renderFrame()
            let timeLabel = try! XCTUnwrap((picker.styleView as? InlineDatePickerView)?.timeLabel)
            XCTAssertEqual(timeLabel.capsules.map(\.text), ["09:41"])
            timeLabel.capsules[0].sendActions(for: .touchUpInside)
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            let sheet = try! XCTUnwrap(host.presentedViewController as? DatePickerPopupController)
            XCTAssertEqual(sheet.picker.datePickerMode, .time)
            XCTAssertEqual(sheet.picker.datePickerStyle, .wheels)
            XCTAssertEqual(shownTitles(sheet.picker), ["09", "41"])
            sheet.picker.date = isoDate("2007-01-09T18:05:00Z")
            sheet.picker.sendActions(for: .valueChanged)
            XCTAssertEqual(picker.date, isoDate("2007-01-09T18:05:00Z"))
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(timeLabel.capsules[0].text, "18:05")
            UIApplication.shared.windows.removeAll { $0 === window }
        }
    }
}
