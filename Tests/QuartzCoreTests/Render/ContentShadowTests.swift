import QuartzCore
import XCTest

/// A shadow without `shadowPath` is cast by the layer's composited alpha: its sublayers' too.
final class ContentShadowTests: XCTestCase {
    /// A container with no drawing of its own holding a red square at (20, 20) and a blue circle
    /// at (80, 20), both 40 points, casting a black shadow moved by (6, 6).
    @MainActor
    private static func scene(radius: CGFloat, opacity: Float) -> CALayer {
        withoutActions {
            let root = TestImages.whiteRoot(width: 140, height: 80)
            let container = CALayer()
            container.frame = CGRect(x: 10, y: 10, width: 120, height: 60)
            container.shadowColor = .black
            container.shadowOpacity = opacity
            container.shadowOffset = CGSize(width: 6, height: 6)
            container.shadowRadius = radius
            let square = CALayer()
            square.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let circle = CAShapeLayer()
            circle.frame = CGRect(x: 70, y: 10, width: 40, height: 40)
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            circle.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            container.addSublayer(square)
            container.addSublayer(circle)
            root.addSublayer(container)
            return root
        }
    }

    func testALayerWithOnlySublayersCastsTheirShadow() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let rendering = try LayerRenderer(width: 140, height: 80)
        rendering.render(Self.scene(radius: 0, opacity: 1))
        XCTAssertEqual(rendering.pixel(25, 25), 0xFFFF_0000, "the square over its shadow")
        XCTAssertEqual(rendering.pixel(62, 40), 0xFF00_0000, "the square's shadow, 6 points right")
        XCTAssertEqual(rendering.pixel(40, 63), 0xFF00_0000, "and 6 points down")
        XCTAssertEqual(rendering.pixel(18, 40), 0xFFFF_FFFF, "nothing left of the square")
        XCTAssertEqual(rendering.pixel(124, 50), 0xFF00_0000, "the circle's shadow, beside the circle")
        XCTAssertEqual(rendering.pixel(123, 63), 0xFFFF_FFFF, "round: not in the corner of the circle's box")
        XCTAssertEqual(rendering.pixel(70, 25), 0xFFFF_FFFF, "nothing between them: no shadow of the container's bounds")
        return rendering.image
    }) }

    func testABlurredTranslucentSublayerShadow() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let rendering = try LayerRenderer(width: 140, height: 80)
        rendering.render(Self.scene(radius: 4, opacity: 0.5))
        XCTAssertEqual(rendering.pixel(25, 25), 0xFFFF_0000)
        XCTAssertEqual(rendering.pixel(62, 40) >> 8 & 0xFF, 0x80, accuracy: 8, "half-dark inside the shadow")
        XCTAssertGreaterThan(rendering.pixel(70, 25) & 0xFF, 0xF8, "nearly white between them")
        return rendering.image
    }) }

    func testAnUnchangedShadowedContainerRepaintsNothing() throws { try onMainActor {
        _ = installManualClock()
        let root = Self.scene(radius: 4, opacity: 0.5)
        let rendering = try LayerRenderer(width: 140, height: 80)
        rendering.render(root)
        XCTAssertEqual(rendering.render(root).pixelsTouched, 0)
    } }
}
