import XCTest
@testable import QuartzCore

/// `CATiledLayer` cuts its bounds into tiles of `tileSize` pixels and draws each through `draw(in:)`, clipped to the
/// tile, at the level of detail the layer shows at, and only where it shows.
final class CATiledLayerTileTests: XCTestCase {
    func testDefaultsAreCoreAnimations() { onMainActor {
        _ = installManualClock()
        let layer = CATiledLayer()
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        XCTAssertEqual(layer.levelsOfDetail, 1)
        XCTAssertEqual(layer.levelsOfDetailBias, 0)
        XCTAssertEqual(layer.tileSize, CGSize(width: 256, height: 256))
        layer.contents = CGContext(pixelWidth: 4, pixelHeight: 4)!.makeImage()
        XCTAssertNil(layer.contents, "setting contents is ignored")
    } }

    func testEachTileIsDrawnOnceClippedToItsRectangle() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 600, height: 300), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scene.commit()
        XCTAssertEqual(scene.tiled.draws.count, CATiledLayer.tilesDrawnPerFrame, "a few tiles a commit")
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.draws.count, 6, "each tile once")
        XCTAssertEqual(scene.tiled.clips, [
            CGRectKey(0, 0, 256, 256), CGRectKey(256, 0, 256, 256), CGRectKey(512, 0, 88, 256),
            CGRectKey(0, 256, 256, 44), CGRectKey(256, 256, 256, 44), CGRectKey(512, 256, 88, 44),
        ], "the grid from the origin, cut at the bounds")
        XCTAssertTrue(scene.tiled.draws.allSatisfy { $0.scale == 1 })
    } }

    func testTileSizeIsInPixelsOfContentsScale() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 256, height: 128), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        withoutActions { scene.tiled.contentsScale = 2 }
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.clips, [CGRectKey(0, 0, 128, 128), CGRectKey(128, 0, 128, 128)])
        XCTAssertTrue(scene.tiled.draws.allSatisfy { $0.scale == 2 }, "the CTM draws at contentsScale")
    } }

    func testTheLevelFollowsTheScaleShownWithinLevelsAndBias() { onMainActor {
        _ = installManualClock()
        // Levels 2×, 1× and ½× (three levels, one magnified).
        let cases: [(shown: CGFloat, ctm: CGFloat, tile: CGFloat)] = [
            (0.4, 0.5, 512), (0.5, 0.5, 512), (0.8, 1, 256), (1, 1, 256), (1.5, 2, 128), (3, 2, 128), (0.1, 0.5, 512),
        ]
        for (shown, ctm, tile) in cases {
            let scene = TiledScene(size: CGSize(width: 1024, height: 1024), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000),
                                   rootSize: CGSize(width: 5000, height: 5000))
            withoutActions {
                scene.tiled.levelsOfDetail = 3
                scene.tiled.levelsOfDetailBias = 1
                scene.viewport.sublayerTransform = CATransform3DMakeScale(shown, shown, 1)
            }
            scene.commit()
            let first = scene.tiled.draws.first
            XCTAssertEqual(first?.scale, ctm, "shown at \(shown)")
            XCTAssertEqual(first?.clip.width, tile, "shown at \(shown)")
        }
    } }

    func testOneLevelWithoutBiasDrawsAtTheLayersResolutionAtAnyZoom() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 512, height: 512), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        withoutActions { scene.viewport.sublayerTransform = CATransform3DMakeScale(4, 4, 1) }
        scene.commit()
        XCTAssertEqual(scene.tiled.draws.first?.scale, 1)
        XCTAssertEqual(scene.tiled.draws.first?.clip.size, CGSize(width: 256, height: 256), "a tile of 256 points, shown at 4×")
    } }

    func testOnlyTheTilesThatShowThroughTheViewportAreDrawn() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 10000, height: 10000), viewport: CGRect(x: 50, y: 50, width: 300, height: 200))
        withoutActions { scene.viewport.bounds.origin = CGPoint(x: 1000, y: 2000) }
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.clips, [
            CGRectKey(768, 1792, 256, 256), CGRectKey(1024, 1792, 256, 256), CGRectKey(1280, 1792, 256, 256),
            CGRectKey(768, 2048, 256, 256), CGRectKey(1024, 2048, 256, 256), CGRectKey(1280, 2048, 256, 256),
        ], "columns 3–5 and rows 7–8: what the scrolled viewport shows")
        XCTAssertEqual(scene.tiled.draws.count, 6)
    } }

    func testTheWindowBoundsWhatShowsWithoutAMask() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 10000, height: 10000), viewport: CGRect(x: 0, y: 0, width: 10000, height: 10000),
                               rootSize: CGSize(width: 300, height: 200))
        withoutActions { scene.viewport.masksToBounds = false }
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.clips, [CGRectKey(0, 0, 256, 256), CGRectKey(256, 0, 256, 256)])
    } }

    func testInvalidatingARectRedrawsTheTilesItTouches() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(size: CGSize(width: 768, height: 512), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.draws.count, 6)
        scene.tiled.draws = []
        scene.tiled.setNeedsDisplay(CGRect(x: 300, y: 250, width: 10, height: 10))
        CATransaction.flush()
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.clips, [CGRectKey(256, 0, 256, 256), CGRectKey(256, 256, 256, 256)], "the two tiles the rect touches")
        scene.tiled.draws = []
        scene.tiled.setNeedsDisplay()
        CATransaction.flush()
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.draws.count, 6, "all of them")
        scene.tiled.draws = []
        scene.commitUntilDrawn()
        XCTAssertEqual(scene.tiled.draws, [], "drawn tiles are kept")
    } }
}
