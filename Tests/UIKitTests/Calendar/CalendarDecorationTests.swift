import Foundation
@testable import UIKit
import XCTest

/// Decorations under the day numbers: the delegate asked once per day shown, dots and images at their sizes, a
/// custom view made once and clipped, a reload asking again only for the days named, none when the view wants none.
final class CalendarDecorationTests: XCTestCase {
    func testTheDelegateIsAskedForEachDayShown() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            recorder.decorations = [3: .default(), 4: .default(color: .systemRed, size: .large)]
            rig.view.delegate = recorder
            XCTAssertEqual(recorder.decorationRequests, (1...31).map { "1/\($0)" })
            let dot = rig.dayView(3).decorationView as? CalendarDecorationView
            XCTAssertNotNil(dot)
            XCTAssertNil(rig.dayView(5).decorationView)
            rig.dayView(4).layoutIfNeeded()
            let large = try! XCTUnwrap(rig.dayView(4).decorationView as? CalendarDecorationView)
            large.layoutIfNeeded()
            XCTAssertEqual(large.shownView.frame.size, CGSize(width: 9, height: 9))
            XCTAssertEqual(large.shownView.backgroundColor, .systemRed)
            XCTAssertEqual(dot?.shownView.backgroundColor, .systemFill, "the system fill colour by default")
            XCTAssertGreaterThan(large.frame.minY, rig.dayView(4).circle.frame.maxY - 1, "under the number's circle")
        }
    }

    func testImagesAndCustomViews() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            var made = 0
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            }
            recorder.decorations = [
                8: .image(image, color: .systemGreen, size: .small),
                9: .customView {
                    made += 1
                    return UILabel()
                },
            ]
            rig.view.delegate = recorder
            let imageView = try! XCTUnwrap((rig.dayView(8).decorationView as? CalendarDecorationView)?.shownView as? UIImageView)
            XCTAssertEqual(imageView.tintColor, .systemGreen)
            rig.dayView(8).decorationView?.layoutIfNeeded()
            XCTAssertEqual(imageView.frame.size, CGSize(width: 8, height: 8))
            let custom = try! XCTUnwrap(rig.dayView(9).decorationView as? CalendarDecorationView)
            XCTAssertTrue(custom.shownView is UILabel)
            XCTAssertTrue(custom.clipsToBounds)
            XCTAssertFalse(custom.isUserInteractionEnabled)
            rig.view.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
            rig.tap(day: 9)
            XCTAssertEqual(made, 2, "made once per drawing of the month, not on a tap")
        }
    }

    func testAReloadAsksAgainForTheDaysNamed() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            rig.view.delegate = recorder
            recorder.decorationRequests.removeAll()
            recorder.decorations = [10: .default()]
            rig.view.reloadDecorations(forDateComponents: [gregorianDay("2007-01-10"), gregorianDay("2007-01-11"),
                                                           gregorianDay("2007-03-10")], animated: false)
            XCTAssertEqual(recorder.decorationRequests, ["1/10", "1/11"], "only days shown")
            XCTAssertNotNil(rig.dayView(10).decorationView)
            recorder.decorations = [:]
            rig.view.reloadDecorations(forDateComponents: [gregorianDay("2007-01-10")], animated: true)
            XCTAssertNil(rig.dayView(10).decorationView)
        }
    }

    func testNoDecorationsWhenTheViewWantsNone() {
        onMainActor {
            let rig = calendarRig()
            let recorder = CalendarRecorder()
            recorder.decorations = [3: UICalendarView.Decoration()]
            rig.view.wantsDateDecorations = false
            rig.view.delegate = recorder
            XCTAssertEqual(recorder.decorationRequests, [])
            XCTAssertNil(rig.dayView(3).decorationView)
            rig.view.wantsDateDecorations = true
            XCTAssertNotNil(rig.dayView(3).decorationView)
        }
    }
}
