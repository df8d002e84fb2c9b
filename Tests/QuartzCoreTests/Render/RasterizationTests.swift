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

    /// A 48×32 white root holding a rasterized card at `rasterizationScale`: a thin ring and a one-pixel stripe
    /// pattern (at `contentsScale` 2) that only a bitmap of two pixels a point keeps sharp.
    @MainActor
    private static func fineScene(rasterizationScale: CGFloat) -> (root: CALayer, card: CALayer) {
        let root = TestImages.whiteRoot(width: 48, height: 32)
        let card = CALayer()
        card.frame = CGRect(x: 4, y: 4, width: 40, height: 24)
        card.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.6, alpha: 1)
        card.shouldRasterize = true
        card.rasterizationScale = rasterizationScale
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 2, y: 2, width: 20, height: 20)
        ring.path = CGPath(ellipseIn: CGRect(x: 1, y: 1, width: 18, height: 18), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 1)
        ring.lineWidth = 1
        ring.contentsScale = 2
        card.addSublayer(ring)
        let stripes = CALayer()
        stripes.frame = CGRect(x: 26, y: 4, width: 10, height: 16)
        stripes.contents = TestImages.stripes(width: 20, height: 32, stripe: 1)
        stripes.contentsScale = 2
        card.addSublayer(stripes)
        root.addSublayer(card)
        return (root, card)
    }

    /// At scale 2 the default `rasterizationScale` of 1 caches a bitmap of one pixel a point, magnified when
    /// composited (soft, as on iOS); the screen's scale caches two and matches the unrasterized drawing.
    func testRasterizationScaleSetsTheBitmapsResolution() {
        let images: [CGFloat: CGImage] = MainActor.assumeIsolated {
        _ = installManualClock()
        var images: [CGFloat: CGImage] = [:]
        for scale: CGFloat in [1, 2] {
            let (root, card) = withoutActions { Self.fineScene(rasterizationScale: scale) }
            let renderer = LayerRenderer(size: root.bounds.size, scale: 2)
            renderer.render(root)
            let bitmap = renderer.compositor.groupBackings[card.renderID]?.surface
            // The 40×24-point card, with a pixel of room for antialiased edges on each side.
            XCTAssertEqual(bitmap.map { [$0.width, $0.height] }, [41 * Int(scale), 25 * Int(scale)],
                           "the cached bitmap holds \(scale) pixels a point")
            images[scale] = renderer.image
        }
        let (plainRoot, plainCard) = withoutActions { Self.fineScene(rasterizationScale: 2) }
        withoutActions { plainCard.shouldRasterize = false }
        let plain = LayerRenderer(size: plainRoot.bounds.size, scale: 2)
        plain.render(plainRoot)
        XCTAssertLessThanOrEqual(Self.worstChannelDifference(images[2]!, plain.image), 2, "crisp: as drawn without rasterizing")
        XCTAssertGreaterThan(Self.worstChannelDifference(images[1]!, plain.image), 60, "soft: the stripes blur together")
        return images
        }
        assertSnapshot(images[1]!, named: "rasterizationScaleSoft")
        assertSnapshot(images[2]!, named: "rasterizationScaleCrisp")
    }

    func testChangingRasterizationScaleRedrawsTheBitmap() { onMainActor {
        _ = installManualClock()
        let (root, card) = withoutActions { Self.fineScene(rasterizationScale: 1) }
        let renderer = LayerRenderer(size: root.bounds.size, scale: 2)
        renderer.render(root)
        let soft = renderer.compositor.groupBackings[card.renderID]?.surface
        XCTAssertEqual(soft?.width, 41)
        renderer.render(root)
        XCTAssertTrue(renderer.compositor.groupBackings[card.renderID]?.surface === soft, "an unchanged layer keeps its bitmap")
        withoutActions { card.rasterizationScale = 2 }
        renderer.render(root)
        let crisp = renderer.compositor.groupBackings[card.renderID]?.surface
        XCTAssertFalse(crisp === soft, "a new rasterizationScale draws the bitmap again")
        XCTAssertEqual(crisp?.width, 82)
    } }

    /// The largest difference of one channel between two images of one size.
    private static func worstChannelDifference(_ a: CGImage, _ b: CGImage) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
            }
        }
        return worst
    }
}
