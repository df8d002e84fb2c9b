@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// The tiled map shows whole at its smallest zoom, drawn at its coarsest level, and sharp when zoomed in.
final class GalleryTiledMapPageTests: SceneTestCase {
    func testTheMapIsDrawnAtTheLevelEachZoomNeeds() {
        onMainActor {
            let fixture = GalleryPageFixture(TiledMapPage.self)
            let settle = {
                for _ in 0..<200 where fixture.renderer.renderFrame() { fixture.clock.advance(by: 1.0 / 60) }
                fixture.clock.advance(by: 1)
                fixture.renderer.renderFrame()
            }
            settle()
            let scrollView = fixture.page.scrollView!
            XCTAssertEqual(scrollView.zoomScale, 380 / TiledMapPage.mapSide, accuracy: 1e-9)
            let middle = scrollView.convert(CGPoint(x: 190, y: 190), to: nil)
            let shown = fixture.renderer.pixel(x: Int(middle.x), y: Int(middle.y))
            XCTAssertFalse(pixel(shown, shows: GalleryPalette.panel), "the map's tiles are drawn and faded in")
            scrollView.zoom(to: CGRect(x: 1000, y: 1000, width: 260, height: 190), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 1e-9)
            settle()
            // At 2× the grid line at x = 1024 is one screen pixel wide: two device pixels of the 2× level, drawn 1:1.
            let line = fixture.page.map.convert(CGPoint(x: 1024, y: 1050), to: nil)
            let row = (Int(line.x) - 3...Int(line.x) + 3).map { fixture.renderer.pixel(x: $0, y: Int(line.y)) }
            XCTAssertEqual(row.filter { pixel($0, shows: GalleryPalette.guide, tolerance: 1) }.count, 1, "one sharp pixel: \(row.map { String($0, radix: 16) })")
        }
    }
}
