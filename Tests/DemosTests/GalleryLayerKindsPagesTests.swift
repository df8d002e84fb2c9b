@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// Replicator, mask and text layer pages at exact media times, checked by their pixels.
final class GalleryLayerKindsPagesTests: SceneTestCase {
    func testReplicatedCopiesAreDelayedAndShadedByTheirOffsets() {
        onMainActor {
            let fixture = GalleryPageFixture(ReplicatorPage.self)
            let shown = { (x: Int, y: Int) in fixture.renderer.pixel(x: x, y: y) }
            // The grid's cells (column c, row r) centered at (561 + 34c, 101 + 34r): blue falls along a row, green down a column.
            XCTAssertTrue(pixel(shown(561, 101), shows: .white))
            XCTAssertTrue(pixel(shown(561 + 4 * 34, 101), shows: UIColor(red: 1, green: 1, blue: 0.2, alpha: 1)))
            XCTAssertTrue(pixel(shown(561, 101 + 4 * 34), shows: UIColor(red: 1, green: 0.2, blue: 1, alpha: 1)))

            fixture.render(at: 0.2)
            let model = GalleryPalette.accents[1]
            XCTAssertFalse(pixel(shown(312, 190), shows: model), "the first dot hopped off its place")
            XCTAssertTrue(pixel(shown(312 + 2 * 34, 190), shows: model), "the third waits its 0.24 s delay")

            fixture.render(at: ReplicatorPage.spin / 2)
            let background = 0.0, blue = 255.0 // over the fixture's black window
            let top = Double(shown(130, 125) & 0xFF), bottom = Double(shown(130, 215) & 0xFF)
            XCTAssertEqual(top, background + (blue - background) * (1 - 0.85 * 0.5), accuracy: 3, "the top bar half faded")
            XCTAssertEqual(bottom, blue, accuracy: 3, "the bottom bar, half a turn of delay later, just starting")
            let redOffset = -0.2 * (ReplicatorPage.spin / 2) / 1.2
            XCTAssertTrue(pixel(shown(561 + 4 * 34, 101), shows: UIColor(red: 1 + 4 * redOffset, green: 1, blue: 0.2, alpha: 1)),
                          "the red offset pulses: the fifth column has four times it")
        }
    }

    func testMasksShowTheContentOnlyWhereTheyAreOpaque() {
        onMainActor {
            let fixture = GalleryPageFixture(MasksPage.self)
            let background = UIColor.black // the fixture's window
            let shown = { (x: CGFloat, y: CGFloat) in fixture.renderer.pixel(x: Int(x), y: Int(y)) }
            let iris = fixture.page.irisContent.frame
            XCTAssertFalse(pixel(shown(iris.midX, iris.midY), shows: background), "the iris's small circle shows the content")
            XCTAssertTrue(pixel(shown(iris.midX + 40, iris.midY), shows: background), "outside it, nothing")
            fixture.render(at: MasksPage.period)
            XCTAssertFalse(pixel(shown(iris.minX + 10, iris.minY + 10), shows: background), "wide open: the corners show")

            let band = fixture.page.bandContent.frame
            fixture.render(at: MasksPage.period / 2)
            XCTAssertFalse(pixel(shown(band.midX, band.midY), shows: background), "the band is in the middle")
            XCTAssertTrue(pixel(shown(band.minX + 15, band.midY), shows: background), "clear left of it")
            XCTAssertTrue(pixel(shown(band.maxX - 15, band.midY), shows: background), "and right of it")
        }
    }

    func testTextIsAlignedAndItsSizeAndColorAnimate() {
        onMainActor {
            let fixture = GalleryPageFixture(TextLayersPage.self)
            fixture.render(at: TextLayersPage.period / 2)
            XCTAssertEqual(fixture.page.growing.presentation()!.fontSize, 38, accuracy: 1e-6)
            let color = fixture.page.tinted.presentation()!.foregroundColor!.components!
            let from = GalleryPalette.accents[0].cgColor.components!, to = GalleryPalette.accents[3].cgColor.components!
            XCTAssertEqual(color[0], (from[0] + to[0]) / 2, accuracy: 1e-6)
            // Text pixels in the left and right thirds of the .left and .right boxes (rows at y 30 and 118).
            @MainActor func inked(x: Int, y: Int) -> Int {
                var count = 0
                for px in x..<(x + 100) { for py in (y + 6)..<(y + 28) where fixture.renderer.pixel(x: px, y: py) & 0xFF > 150 { count += 1 } }
                return count
            }
            XCTAssertGreaterThan(inked(x: 36, y: 30), 20, ".left: ink on the left")
            XCTAssertEqual(inked(x: 244, y: 30), 0, ".left: none on the right")
            XCTAssertEqual(inked(x: 36, y: 118), 0, ".right: none on the left")
            XCTAssertGreaterThan(inked(x: 244, y: 118), 20, ".right: ink on the right")
        }
    }
}
