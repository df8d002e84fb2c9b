@testable import QuartzCore
import XCTest

/// The instruments: blended layers tinted red and opaque ones green, updated regions flashed
/// yellow for one frame, and the frame-rate box in the top-right corner, each only when asked.
final class CompositorInstrumentsTests: XCTestCase {
    private let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let halfRed = PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)

    /// An opaque white root with an opaque blue square at (10, 10) and two half-transparent red
    /// squares at (50, 10) and (60, 20) overlapping, each 20×20.
    private func blendedScene() -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.visual.backgroundColor = white
        var opaque = RenderLayer(id: 2, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        opaque.visual.backgroundColor = blue
        var first = RenderLayer(id: 3, frame: CGRect(x: 50, y: 10, width: 20, height: 20))
        first.visual.backgroundColor = halfRed
        var second = RenderLayer(id: 4, frame: CGRect(x: 60, y: 20, width: 20, height: 20))
        second.visual.backgroundColor = halfRed
        root.sublayers = [opaque, first, second]
        return root
    }

    private func squareScene(at origin: CGPoint, size: CGSize = CGSize(width: 100, height: 80)) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(origin: .zero, size: size))
        root.visual.backgroundColor = white
        var square = RenderLayer(id: 2, frame: CGRect(origin: origin, size: CGSize(width: 10, height: 10)))
        square.visual.backgroundColor = red
        root.sublayers = [square]
        return root
    }

    func testBlendedLayersAreRedAndOpaqueOnesGreen() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.debugOptions = .colorBlendedLayers
        compositor.render(blendedScene(), into: target)
        // Opaque: the content half covered by green.
        assertPixel(target, 5, 5, (0.5, 1, 0.5), "the opaque root")
        assertPixel(target, 10, 10, (0, 0.5, 0.5), "the opaque square's corner")
        assertPixel(target, 29, 29, (0, 0.5, 0.5), "the opaque square's far corner")
        assertPixel(target, 30, 29, (0.5, 1, 0.5), "just past the opaque square")
        // Blended: red over pink (half red over white), twice as deep where two layers blend.
        assertPixel(target, 49, 15, (0.5, 1, 0.5), "just before the translucent layer")
        assertPixel(target, 50, 10, (1, 0.25, 0.25), "the translucent layer's corner")
        assertPixel(target, 69, 15, (1, 0.25, 0.25), "one blended layer")
        assertPixel(target, 65, 25, (1, 0.0625, 0.0625), "two blended layers")
        assertPixel(target, 75, 35, (1, 0.25, 0.25), "the second alone")
        assertPixel(target, 80, 35, (0.5, 1, 0.5), "just past the second")
    }

    func testARotatedLayerIsTintedWithinItsOutline() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.visual.backgroundColor = white
        var diamond = RenderLayer(id: 2, frame: CGRect(x: 40, y: 30, width: 20, height: 20))
        diamond.visual.backgroundColor = halfRed
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.sublayers = [diamond]
        let compositor = Compositor()
        compositor.debugOptions = .colorBlendedLayers
        compositor.render(root, into: target)
        assertPixel(target, 50, 40, (1, 0.25, 0.25), "the middle, blended")
        assertPixel(target, 50, 29, (1, 0.25, 0.25), "near the top corner, blended")
        assertPixel(target, 38, 28, (0.5, 1, 0.5), "inside the bounding box, outside the outline: the opaque root")
        assertPixel(target, 61, 51, (0.5, 1, 0.5), "the other corner of the bounding box")
    }

    func testTheTintFollowsIncrementalFramesAndCostsNothingIdle() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.debugOptions = .colorBlendedLayers
        compositor.render(squareScene(at: CGPoint(x: 20, y: 30)), into: target)
        compositor.render(squareScene(at: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        assertPixel(target, 20, 30, (0.5, 1, 0.5), "the old place, green again")
        assertPixel(target, 60, 30, (0.5, 0.5, 0), "the opaque square, green over red")
        let idle = compositor.render(squareScene(at: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        XCTAssertEqual(idle.pixelsTouched, 0)
        XCTAssertTrue(idle.damage.isEmpty)
        XCTAssertFalse(idle.wantsNextFrame)
    }

    func testFlashTintsExactlyTheDamageForOneFrame() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.debugOptions = .flashUpdatedRegions
        let first = compositor.render(squareScene(at: CGPoint(x: 20, y: 30)), into: target)
        assertPixel(target, 0, 0, (1, 1, 0.5), "the first frame repaints everything")
        XCTAssertTrue(first.wantsNextFrame, "a flash to restore")
        let restore = compositor.render(squareScene(at: CGPoint(x: 20, y: 30)), into: target, bufferAge: 1)
        XCTAssertEqual(restore.damage.bounds, target.bounds, "the whole flash is restored")
        XCTAssertFalse(restore.wantsNextFrame)
        assertPixel(target, 0, 0, (1, 1, 1), "restored")

        let moved = compositor.render(squareScene(at: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        XCTAssertEqual(moved.damage.area, 200)
        XCTAssertTrue(moved.wantsNextFrame)
        for (x, y) in [(20, 30), (29, 39)] { assertPixel(target, x, y, (1, 1, 0.5), "the old place, repainted white, flashed") }
        for (x, y) in [(60, 30), (69, 39)] { assertPixel(target, x, y, (1, 0.5, 0), "the new place, red, flashed") }
        for (x, y) in [(19, 30), (30, 39), (59, 30), (70, 39), (60, 40)] { assertPixel(target, x, y, (1, 1, 1), "outside the damage") }

        let after = compositor.render(squareScene(at: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        XCTAssertEqual(after.damage.area, 200, "the flash itself is damage")
        XCTAssertFalse(after.wantsNextFrame)
        assertPixel(target, 20, 30, (1, 1, 1), "gone")
        assertPixel(target, 60, 30, (1, 0, 0), "gone")
        let idle = compositor.render(squareScene(at: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        XCTAssertTrue(idle.damage.isEmpty)
        XCTAssertEqual(idle.pixelsTouched, 0)
    }

    func testTheFrameRateBoxShowsInTheTopRightCornerOnlyWhenAsked() throws {
        let target = try XCTUnwrap(PixelSurface(width: 300, height: 100))
        let compositor = Compositor()
        let scene = squareScene(at: CGPoint(x: 20, y: 30), size: CGSize(width: 300, height: 100))
        compositor.render(scene, into: target, at: 10)
        let box = FrameRateBox().frame(in: target.bounds, scale: 1)
        XCTAssertEqual(box.maxX, 300 - 6)
        XCTAssertEqual(box.y, 6)
        assertPixel(target, box.x + 1, box.y + 1, (1, 1, 1), "no box while off")

        compositor.debugOptions = .showFramesPerSecond
        compositor.render(scene, into: target, at: 10)
        // Black at 0.7 over white, in the box's padding where no text is.
        for (x, y) in [(box.x, box.y), (box.x + 1, box.maxY - 1), (box.maxX - 1, box.y)] {
            assertPixel(target, x, y, (0.3, 0.3, 0.3), "the box's background")
        }
        assertPixel(target, box.x - 1, box.y, (1, 1, 1), "left of the box")
        assertPixel(target, box.maxX, box.y, (1, 1, 1), "right of the box")
        let next = compositor.render(scene, into: target, bufferAge: 1, at: 10 + 1.0 / 60)
        XCTAssertEqual(next.damage.rects, [box], "only the box changes while nothing else does")
        XCTAssertTrue(next.wantsNextFrame, "frames keep coming to count")

        compositor.debugOptions = []
        let off = compositor.render(scene, into: target, bufferAge: 1)
        XCTAssertFalse(off.wantsNextFrame)
        assertPixel(target, box.x + 1, box.y + 1, (1, 1, 1), "gone when switched off")
    }

    func testTheMeterCountsFramesOverTheLastSecond() {
        var meter = FrameRateMeter()
        var count = 0
        for frame in 0...120 { count = meter.record(5 + Double(frame) / 60) }
        XCTAssertEqual(count, 60)
        XCTAssertEqual(meter.record(5 + 120.0 / 60 + 0.5), 31, "frames half a second back, and this one")
        XCTAssertEqual(FrameRateBox.text(framesPerSecond: 60, milliseconds: 4.5), " 60 fps   4.5 ms")
        XCTAssertEqual(FrameRateBox.text(framesPerSecond: 5000, milliseconds: .nan), "999 fps   0.0 ms")
    }
}
