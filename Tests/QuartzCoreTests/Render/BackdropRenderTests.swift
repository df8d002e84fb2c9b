import Foundation
import XCTest
@testable import QuartzCore

/// A backdrop layer (`CABackdropLayer`, under `UIVisualEffectView`) shows what lies behind it in the composited
/// frame, blurred and tinted; a change behind it repaints only the panel, within the blur's reach.
final class BackdropRenderTests: XCTestCase {
    private let size = (width: 300, height: 200)
    private let panel = CGRect(x: 50, y: 40, width: 200, height: 120)

    /// Red and blue bars, a dark square at `squareX`, and the blurred panel over them.
    private func scene(squareX: CGFloat = 20, cornerX: CGFloat = 2, blur: BackdropBlur? = BackdropBlur(
        radius: 6, saturation: 1.5, tint: PremultipliedColor(straightRed: 1, green: 1, blue: 1, alpha: 0.25))) -> RenderLayer {
        var root = BackdropTestScene.bars(squareX: squareX)
        var corner = RenderLayer(id: 50, frame: CGRect(x: cornerX, y: 180, width: 10, height: 10))
        corner.visual.backgroundColor = PremultipliedColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        root.sublayers.append(corner)
        var backdrop = RenderLayer(id: 40, frame: panel)
        backdrop.visual.backdrop = blur
        root.sublayers.append(backdrop)
        return root
    }

    private func image(of surface: PixelSurface) -> CGImage {
        BackdropTestScene.image(of: surface)
    }

