@testable import QuartzCore
import XCTest

/// "Color Hits Green and Misses Red": a rasterized layer is tinted red in the frame its bitmap is drawn, green in
/// the frames that reuse it, and layers that are not rasterized are left alone.
final class RasterCacheTintTests: XCTestCase {
    private let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white root with a rasterized blue 20×20 square at `origin` holding a 10×10 sublayer of `inner` at (5, 5).
    private func scene(at origin: CGPoint, inner: PremultipliedColor) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.visual.backgroundColor = white
        var square = RenderLayer(id: 2, frame: CGRect(origin: origin, size: CGSize(width: 20, height: 20)))
        square.visual.backgroundColor = blue
        square.shouldRasterize = true
        var child = RenderLayer(id: 3, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        child.visual.backgroundColor = inner
        square.sublayers = [child]
        root.sublayers = [square]
        return root
    }

    func testMissIsRedHitIsGreen() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 60))
        let compositor = Compositor()
        compositor.debugOptions = .colorHitsGreenAndMissesRed
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        compositor.render(scene(at: CGPoint(x: 10, y: 10), inner: black), into: target)
        assertPixel(target, 12, 12, (0.5, 0, 0.5), "drawn the first time: red over blue")
        assertPixel(target, 5, 5, (1, 1, 1), "the root is not rasterized")
        compositor.render(scene(at: CGPoint(x: 50, y: 10), inner: black), into: target, bufferAge: 1)
        assertPixel(target, 52, 12, (0, 0.5, 0.5), "moved, its bitmap reused: green over blue")
        assertPixel(target, 12, 12, (1, 1, 1), "the old place, white again")
        compositor.render(scene(at: CGPoint(x: 50, y: 10), inner: white), into: target, bufferAge: 1)
        assertPixel(target, 52, 12, (0.5, 0, 0.5), "a sublayer changed, its bitmap drawn again: red")
    }

    func testOffDrawsNoTint() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 60))
        let compositor = Compositor()
        compositor.render(scene(at: CGPoint(x: 10, y: 10), inner: white), into: target)
        assertPixel(target, 12, 12, (0, 0, 1), "plain blue")
    }
}
