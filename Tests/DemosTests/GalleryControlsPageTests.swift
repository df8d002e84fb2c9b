@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The controls page: a tap on a segment slides the selection, the stepper's + fills the capacity bar, a tap beside the
/// dots turns the tile's colour, each event logged beside the card.
final class GalleryControlsPageTests: XCTestCase {
    func testTheControlsWorkTogetherAndLogTheirEvents() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let fixture = GalleryPageFixture(ControlsPage.self)
            let page = fixture.page
            XCTAssertEqual(page.capacity.progress, 4 / 12, accuracy: 1e-6)
            @MainActor func click(_ view: UIView, at point: CGPoint) {
                let spot = view.convert(point, to: nil)
                fixture.renderer.pointerDown(at: spot)
                fixture.renderer.pointerUp()
            }
            click(page.period, at: CGPoint(x: 250, y: 16))
            XCTAssertEqual(page.period.selectedSegmentIndex, 2)
            click(page.guests, at: CGPoint(x: 70, y: 16))
            XCTAssertEqual(page.guestsLabel.text, "Guests: 5")
            XCTAssertEqual(page.capacity.progress, 5 / 12, accuracy: 1e-6)
            click(page.pages, at: CGPoint(x: page.pages.bounds.midX + 30, y: 13))
            XCTAssertEqual(page.pages.currentPage, 1)
            XCTAssertEqual(page.log.text, "page: 2 of 6\nguests: 5\nperiod: Month\nready")
            fixture.render(at: 0.1)
            XCTAssertGreaterThan(page.period.indicator.presentation()?.frame.minX ?? 0, 102, "the selection slides toward Month")
            XCTAssertLessThan(page.period.indicator.presentation()?.frame.minX ?? 999, 202)
            fixture.render(at: 1)
            XCTAssertEqual(page.period.indicator.presentation()?.frame.minX ?? 0, 202, accuracy: 0.01)
            XCTAssertTrue(pixel(fixture.renderer.pixel(x: 240, y: 280), shows: GalleryPalette.accents[1]), "the tile turned")
            return try XCTUnwrap(fixture.renderer.image)
        }
        assertSnapshot(image, named: "controls")
    }
}
