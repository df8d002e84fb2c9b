@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The Auto Layout page: its constraint animation and its collapsing stack row at exact times, and a reference picture.
final class GalleryLayoutPageTests: XCTestCase {
    func testTheConstraintAndTheStackRowAnimateBackAndForth() {
        onMainActor {
            let fixture = GalleryPageFixture(AutoLayoutPage.self)
            let page = fixture.page
            XCTAssertEqual(page.panel.frame.height, AutoLayoutPage.tallHeight, "the model holds the solved frame")
            XCTAssertTrue(page.rows[1].isHidden)
            fixture.render(at: 0.6)
            let height = page.panel.layer.presentation()?.bounds.height ?? -1
            XCTAssertEqual(height, (AutoLayoutPage.shortHeight + AutoLayoutPage.tallHeight) / 2, accuracy: 0.5, "halfway at half time (ease in-out)")
            let rowHeight = page.rows[1].layer.presentation()?.bounds.height ?? -1
            XCTAssertEqual(rowHeight, 28, accuracy: 0.5, "the hidden row is half collapsed")
            XCTAssertFalse(page.rows[1].layer.isHidden, "it shows while it collapses")
            // The row below slides up by half of the collapsed row and its spacing.
            XCTAssertEqual(page.rows[2].layer.presentation()?.position.y ?? -1, 132 + 28 - 33, accuracy: 0.5)
            fixture.render(at: 1.8)
            XCTAssertEqual(page.panel.layer.presentation()?.bounds.height ?? -1, (AutoLayoutPage.shortHeight + AutoLayoutPage.tallHeight) / 2,
                           accuracy: 0.5, "on its way back")
        }
    }

    func testSnapshotMidway() throws {
        let image = MainActor.assumeIsolated {
            let fixture = GalleryPageFixture(AutoLayoutPage.self)
            fixture.render(at: 0.6)
            return fixture.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "autoLayoutMidway")
    }
}