    private func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }

    func testTheBlurredPanelMatchesItsReference() throws {
        let target = try XCTUnwrap(PixelSurface(width: size.width, height: size.height))
        Compositor().render(scene(squareX: 36), into: target)
        assertSnapshot(image(of: target), named: "blurredPanel")
    }

    /// Behind the panel, black left of x = 150 and white right of it: across the panel the edge becomes a ramp whose
    /// middle is half grey and which reaches black and white three deviations out; outside the panel the edge stays hard.
    func testTheBlurIsAGaussianOfWhatLiesBehind() throws {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var black = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        black.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        var backdrop = RenderLayer(id: 3, frame: panel)
        backdrop.visual.backdrop = BackdropBlur(radius: 8)
        root.sublayers = [black, backdrop]
        let target = try XCTUnwrap(PixelSurface(width: size.width, height: size.height))
        Compositor().render(root, into: target)
        let row = (0..<size.width).map { channel(target.pixel(x: $0, y: 100), 0) }
        let middle = target.pixel(x: 150, y: 100) & 0xFF
        XCTAssertEqual(Double(middle), 128, accuracy: 24, "the edge's middle is half grey")
        XCTAssertLessThan(row[150 - 26], 12, "three deviations left of the edge: black")
        XCTAssertGreaterThan(row[150 + 26], 243, "three deviations right: white")
        XCTAssertGreaterThan(row[150 - 6], 15, "within a deviation: blurred")
        XCTAssertLessThan(row[150 + 6], 240, "within a deviation: blurred")
        for x in 120..<180 { XCTAssertGreaterThanOrEqual(row[x + 1], row[x], "a ramp rising left to right (x \(x))") }
        // Above the panel the edge is untouched.
        XCTAssertEqual(target.pixel(x: 149, y: 20) & 0xFF, 0)
        XCTAssertEqual(target.pixel(x: 150, y: 20) & 0xFF, 255)
    }

    /// A new radius damages the panel and nothing else; a square moving behind the panel damages its own old and new
    /// places and the panel within the blur's reach of them; one moving far from the panel leaves the panel alone.
    func testDamageIsLimitedToThePanel() throws {
        let compositor = Compositor()
        let target = try XCTUnwrap(PixelSurface(width: size.width, height: size.height))
        compositor.render(scene(), into: target, bufferAge: 0)
        let panelPixels = DamageRect(x: 50, y: 40, width: 200, height: 120)

        let sharper = compositor.render(scene(blur: BackdropBlur(radius: 3)), into: target, bufferAge: 1)
        XCTAssertEqual(sharper.damage.bounds, panelPixels, "a new blur repaints the panel only")
        XCTAssertEqual(sharper.repainted.bounds, panelPixels)

        let unchanged = compositor.render(scene(blur: BackdropBlur(radius: 3)), into: target, bufferAge: 1)
        XCTAssertTrue(unchanged.damage.isEmpty, "nothing changed, nothing repainted")

        // The square moves from x 20 to 60, under the panel's left edge: reach is 3 × 3 + 2 × 1 = 11 pixels.
        let moved = compositor.render(scene(squareX: 60, blur: BackdropBlur(radius: 3)), into: target, bufferAge: 1)
        let square = DamageRect(x: 20, y: 70, width: 64, height: 24)
        let widened = DamageRect(x: 50, y: 59, width: 84 + 11 - 50, height: 24 + 22)
        let allowed = [square, widened]
        for rect in moved.damage.rects {
            XCTAssertTrue(allowed.contains { $0.contains(rect) } || square.union(widened).contains(rect), "\(rect) outside the square and its reach in the panel")
        }
        XCTAssertEqual(moved.damage.bounds, square.union(widened))

        // Far from the panel (the bottom-left corner, beyond the reach), the panel is not repainted.
        let away = compositor.render(scene(squareX: 60, cornerX: 12, blur: BackdropBlur(radius: 3)), into: target, bufferAge: 1)
        XCTAssertEqual(away.damage.bounds, DamageRect(x: 2, y: 180, width: 20, height: 10))
    }

    /// Frame after frame of content moving behind the panel, drawn incrementally into two buffers in turn, gives the
    /// pixels a compositor drawing each frame from scratch gives.
    func testTheIncrementalBackdropMatchesADrawingFromScratch() throws {
        let compositor = Compositor()
        compositor.renderThreads = 2
        let buffers = [try XCTUnwrap(PixelSurface(width: size.width, height: size.height)),
                       try XCTUnwrap(PixelSurface(width: size.width, height: size.height))]
        for frame in 0..<8 {
            let tree = scene(squareX: 10 + CGFloat(frame) * 17)
            let target = buffers[frame % 2]
            compositor.render(tree, into: target, bufferAge: frame < 2 ? 0 : 2)
            let fresh = try XCTUnwrap(PixelSurface(width: size.width, height: size.height))
            Compositor().render(tree, into: fresh)
            var differing = 0
            for y in 0..<size.height {
                for x in 0..<size.width where target.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(frame)")
        }
    }

    /// A backdrop layer's radius, saturation and tint reach the render side, and animate there.
    func testTheBackdropLayersPropertiesAnimateOnTheRenderSide() throws { try onMainActor {
        let clock = installManualClock()
        let layer = CABackdropLayer()
        layer.frame = CGRect(x: 50, y: 40, width: 200, height: 120)
        layer.blurRadius = 10
        layer.tintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        CATransaction.flush()
        XCTAssertEqual(layer.renderSnapshot().visual.backdrop, BackdropBlur(
            radius: 10, tint: PremultipliedColor(straightRed: 1, green: 1, blue: 1, alpha: 0.5)))
        let animation = CABasicAnimation(keyPath: "blurRadius")
        animation.fromValue = 0
        animation.toValue = 20
        animation.duration = 1
        layer.add(animation, forKey: "blur")
        CATransaction.flush()
        clock.advance(by: 0.25)
        XCTAssertEqual(try XCTUnwrap(layer.renderSnapshot().visual.backdrop?.radius), 5, accuracy: 1e-9)
        layer.blurRadius = 0
        layer.tintColor = nil
        layer.removeAllAnimations()
        CATransaction.flush()
        XCTAssertNil(layer.renderSnapshot().visual.backdrop, "no blur, no tint: nothing to draw")
    } }
}
