import QuartzCore
import XCTest

/// `CALayer.mask`: the mask's composited alpha cuts the layer and its sublayers, wherever and
/// however the mask is drawn, with damage limited to what the mask changes.
final class MaskCompositionTests: XCTestCase {
    /// A 120×80 layer at (20, 10) in a white 160×100 root showing `contents` (or red), masked by `mask`.
    @MainActor
    private static func maskedScene(mask: CALayer, contents: CGImage? = nil) -> (root: CALayer, masked: CALayer) {
        withoutActions {
            let root = TestImages.whiteRoot(width: 160, height: 100)
            let masked = CALayer()
            masked.frame = CGRect(x: 20, y: 10, width: 120, height: 80)
            if let contents { masked.contents = contents } else { masked.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
            masked.mask = mask
            root.addSublayer(masked)
            return (root, masked)
        }
    }

    @MainActor
    private static func circleMask() -> CAShapeLayer {
        withoutActions {
            let circle = CAShapeLayer()
            circle.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
            circle.path = CGPath(ellipseIn: CGRect(x: 20, y: 0, width: 80, height: 80), transform: nil)
            return circle
        }
    }

    func testAGradientMaskFadesTheLayerAcross() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let gradient = withoutActions {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
            gradient.colors = [CGColor.black, CGColor.clear]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            return gradient
        }
        let (root, _) = Self.maskedScene(mask: gradient)
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(21, 50), 0xFFFF_0303, accuracy: 0x0000_0404, "opaque at the start")
        XCTAssertEqual(rendering.pixel(80, 50) >> 8 & 0xFF, 0x80, accuracy: 6, "half way: half the red over white")
        XCTAssertEqual(rendering.pixel(139, 50) >> 8 & 0xFF, 0xFC, accuracy: 3, "gone at the end")
        XCTAssertEqual(rendering.pixel(10, 50), 0xFFFF_FFFF, "outside the layer")
        return rendering.image
    }) }

    func testACircleShapeMasksAnImage() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let image = TestImages.stripes(width: 120, height: 80, stripe: 10)
        let (root, _) = Self.maskedScene(mask: Self.circleMask(), contents: image)
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(20 + 60, 10 + 40), image.pixel(x: 60, y: 40), "the image in the circle")
        XCTAssertEqual(rendering.pixel(20 + 25, 10 + 40), image.pixel(x: 25, y: 40), "just inside its left edge")
        XCTAssertEqual(rendering.pixel(20 + 15, 10 + 40), 0xFFFF_FFFF, "outside the circle, inside the layer")
        XCTAssertEqual(rendering.pixel(20 + 3, 10 + 3), 0xFFFF_FFFF, "the layer's corner")
        return rendering.image
    }) }

    func testAMovingGrowingMaskShowsWhereItIsAtEachTime() throws {
        let images = try MainActor.assumeIsolated { () throws -> [CGImage] in
        let clock = installManualClock()
        let square = withoutActions {
            let square = CALayer()
            square.backgroundColor = .black
            square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            square.position = CGPoint(x: 20, y: 40)
            return square
        }
        let image = TestImages.stripes(width: 120, height: 80, stripe: 10)
        let (root, _) = Self.maskedScene(mask: square, contents: image)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 20, y: 40)
        move.toValue = CGPoint(x: 100, y: 40)
        move.duration = 1
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = CGRect(x: 0, y: 0, width: 40, height: 40)
        grow.toValue = CGRect(x: 0, y: 0, width: 80, height: 80)
        grow.duration = 1
        square.add(move, forKey: "move")
        square.add(grow, forKey: "grow")
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)

        // At 0.25 s: centre x 40, 50 points wide and high, so local x and y 15…65.
        clock.advance(by: 0.25)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(20 + 15, 10 + 40), image.pixel(x: 15, y: 40))
        XCTAssertEqual(rendering.pixel(20 + 64, 10 + 16), image.pixel(x: 64, y: 16))
        XCTAssertEqual(rendering.pixel(20 + 14, 10 + 40), 0xFFFF_FFFF)
        XCTAssertEqual(rendering.pixel(20 + 65, 10 + 40), 0xFFFF_FFFF)
        let quarter = rendering.image

        // At 0.75 s: centre x 80, 70 points: local x 45…115, y 5…75.
        clock.advance(by: 0.5)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(20 + 45, 10 + 5), image.pixel(x: 45, y: 5))
        XCTAssertEqual(rendering.pixel(20 + 114, 10 + 74), image.pixel(x: 114, y: 74))
        XCTAssertEqual(rendering.pixel(20 + 44, 10 + 40), 0xFFFF_FFFF)
        XCTAssertEqual(rendering.pixel(20 + 80, 10 + 4), 0xFFFF_FFFF)
        return [quarter, rendering.image]
        }
        assertSnapshot(images[0], named: "testAMovingGrowingMaskAt0.25s")
        assertSnapshot(images[1], named: "testAMovingGrowingMaskAt0.75s")
    }

    func testAMaskedLayerRotatesInPerspectiveWithItsMask() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let image = TestImages.stripes(width: 120, height: 80, stripe: 10)
        let (root, masked) = Self.maskedScene(mask: Self.circleMask(), contents: image)
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 300
        withoutActions { masked.transform = CATransform3DRotate(transform, .pi / 3.5, 0, 1, 0) }
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(80, 50) & 0xFF00_0000, 0xFF00_0000)
        XCTAssertNotEqual(rendering.pixel(80, 50), 0xFFFF_FFFF, "the centre stays on the axis and in the circle")
        XCTAssertEqual(rendering.pixel(62, 14), 0xFFFF_FFFF, "beside the ellipse's top, though inside the turned layer")
        return rendering.image
    }) }

    func testAMaskedLayerTurnedAwayIsCulledWhenSingleSided() throws { try onMainActor {
        _ = installManualClock()
        let (root, masked) = Self.maskedScene(mask: Self.circleMask())
        withoutActions {
            masked.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
            masked.isDoubleSided = false
        }
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(80, 50), 0xFFFF_FFFF)
    } }

    func testMovingAMaskDamagesTheOldAndNewMaskedAreasOnly() throws {
        func scene(maskAt origin: CGPoint) -> RenderLayer {
            var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
            var masked = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            masked.visual.backgroundColor = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
            var mask = RenderLayer(id: 3, frame: CGRect(origin: origin, size: CGSize(width: 20, height: 20)))
            mask.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
            masked.mask = mask
            root.sublayers = [masked]
            return root
        }
        let target = try XCTUnwrap(PixelSurface(width: 200, height: 120))
        let compositor = Compositor()
        compositor.render(scene(maskAt: CGPoint(x: 10, y: 10)), into: target)
        XCTAssertEqual(target.pixel(x: 15, y: 15), 0xFFFF_0000)
        XCTAssertEqual(target.pixel(x: 55, y: 15), 0xFFFF_FFFF)
        let frame = compositor.render(scene(maskAt: CGPoint(x: 50, y: 10)), into: target, bufferAge: 1)
        XCTAssertEqual(frame.damage.area, 2 * 20 * 20, "the old and new 20×20 masked squares: \(frame.damage.rects)")
        XCTAssertEqual(frame.repainted.area, 2 * 20 * 20)
        XCTAssertEqual(target.pixel(x: 15, y: 15), 0xFFFF_FFFF, "the old place shows the background again")
        XCTAssertEqual(target.pixel(x: 55, y: 15), 0xFFFF_0000)
        // Moving the mask out of the layer leaves nothing drawn but the old place.
        let away = compositor.render(scene(maskAt: CGPoint(x: 150, y: 10)), into: target, bufferAge: 1)
        XCTAssertEqual(away.damage.area, 20 * 20)
    }

    func testAnUnchangedMaskedLayerRepaintsNothing() throws { try onMainActor {
        _ = installManualClock()
        let image = TestImages.stripes(width: 120, height: 80, stripe: 10)
        let (root, _) = Self.maskedScene(mask: Self.circleMask(), contents: image)
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        let idle = rendering.render(root)
        XCTAssertTrue(idle.damage.isEmpty)
        XCTAssertEqual(idle.pixelsTouched, 0)
    } }

    func testChangingTheMaskModelDamagesTheMaskedArea() throws { try onMainActor {
        _ = installManualClock()
        let image = TestImages.stripes(width: 120, height: 80, stripe: 10)
        let mask = Self.circleMask()
        let (root, masked) = Self.maskedScene(mask: mask, contents: image)
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        withoutActions { mask.path = CGPath(ellipseIn: CGRect(x: 40, y: 20, width: 40, height: 40), transform: nil) }
        let frame = rendering.render(root)
        XCTAssertEqual(rendering.pixel(20 + 25, 10 + 40), 0xFFFF_FFFF, "outside the smaller circle now")
        XCTAssertEqual(frame.damage.bounds, DamageRect(x: 20, y: 10, width: 120, height: 80), "the masked layer, no more")
        // Removing the mask shows the whole layer.
        withoutActions { masked.mask = nil }
        rendering.render(root)
        XCTAssertEqual(rendering.pixel(20 + 3, 10 + 3), image.pixel(x: 3, y: 3))
    } }
}
