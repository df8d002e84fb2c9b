@testable import QuartzCore
import XCTest

/// `shouldRasterize`: the layer and its sublayers drawn once into a cached group bitmap, reused while the layer
/// only moves or fades and drawn again when something inside changes.
final class RasterizationTests: XCTestCase {
    /// A 120×80 white root holding a rounded card with two sublayers, rasterized or not.
    @MainActor
    private static func scene(rasterized: Bool) -> (root: CALayer, card: CALayer, badge: CALayer) {
        let root = TestImages.whiteRoot(width: 120, height: 80)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        card.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        card.cornerRadius = 8
        card.shouldRasterize = rasterized
        card.rasterizationScale = 1
        let badge = CALayer()
        badge.frame = CGRect(x: 6, y: 6, width: 20, height: 20)
        badge.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
        badge.cornerRadius = 10
        card.addSublayer(badge)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 30, y: 28, width: 24, height: 4)
        stripe.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        card.addSublayer(stripe)
        root.addSublayer(card)
        return (root, card, badge)
    }

    func testDeclarationsDefaultAsApple() { onMainActor {
        let layer = CALayer()
        XCTAssertFalse(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 1)
        layer.setValue(true, forKey: "shouldRasterize")
        layer.setValue(2.0, forKey: "rasterizationScale")
        XCTAssertEqual(layer.value(forKey: "shouldRasterize") as? Bool, true)
        XCTAssertEqual(layer.rasterizationScale, 2)
    } }

    func testMovingReusesTheBitmapAndAChangeInsideRedrawsIt() { onMainActor {
        _ = installManualClock()
        let (root, card, badge) = withoutActions { Self.scene(rasterized: true) }
        let renderer = LayerRenderer(size: root.bounds.size)
        renderer.render(root)
        let first = renderer.compositor.groupBackings[card.renderID]?.surface
        XCTAssertNotNil(first, "the rasterized card is drawn as a group")
        withoutActions {
            card.position.x += 30
            card.opacity = 0.7
        }
        renderer.render(root)
        XCTAssertTrue(renderer.compositor.groupBackings[card.renderID]?.surface === first,
                      "moving and fading the card reuses its bitmap")
        XCTAssertEqual(renderer.pixel(80, 40) & 0xFF00_0000, 0xFF00_0000)
        withoutActions { badge.backgroundColor = CGColor(red: 0.1, green: 0.8, blue: 0.2, alpha: 1) }
        renderer.render(root)
        let redrawn = renderer.compositor.groupBackings[card.renderID]?.surface
        XCTAssertNotNil(redrawn)
        XCTAssertFalse(redrawn === first, "a change inside the card draws its bitmap again")
    } }

    func testRasterizedPixelsMatchTheUnrasterizedDrawing() { onMainActor {
        _ = installManualClock()
        var images: [CGImage] = []
        for rasterized in [false, true] {
            let (root, card, _) = withoutActions { Self.scene(rasterized: rasterized) }
            withoutActions { card.setAffineTransform(CGAffineTransform(rotationAngle: 0.2)) }
            let renderer = LayerRenderer(size: root.bounds.size)
            renderer.render(root)
            images.append(renderer.image)
        }
        var worst = 0
        for y in 0..<images[0].height {
            for x in 0..<images[0].width {
                let a = images[0].pixel(x: x, y: y), b = images[1].pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 48, "rasterized and direct drawing agree but for resampled edges")
    } }
}
