import XCTest
@testable import QuartzCore

/// A tile of a level no longer shown is drawn under the level shown only where that level has not faded in yet.
final class CATiledLayerLevelOverlapTests: XCTestCase {
    private final class InstantLayer: RecordingTiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }

    func testAnOldTileCoveredByNewOnesIsNotDrawn() { onMainActor {
        _ = installManualClock()
        let scene = TiledScene(tiled: InstantLayer(), size: CGSize(width: 4096, height: 4096),
                               viewport: CGRect(x: 0, y: 0, width: 1536, height: 512), rootSize: CGSize(width: 2000, height: 2000))
        withoutActions { scene.tiled.levelsOfDetail = 2; scene.tiled.levelsOfDetailBias = 1 }
        scene.commitUntilDrawn()
        withoutActions { scene.tiled.transform = CATransform3DMakeScale(2, 2, 1) }
        let tiles = TiledScene.tiles(of: scene.commit(), at: 100)
        let old = tiles.filter { $0.bounds.width > 200 }.map(\.position.x)
        let new = tiles.filter { $0.bounds.width < 200 }.map(\.position.x)
        XCTAssertEqual(new.count, 4)
        XCTAssertEqual(Set(new), [320.25, 448.25], "the four tiles nearest the middle, columns 2 and 3 (with their aprons)")
        XCTAssertEqual(old, [128.5, 640.5], "the old tile at 256…512 is covered; those beside it still show")
    } }
}
