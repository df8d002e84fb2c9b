import XCTest
@testable import QuartzCore

/// A tiled layer keeps few tiles: those of the level shown near what shows, and those of another level only until
/// the level shown covers the view; its display link runs only while tiles wait or fade.
final class CATiledLayerMemoryTests: XCTestCase {
    func testScrollingAcrossAHugeLayerKeepsTheTilesNearTheView() { onMainActor {
        let clock = installManualClock()
        let scene = TiledScene(size: CGSize(width: 100_000, height: 100_000), viewport: CGRect(x: 0, y: 0, width: 300, height: 300))
        var most = 0
        for step in 0..<40 {
            withoutActions { scene.viewport.bounds.origin = CGPoint(x: CGFloat(step) * 700, y: CGFloat(step) * 500) }
            scene.commitUntilDrawn()
            clock.advance(by: 0.5)
            most = max(most, scene.tiled.cachedTileCount)
        }
        XCTAssertGreaterThan(scene.tiled.draws.count, 100, "every view drew its tiles")
        XCTAssertLessThanOrEqual(most, 25, "at most the tiles within a tile of the 300-point view")
    } }

    func testTilesOfALevelNoLongerShownGoOnceTheNewLevelCoversTheView() { onMainActor {
        let clock = installManualClock()
        let scene = TiledScene(size: CGSize(width: 2048, height: 2048), viewport: CGRect(x: 0, y: 0, width: 600, height: 600))
        withoutActions { scene.tiled.levelsOfDetail = 2; scene.tiled.levelsOfDetailBias = 1 }
        scene.commitUntilDrawn()
        clock.advance(by: 1)
        XCTAssertEqual(Set(scene.tiled.tileCache.tiles.keys.map(\.level)), [0])
        withoutActions { scene.viewport.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
        scene.commit()
        XCTAssertEqual(Set(scene.tiled.tileCache.tiles.keys.map(\.level)), [0, 1], "the old level shows under the new one meanwhile")
        scene.commitUntilDrawn()
        clock.advance(by: 1)
        scene.commit()
        XCTAssertEqual(Set(scene.tiled.tileCache.tiles.keys.map(\.level)), [1])
    } }

    func testTheDisplayLinkRunsOnlyWhileTilesWaitOrFade() { onMainActor {
        let clock = installManualClock()
        let scene = TiledScene(size: CGSize(width: 1024, height: 1024), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scene.commit()
        XCTAssertTrue(CADisplayLink.isAnyRunning, "tiles wait")
        scene.commitUntilDrawn()
        XCTAssertTrue(CADisplayLink.isAnyRunning, "tiles fade")
        clock.advance(by: 0.25)
        scene.commit()
        XCTAssertFalse(CADisplayLink.isAnyRunning)
        XCTAssertEqual(scene.tiled.cachedTileCount, 16)
        scene.tiled.setNeedsDisplay()
        scene.commit()
        XCTAssertTrue(CADisplayLink.isAnyRunning, "tiles wait again")
        withoutActions { scene.viewport.removeFromSuperlayer() }
        CAContext.current.advance(by: 0.1)
        XCTAssertFalse(CADisplayLink.isAnyRunning, "a layer out of the tree asks for no more frames")
    } }
}
