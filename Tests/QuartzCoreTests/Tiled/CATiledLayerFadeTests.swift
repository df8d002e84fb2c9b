import XCTest
@testable import QuartzCore

/// Each drawn tile fades in over the class's `fadeDuration()`, on the context's clock; a tile drawn again fades in
/// over its old drawing.
final class CATiledLayerFadeTests: XCTestCase {
    private final class SlowFadingLayer: RecordingTiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 1 }
    }

    private final class InstantLayer: RecordingTiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }

    func testATileFadesInOverAQuarterSecondFromWhenItWasDrawn() { onMainActor {
        let clock = installManualClock(at: 100)
        let scene = TiledScene(size: CGSize(width: 200, height: 200), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let snapshot = scene.commit()
        let opacities = [100, 100.05, 100.125, 100.25, 101].map { TiledScene.tiles(of: snapshot, at: $0).map(\.opacity) }
        XCTAssertEqual(opacities, [[0], [0.2], [0.5], [1], [1]])
        clock.advance(by: 0.125)
        XCTAssertEqual(TiledScene.tiles(of: scene.commit(), at: 100.125).map(\.opacity), [0.5], "the drawing time is kept")
        XCTAssertEqual(scene.tiled.draws.count, 1)
    } }

    func testASubclassSetsTheFade() { onMainActor {
        let clock = installManualClock(at: 100)
        let slow = TiledScene(tiled: SlowFadingLayer(), size: CGSize(width: 200, height: 200), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        slow.commit()
        clock.advance(by: 0.5)
        XCTAssertEqual(TiledScene.tiles(of: slow.commit(), at: 100.5).map(\.opacity), [0.5])
        let instant = TiledScene(tiled: InstantLayer(), size: CGSize(width: 200, height: 200), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        XCTAssertEqual(TiledScene.tiles(of: instant.commit(), at: 100.5).map(\.opacity), [1], "no fade")
    } }

    func testATileDrawnAgainFadesInOverItsOldDrawing() { onMainActor {
        let clock = installManualClock(at: 100)
        let scene = TiledScene(size: CGSize(width: 200, height: 200), viewport: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scene.commit()
        clock.advance(by: 1)
        scene.tiled.setNeedsDisplay()
        let snapshot = scene.commit()
        XCTAssertEqual(scene.tiled.draws.count, 2)
        XCTAssertEqual(TiledScene.tiles(of: snapshot, at: 101.125).map(\.opacity), [1, 0.5], "the old drawing under the new one")
        clock.advance(by: 0.25)
        XCTAssertEqual(TiledScene.tiles(of: scene.commit(), at: 101.25).map(\.opacity), [1], "the old drawing is dropped")
    } }

    func testTheFadeShowsInPixels() throws { try onMainActor {
        let clock = installManualClock(at: 100)
        let scene = TiledScene(size: CGSize(width: 40, height: 40), viewport: CGRect(x: 0, y: 0, width: 40, height: 40),
                               rootSize: CGSize(width: 40, height: 40))
        let renderer = try LayerRenderer(width: 40, height: 40)
        renderer.render(scene.root)
        XCTAssertEqual(renderer.pixel(20, 20), 0, "drawn now, not yet faded in")
        clock.advance(by: 0.125)
        renderer.render(scene.root)
        XCTAssertEqual(renderer.pixel(20, 20) >> 24, 0x80, accuracy: 1, "half way")
        clock.advance(by: 0.125)
        renderer.render(scene.root)
        XCTAssertEqual(renderer.pixel(20, 20), 0xFF00_00FF, "faded in: blue")
    } }
}
