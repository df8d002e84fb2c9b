import QuartzCore
import XCTest

/// A flipped layer draws its sublayers mirrored within its bounds, on the compositor and through `render(in:)` alike:
/// bars placed from y 0 stand on the bottom edge, as a macOS chart would place them.
final class GeometryFlipRenderTests: XCTestCase {
    /// A 120 × 80 light chart, flipped: bars 30 and 60 high from y 0, and a green card near the top whose small dark
    /// square sits at the card's origin (its bottom left, as the card's space is mirrored too).
    @MainActor
    private static func chart() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        root.isGeometryFlipped = true
        let bars = [(30, CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)), (60, CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1))]
        for (index, (height, color)) in bars.enumerated() {
            let bar = CALayer()
            bar.frame = CGRect(x: 10 + 25 * index, y: 0, width: 20, height: height)
            bar.backgroundColor = color
            root.addSublayer(bar)
        }
        let card = CALayer()
        card.frame = CGRect(x: 70, y: 40, width: 40, height: 30)
        card.backgroundColor = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        let corner = CALayer()
        corner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        corner.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        card.addSublayer(corner)
        root.addSublayer(card)
        return root
    }

    func testTheCompositorDrawsSublayersMirrored() {
        let image = MainActor.assumeIsolated {
            _ = installManualClock()
            let renderer = LayerRenderer(size: CGSize(width: 120, height: 80))
            renderer.render(Self.chart())
            // The red bar fills y 50…80 (its 30 points from the bottom), the blue one y 20…80.
            Self.assertColor(renderer.pixel(15, 75), 0xFFE6_3333)
            Self.assertColor(renderer.pixel(15, 45), 0xFFF2_F2E6, "above the red bar: the background")
            Self.assertColor(renderer.pixel(40, 25), 0xFF33_4DE6)
            // The card covers y 10…40; its corner square is at its bottom left, y 30…40.
            Self.assertColor(renderer.pixel(75, 35), 0xFF1A_1A1A)
            Self.assertColor(renderer.pixel(75, 15), 0xFF1A_B34D)
            return renderer.image
        }
        assertSnapshot(image, named: "flippedChart")
    }

    private static func assertColor(_ pixel: UInt32, _ expected: UInt32, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(RenderInContextTests.channelDelta(pixel, expected), 1, message, file: file, line: line)
    }

    func testRenderInContextAgreesWithTheCompositor() throws { try onMainActor {
        _ = installManualClock()
        let root = Self.chart()
        let renderer = LayerRenderer(size: root.bounds.size)
        renderer.render(root)
        let drawn = try RenderInContextTests.rendered(root)
        for (x, y) in [(15, 75), (15, 45), (40, 25), (75, 35), (75, 15), (100, 75)] {
            XCTAssertLessThanOrEqual(RenderInContextTests.channelDelta(drawn.pixel(x: x, y: y), renderer.pixel(x, y)), 1, "at (\(x), \(y))")
        }
    } }
}
