import XCTest
@testable import QuartzCore

/// Tiles meet without a seam at any zoom: an opaque drawing stays opaque across the tiles' edges.
final class CATiledLayerSeamTests: XCTestCase {
    func testOpaqueTilesShowNoSeamAtAFractionalZoom() throws { try onMainActor {
        let clock = installManualClock()
        let scene = TiledScene(size: CGSize(width: 600, height: 600), viewport: CGRect(x: 0, y: 0, width: 300, height: 300),
                               rootSize: CGSize(width: 300, height: 300))
        withoutActions {
            scene.viewport.sublayerTransform = CATransform3DMakeScale(1.37, 1.37, 1)
            scene.viewport.bounds.origin = CGPoint(x: 31.3, y: 17.9)
        }
        let renderer = try LayerRenderer(width: 300, height: 300)
        for _ in 0..<10 { renderer.render(scene.root) }
        clock.advance(by: 1)
        renderer.render(scene.root)
        var seams: [String] = []
        for y in 0..<300 {
            for x in 0..<300 where renderer.pixel(x, y) != 0xFF00_00FF {
                seams.append("(\(x), \(y)): \(String(renderer.pixel(x, y), radix: 16))")
            }
        }
        XCTAssertEqual(Array(seams.prefix(8)), [], "\(seams.count) pixels not opaque blue")
    } }
}
