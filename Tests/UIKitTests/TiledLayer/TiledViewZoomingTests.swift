@testable import UIKit
import XCTest

/// A view backed by a `CATiledLayer` in a zooming scroll view: `draw(_:)` gets each tile's rectangle, the level
/// drawn follows the zoom, and the tiles show once drawn and faded in.
final class TiledViewZoomingTests: XCTestCase {
    /// Draws each tile as a coloured square with a dark hairline border, recording the rects and CTM scales.
    final class TileRecordingView: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }
        var draws: [(rect: CGRect, scale: CGFloat)] = []

        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            let scale = context.ctm.a
            draws.append((rect, scale))
            let tile = Int(rect.minX / rect.width) + Int(rect.minY / rect.height)
            (tile % 2 == 0 ? UIColor.systemTeal : UIColor.systemOrange).setFill()
            UIRectFill(rect)
            UIColor.black.setStroke()
            let border = UIBezierPath(rect: rect.insetBy(dx: 2.5 / scale, dy: 2.5 / scale))
            border.lineWidth = 1 / scale
            border.stroke()
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: rect.midX - 10 / scale, y: rect.midY - 10 / scale, width: 20 / scale, height: 20 / scale)).fill()
        }
    }

    @MainActor
    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    @MainActor
    struct Rig {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = TileRecordingView(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
        let delegate: ZoomDelegate
        let renderer: OffscreenRenderer
        let clock = installManualClock()

        init() {
            delegate = ZoomDelegate(view: content)
            (content.layer as! CATiledLayer).levelsOfDetail = 4
            (content.layer as! CATiledLayer).levelsOfDetailBias = 2
            window.backgroundColor = .white
            scrollView.delegate = delegate
            scrollView.minimumZoomScale = 0.25
            scrollView.maximumZoomScale = 4
            scrollView.addSubview(content)
            scrollView.contentSize = content.bounds.size
            window.addSubview(scrollView)
            renderer = OffscreenRenderer(window: window)
        }

        /// Renders frames a sixtieth of a second apart until nothing waits or fades.
        func settle() {
            for _ in 0..<120 {
                let more = renderer.renderFrame()
                clock.advance(by: 1.0 / 60)
                if !more { break }
            }
            renderer.renderFrame()
        }
    }

    func testDrawRectIsTheTileAndOnlyWhatShowsIsDrawn() { onMainActor {
        let rig = Rig()
        rig.settle()
        XCTAssertEqual(rig.content.draws.map(\.rect), [CGRect(x: 0, y: 0, width: 256, height: 256)], "the one tile the 200-point view shows")
        rig.scrollView.contentOffset = CGPoint(x: 300, y: 0)
        rig.settle()
        XCTAssertEqual(rig.content.draws.map(\.rect).last, CGRect(x: 256, y: 0, width: 256, height: 256))
        XCTAssertEqual(rig.content.draws.count, 2, "the tiles the scrolled view shows, each once")
    } }

    func testZoomingChangesTheLevelDrawn() { onMainActor {
        let rig = Rig()
        rig.settle()
        XCTAssertEqual(Set(rig.content.draws.map(\.scale)), [1])
        rig.content.draws = []
        rig.scrollView.zoomScale = 3
        rig.settle()
        XCTAssertEqual(Set(rig.content.draws.map(\.scale)), [4], "3× is drawn at the 4× level")
        XCTAssertEqual(rig.content.draws.first?.rect.width, 64, "256 pixels at 4×")
        rig.content.draws = []
        rig.scrollView.zoomScale = 0.25
        rig.settle()
        XCTAssertEqual(Set(rig.content.draws.map(\.scale)), [0.5], "the coarsest of four levels biased by two")
        XCTAssertEqual(rig.content.draws.count, 4, "four 512-point tiles cover the whole content, shown 256 points wide")
    } }

    func testAZoomedTiledViewIsSharp() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let rig = Rig()
            rig.scrollView.zoomScale = 2
            rig.scrollView.contentOffset = CGPoint(x: 412, y: 412)
            rig.settle()
            XCTAssertEqual(Set(rig.content.draws.map(\.scale)), [2])
            return rig.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "zoomedTiles")
    }
}
