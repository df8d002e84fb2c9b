import QuartzCore
import XCTest

/// `CALayer.render(in:)` beyond plain layers: shadows (of the outline, of `shadowPath`, of the content), continuous
/// corners, the drawing classes, replicator instances, and transforms as far as a flat page shows them.
final class RenderInContextEffectsTests: XCTestCase {
    private static let red = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let blue = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    private static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A 160×120 white root: a card with a continuous-cornered clip and an outline shadow, a disc casting the
    /// shadow of its `shadowPath`, a container casting its shape sublayer's shadow, a gradient, a text layer, a
    /// replicator of three tinted bars, and a square turned about y without perspective (drawn narrowed).
    @MainActor
    private static func tree() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 56, height: 40)
        card.backgroundColor = red
        card.cornerRadius = 14
        card.cornerCurve = .continuous
        card.masksToBounds = true
        card.shadowOpacity = 0.6
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 0, height: 4)
        let inner = CALayer()
        inner.frame = CGRect(x: 28, y: 0, width: 28, height: 40)
        inner.backgroundColor = blue
        card.addSublayer(inner)
        root.addSublayer(card)

        let disc = CALayer()
        disc.frame = CGRect(x: 84, y: 10, width: 30, height: 30)
        disc.backgroundColor = CGColor(red: 0.95, green: 0.75, blue: 0.1, alpha: 1)
        disc.cornerRadius = 15
        disc.shadowOpacity = 0.8
        disc.shadowColor = blue
        disc.shadowRadius = 2
        disc.shadowOffset = CGSize(width: 6, height: 2)
        disc.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        root.addSublayer(disc)

        let container = CALayer()
        container.frame = CGRect(x: 124, y: 10, width: 30, height: 30)
        container.shadowOpacity = 1
        container.shadowRadius = 2
        container.shadowOffset = CGSize(width: 3, height: 3)
        let star = CAShapeLayer()
        star.frame = container.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 15, y: 2))
        path.addLine(to: CGPoint(x: 27, y: 27))
        path.addLine(to: CGPoint(x: 3, y: 27))
        path.closeSubpath()
        star.path = path
        star.fillColor = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        container.addSublayer(star)
        root.addSublayer(container)

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 64, width: 40, height: 44)
        gradient.colors = [red, blue]
        root.addSublayer(gradient)

        let text = CATextLayer()
        text.frame = CGRect(x: 56, y: 64, width: 40, height: 20)
        text.string = "Ab"
        text.fontSize = 16
        text.foregroundColor = black
        root.addSublayer(text)

        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 56, y: 90, width: 44, height: 20)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        replicator.instanceGreenOffset = 0.4
        replicator.instanceColor = CGColor(red: 1, green: 0.2, blue: 1, alpha: 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(bar)
        root.addSublayer(replicator)

        let turned = CALayer()
        turned.frame = CGRect(x: 112, y: 64, width: 36, height: 36)
        turned.backgroundColor = blue
        turned.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(turned)
        return root
    }

    func testRenderDrawsShadowsCornersDrawingsAndReplicas() throws {
        let image = try MainActor.assumeIsolated {
            _ = installManualClock()
            let root = Self.tree()
            CATransaction.flush()
            let image = try RenderInContextTests.rendered(root, scale: 2)
            // Under the card's bottom edge (y 50…54 points) its outline shadow darkens the white.
            XCTAssertLessThan(image.pixel(x: 76, y: 104) & 0xFF, 0xE0, "the card's shadow below it")
            // Right of the disc, its blue shadowPath shadow.
            let besideDisc = image.pixel(x: 2 * 116, y: 2 * 27)
            XCTAssertGreaterThan(besideDisc & 0xFF, (besideDisc >> 16) & 0xFF, "the disc's blue shadow")
            // The replicator's third bar: white times (1, 0.2 + 2·0.4, 1) = white.
            XCTAssertEqual(image.pixel(x: 2 * 89, y: 2 * 100), 0xFFFF_FFFF)
            XCTAssertEqual((image.pixel(x: 2 * 61, y: 2 * 100) >> 8) & 0xFF, 0x33, "the first bar's green is 0.2")
            // The square turned by π/3 about y shows half its width, centred.
            XCTAssertLessThanOrEqual(RenderInContextTests.channelDelta(image.pixel(x: 2 * 130, y: 2 * 82), 0xFF33_4DE6), 1, "blue in the middle")
            XCTAssertEqual(image.pixel(x: 2 * 114, y: 2 * 82), 0xFFFF_FFFF, "narrowed: its left quarter is empty")
            return image
        }
        assertSnapshot(image, named: "effects")
    }

    func testRenderAgreesWithTheCompositorOnEffects() throws { try onMainActor {
        _ = installManualClock()
        let root = Self.tree()
        let renderer = LayerRenderer(size: root.bounds.size, scale: 2)
        renderer.render(root)
        let composited = renderer.image
        let drawn = try RenderInContextTests.rendered(root, scale: 2)
        var differing = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                if RenderInContextTests.channelDelta(drawn.pixel(x: x, y: y), composited.pixel(x: x, y: y)) > 40 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, drawn.width * drawn.height / 100, "only antialiased edges may differ")
    } }

    /// Apple: "layers that use 3D transforms are not rendered". A placement with perspective is left out (with its
    /// sublayers); perspective alone on a container (`sublayerTransform.m34`) leaves flat sublayers as they are.
    func testLayersShownInPerspectiveAreNotRendered() throws { try onMainActor {
        _ = installManualClock()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        let stage = CALayer()
        stage.frame = root.bounds
        stage.sublayerTransform = perspective
        let flat = CALayer()
        flat.frame = CGRect(x: 4, y: 4, width: 32, height: 32)
        flat.backgroundColor = Self.red
        stage.addSublayer(flat)
        let tilted = CALayer()
        tilted.frame = CGRect(x: 44, y: 4, width: 32, height: 32)
        tilted.backgroundColor = Self.blue
        tilted.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let child = CALayer()
        child.frame = CGRect(x: 8, y: 8, width: 16, height: 16)
        child.backgroundColor = Self.red
        tilted.addSublayer(child)
        stage.addSublayer(tilted)
        root.addSublayer(stage)
        CATransaction.flush()
        let image = try RenderInContextTests.rendered(root, scale: 1)
        XCTAssertEqual(image.pixel(x: 20, y: 20), 0xFFE6_3333, "a flat layer under perspective alone is drawn")
        for x in 40..<80 {
            XCTAssertEqual(image.pixel(x: x, y: 20), 0xFFFF_FFFF, "the layer in perspective is not drawn (x \(x))")
        }
    } }
}
