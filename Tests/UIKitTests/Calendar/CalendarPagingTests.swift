import Foundation
@testable import UIKit
import QuartzCore
import Wayland
import XCTest

/// Changing months: the buttons slide the next month in at exact times on the manual clock, a swipe past a third of
/// the width pages and a shorter one slides back, the mouse wheel and the keys page, and the available range stops
/// all of them.
final class CalendarPagingTests: XCTestCase {
    func testTheNextButtonSlidesFebruaryInOnTheClock() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            rig.view.delegate = recorder
            let january = rig.view.monthView
            rig.tapButton(1)
            let february = rig.view.monthView
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007", "the title changes at once")
            XCTAssertEqual(rig.view.visibleDateComponents.month, 2)
            XCTAssertEqual(recorder.log, ["visible from 2007-1"])
            XCTAssertEqual(february.dayViews.count, 28)
            let width: CGFloat = 320
            let curve = CAMediaTimingFunction(name: .easeInEaseOut)
            XCTAssertEqual(february.layer.presentation()?.position.x ?? 0, width * 1.5, accuracy: 1e-6, "waiting at the right")
            rig.advance(by: CalendarMetrics.pageDuration / 2)
            let travelled = width * CGFloat(curve.evaluate(at: 0.5))
            XCTAssertEqual(february.layer.presentation()?.position.x ?? 0, width * 1.5 - travelled, accuracy: 1e-3)
            XCTAssertEqual(january.layer.presentation()?.position.x ?? 0, width * 0.5 - travelled, accuracy: 1e-3)
            XCTAssertTrue(january.superview === rig.view.pager, "January still slides out")
            rig.advance(by: CalendarMetrics.pageDuration / 2)
            XCTAssertEqual(february.layer.presentation()?.position.x ?? 0, width / 2, accuracy: 1e-6)
            XCTAssertNil(january.superview, "January gone once out of view")
            XCTAssertNil(rig.view.neighbourView)
        }
    }

    func testAPressDuringASlideFinishesItAndGoesOn() {
        onMainActor {
            let rig = calendarRig()
            rig.tapButton(1)
            rig.advance(by: 0.1)
            rig.tapButton(1)
            XCTAssertEqual(rig.view.titleLabel.text, "March 2007")
            XCTAssertEqual(rig.view.pager.subviews.count, 2, "February sliding out, March in; January gone")
            rig.tapButton(-1)
            rig.tapButton(-1)
            rig.advance(by: CalendarMetrics.pageDuration)
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007")
            XCTAssertEqual(rig.view.pager.subviews.count, 1)
        }
    }

    func testASwipePastAThirdPagesAndAShortOneSlidesBack() {
        onMainActor {
            let rig = calendarRig()
            rig.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 150, y: 202), steps: 5, hold: 0.2)
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007", "50 points, slowly: back")
            rig.advance(by: CalendarMetrics.pageDuration)
            XCTAssertEqual(rig.view.monthView.frame.minX, 0)
            XCTAssertEqual(rig.view.pager.subviews.count, 1)
            rig.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 200), steps: 5, hold: 0.2)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007", "150 points: the next month")
            rig.advance(by: CalendarMetrics.pageDuration)
            XCTAssertEqual(rig.view.pager.subviews.count, 1)
            rig.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200), steps: 3)
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007", "a quick flick to the right: the month before")
        }
    }

    func testTheWheelAndTheKeysPage() {
        onMainActor {
            let rig = calendarRig()
            rig.wheel(at: CGPoint(x: 160, y: 200), by: 10)
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007", "10 points is not yet a month")
            rig.wheel(at: CGPoint(x: 160, y: 200), by: 10)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007")
            rig.wheel(at: CGPoint(x: 160, y: 200), by: 40)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007", "travel during the slide is dropped")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.wheel(at: CGPoint(x: 160, y: 200), by: -20)
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007", "up: the month before")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.tap(day: 20)
            rig.press("Right")
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007")
            rig.press("Prior")
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007")
            rig.press("Next")
            rig.press("Left")
            rig.press("Left")
            XCTAssertEqual(rig.view.titleLabel.text, "December 2006")
        }
    }

    func testTheAvailableRangeStopsPaging() {
        onMainActor {
            let rig = calendarRig()
            let calendar = rig.view.shownCalendar
            rig.view.availableDateRange = DateInterval(start: calendar.date(from: gregorianDay("2006-12-20"))!,
                                                       end: calendar.date(from: gregorianDay("2007-02-03"))!)
            XCTAssertTrue(rig.view.nextButton.isEnabled)
            rig.tapButton(1)
            XCTAssertFalse(rig.view.nextButton.isEnabled, "no March")
            rig.tapButton(1)
            rig.press("Right")
            rig.wheel(at: CGPoint(x: 160, y: 200), by: 30)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), steps: 5)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007", "a swipe resists and slides back")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.view.setVisibleDateComponents(gregorianDay("2009-05-01"), animated: false)
            XCTAssertEqual(rig.view.titleLabel.text, "February 2007", "a month past the range shows the range's last")
            rig.view.setVisibleDateComponents(gregorianDay("2006-12-25"), animated: true)
            XCTAssertEqual(rig.view.titleLabel.text, "December 2006")
            XCTAssertFalse(rig.view.previousButton.isEnabled)
        }
    }

    func testTheFingerCarriesTheMonthAndItsNeighbour() {
        onMainActor {
            let rig = calendarRig()
            let input = WindowInput(window: rig.window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 290, y: 240, serial: 1, time: 0)]))
            for x in stride(from: 280.0, through: 230, by: -10) {
                rig.advance(by: 0.01)
                input.handle(TouchFrame(events: [.motion(id: 1, x: x, y: 240, time: 0)]))
            }
            let shown = rig.view.monthView.frame.minX
            XCTAssertLessThan(shown, -40, "the month follows the finger left")
            let neighbour = try! XCTUnwrap(rig.view.neighbourView)
            XCTAssertEqual(neighbour.grid.dayCount, 28, "February waits at the right")
            XCTAssertEqual(neighbour.frame.minX, shown + 320)
            input.handle(TouchFrame(events: [.motion(id: 1, x: 350, y: 240, time: 0)]))
            XCTAssertGreaterThan(rig.view.monthView.frame.minX, 0)
            XCTAssertEqual(rig.view.neighbourView?.grid.dayCount, 31, "December now waits at the left")
            XCTAssertEqual(rig.view.neighbourView?.frame.minX, rig.view.monthView.frame.minX - 320)
            rig.advance(by: 0.3)
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)]))
            XCTAssertEqual(rig.view.titleLabel.text, "January 2007", "lifted slowly short of a third: back")
            rig.advance(by: CalendarMetrics.pageDuration)
            XCTAssertEqual(rig.view.monthView.frame.minX, 0)
            XCTAssertNil(rig.view.neighbourView)
        }
    }

    func testRightToLeftMirrorsTheGridTheButtonsTheSwipeAndTheKeys() {
        onMainActor {
            let rig = calendarRig("ar_EG")
            rig.view.semanticContentAttribute = .forceRightToLeft
            rig.window.layoutIfNeeded()
            rig.view.monthView.setNeedsLayout()
            let column = (320 - 2 * CalendarMetrics.sideInset) / 7
            XCTAssertEqual(rig.dayView(1).frame.maxX, 320 - CalendarMetrics.sideInset - 2 * column, accuracy: 1e-9,
                           "Egypt's week starts on Saturday: Monday the 1st third from the right")
            XCTAssertEqual(rig.view.weekdayLabels[0].frame.maxX, 320 - CalendarMetrics.sideInset, accuracy: 1e-9)
            XCTAssertLessThan(rig.view.nextButton.frame.midX, rig.view.previousButton.frame.midX, "the next month to the left")
            XCTAssertGreaterThan(rig.view.titleLabel.frame.midX, 160)
            rig.tapButton(1)
            XCTAssertEqual(rig.view.monthView.layer.presentation()?.position.x ?? 0, -160, accuracy: 1e-6,
                           "February comes in from the left")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), steps: 5, hold: 0.2)
            XCTAssertEqual(rig.view.visibleDateComponents.month, 3, "a swipe to the right brings the next month")
            rig.advance(by: CalendarMetrics.pageDuration)
            rig.press("Right")
            XCTAssertEqual(rig.view.visibleDateComponents.month, 2, "Right: the month before")
            rig.press("Left")
            rig.press("Left")
            XCTAssertEqual(rig.view.visibleDateComponents.month, 4)
        }
    }

    func testReduceMotionFadesTheMonthsInsteadOfSlidingThem() {
        onMainActor {
            let rig = calendarRig()
            UIApplication.shared.accessibility.settings.reduceMotion = true
            defer { UIApplication.shared.accessibility.settings.reduceMotion = false }
            let january = rig.view.monthView
            rig.tapButton(1)
            let february = rig.view.monthView
            rig.advance(by: CalendarMetrics.pageDuration / 2)
            XCTAssertEqual(february.layer.presentation()?.position.x ?? 0, 160, accuracy: 1e-6, "no slide")
            let half = Float(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5))
            XCTAssertEqual(february.layer.presentation()?.opacity ?? -1, half, accuracy: 1e-3)
            XCTAssertEqual(january.layer.presentation()?.opacity ?? -1, 1 - half, accuracy: 1e-3)
            rig.advance(by: CalendarMetrics.pageDuration / 2)
            XCTAssertNil(january.superview)
            XCTAssertEqual(february.alpha, 1)
            rig.view.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
            rig.tap(day: 12)
            XCTAssertEqual(rig.dayView(12).circle.transform, .identity, "a circle fades in without growing")
        }
    }

    func testAVerticalDragScrollsTheScrollViewAroundTheCalendar() {
        onMainActor {
            let rig = PickerRig(UIScrollView(), size: CGSize(width: 320, height: 400), windowSize: CGSize(width: 400, height: 500))
            let scrollView = rig.view
            scrollView.contentSize = CGSize(width: 320, height: 1000)
            let calendar = UICalendarView(frame: CGRect(origin: .zero, size: CalendarMetrics.size(fitting: 320)))
            scrollView.addSubview(calendar)
            rig.window.layoutIfNeeded()
            let title = calendar.titleLabel.text
            rig.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 170, y: 150), steps: 5, hold: 0.2)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 100, "the scroll view took the drag")
            XCTAssertEqual(calendar.titleLabel.text, title)
            XCTAssertNil(calendar.neighbourView)
        }
    }
}
