@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The pickers page: a click on a row of the trip picker turns it to the middle and the summary follows once it
/// rests; the departure starts on the day the page opened, and what lies before it is greyed.
final class GalleryPickersPageTests: XCTestCase {
    func testChoosingARowUpdatesTheSummaryAndPastDatesAreGreyed() {
        MainActor.assumeIsolated {
            let fixture = GalleryPageFixture(PickersPage.self)
            let page = fixture.page
            XCTAssertTrue(page.summary.text?.hasPrefix("Kyoto for 2, leaving ") ?? false)
            let row = page.trip.view(forRow: 2, forComponent: 0)!
            let spot = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
            fixture.renderer.pointerDown(at: spot)
            fixture.renderer.pointerUp()
            CAContext.current.advance(by: 0.25)
            XCTAssertEqual(page.trip.selectedRow(inComponent: 0), 2)
            XCTAssertTrue(page.summary.text?.hasPrefix("Reykjavík for 2, leaving ") ?? false)
            XCTAssertEqual(page.departure.minimumDate, page.departure.date, "the departure starts today, the earliest allowed")
            XCTAssertFalse(page.departure.isAvailable(row: 0, component: 0), "the first row of its first wheel is before today, so greyed")
        }
    }
}
