import QuartzCore
import XCTest

/// A layer that draws itself, as iOS subclasses override `draw(in:)`: a green disc.
private final class DiscLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1))
        ctx.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
    }
}

/// `CALayer.render(in:)` draws the model tree into a bitmap context: against a reference picture, and against the
/// compositor's picture of the same tree where the two should agree.
final class RenderInContextTests: XCTestCase {
    private static let red = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let blue = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)

    /// A 120×90 white root holding a rounded card that clips an image and a rotated translucent square, a shape,
    /// a self-drawing layer, a masked square and a hidden layer.
    @MainActor
    private static func tree(border: Bool) -> CALayer {
        let root = TestImages.whiteRoot(width: 120, height: 90)
        let card = CALayer()
        card.frame = CGRect(x: 8, y: 8, width: 60, height: 44)
        card.backgroundColor = red
        card.cornerRadius = 10
        card.masksToBounds = true
        if border {
            card.borderWidth = 3
            card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        }
        let picture = CALayer()
        picture.frame = CGRect(x: 4, y: 4, width: 30, height: 20)
        picture.contents = TestImages.stripes(width: 16, height: 8, stripe: 4)
        picture.contentsGravity = .resizeAspect
        card.addSublayer(picture)
        let tilted = CALayer()
        tilted.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        tilted.position = CGPoint(x: 52, y: 36)
        tilted.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        tilted.backgroundColor = blue
        tilted.opacity = 0.6
        card.addSublayer(tilted)
        root.addSublayer(card)

        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 76, y: 8, width: 36, height: 36)
        shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 32, height: 32), transform: nil)
        shape.fillColor = CGColor(red: 0.95, green: 0.7, blue: 0.1, alpha: 1)
        shape.strokeColor = blue
        shape.lineWidth = 2
        root.addSublayer(shape)

        let disc = DiscLayer()
        disc.frame = CGRect(x: 8, y: 58, width: 28, height: 28)
        disc.setNeedsDisplay()
        root.addSublayer(disc)

        let masked = CALayer()
        masked.frame = CGRect(x: 44, y: 58, width: 28, height: 28)
        masked.backgroundColor = blue
        let mask = CAShapeLayer()
        mask.frame = masked.bounds
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 28, height: 28), transform: nil)
        masked.mask = mask
        root.addSublayer(masked)

        let hidden = CALayer()
        hidden.frame = CGRect(x: 80, y: 56, width: 30, height: 30)
        hidden.backgroundColor = red
        hidden.isHidden = true
        root.addSublayer(hidden)
        return root
    }

    /// The tree drawn by `render(in:)` into a bitmap of its root's size at `scale`.
    @MainActor
    static func rendered(_ root: CALayer, scale: CGFloat = 1) throws -> CGImage {
        let context = try XCTUnwrap(CGContext(pixelWidth: Int(root.bounds.width * scale),
                                              pixelHeight: Int(root.bounds.height * scale), scale: scale))
        root.render(in: context)
        return try XCTUnwrap(context.makeImage())
    }

    func testRenderDrawsTheModelTree() throws {
        let image = try MainActor.assumeIsolated {
            _ = installManualClock()
            let root = Self.tree(border: true)
            CATransaction.flush()
            return try Self.rendered(root)
        }
        assertSnapshot(image)
    }

    func testRenderDrawsModelValuesNotAnimations() throws { try onMainActor {
        _ = installManualClock()
        let root = TestImages.whiteRoot(width: 20, height: 20)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = Self.red
        root.addSublayer(square)
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 10
        square.add(fade, forKey: "fade")
        CATransaction.flush()
        let image = try Self.rendered(root)
        XCTAssertEqual(image.pixel(x: 10, y: 10), 0xFFE6_3333, "the model's red, not the animation's transparency")
    } }

    func testRenderAgreesWithTheCompositor() throws { try onMainActor {
        _ = installManualClock()
        let root = Self.tree(border: false)
        let renderer = LayerRenderer(size: root.bounds.size)
        renderer.render(root)
        let composited = renderer.image
        let drawn = try Self.rendered(root)
        var differing = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width where Self.channelDelta(drawn.pixel(x: x, y: y), composited.pixel(x: x, y: y)) > 40 {
                differing += 1
            }
        }
        XCTAssertLessThan(differing, drawn.width * drawn.height / 50, "only antialiased edges may differ")
    } }

    /// The largest difference between two premultiplied ARGB pixels' channels.
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16, 24].map { shift in abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) }.max()!
    }
}
