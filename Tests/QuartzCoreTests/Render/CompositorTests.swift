import QuartzCore
import XCTest

/// The render side on plain trees: pixels where layers are, and damage only where they changed.
final class CompositorTests: XCTestCase {
    private let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)

    private func scene(squareAt origin: CGPoint) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.visual.backgroundColor = white
        var square = RenderLayer(id: 2, frame: CGRect(origin: origin, size: CGSize(width: 10, height: 10)))
        square.visual.backgroundColor = red
        root.sublayers = [square]
        return root
    }

    func testLayersLandWhereTheirFramesSay() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        Compositor().render(scene(squareAt: CGPoint(x: 20, y: 30)), into: target)
        XCTAssertEqual(target.pixel(x: 20, y: 30), red.argb32)
        XCTAssertEqual(target.pixel(x: 29, y: 39), red.argb32)
        XCTAssertEqual(target.pixel(x: 30, y: 40), white.argb32)
        XCTAssertEqual(target.pixel(x: 19, y: 30), white.argb32)
    }

    func testAScaleChangeRedrawsTheBitmapsAtTheNewScale() throws {
        var rounded = RenderLayer(id: 3, frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        rounded.visual.backgroundColor = red
        rounded.visual.cornerRadius = 6
        var root = scene(squareAt: CGPoint(x: 0, y: 0))
        root.sublayers = [rounded]
        let compositor = Compositor()
        compositor.render(root, into: try XCTUnwrap(PixelSurface(width: 100, height: 80)))
        compositor.scale = 2
        let target = try XCTUnwrap(PixelSurface(width: 200, height: 160))
        compositor.render(root, into: target)
        XCTAssertEqual(target.pixel(x: 100, y: 100), red.argb32, "the layer's middle, drawn at twice the pixels")
        XCTAssertEqual(target.pixel(x: 42, y: 60), red.argb32, "its left edge at 2 × 20 pt")
        XCTAssertEqual(target.pixel(x: 38, y: 60), white.argb32)
    }

    func testScaleDrawsAtDevicePixels() throws {
        let target = try XCTUnwrap(PixelSurface(width: 200, height: 160))
        Compositor(scale: 2).render(scene(squareAt: CGPoint(x: 20, y: 30)), into: target)
        XCTAssertEqual(target.pixel(x: 40, y: 60), red.argb32)
        XCTAssertEqual(target.pixel(x: 59, y: 79), red.argb32)
        XCTAssertEqual(target.pixel(x: 60, y: 80), white.argb32)
    }

    func testAnUnchangedTreeTouchesNoPixels() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.render(scene(squareAt: CGPoint(x: 20, y: 30)), into: target)
        let idle = compositor.render(scene(squareAt: CGPoint(x: 20, y: 30)), into: target, bufferAge: 1)
        XCTAssertTrue(idle.damage.isEmpty)
        XCTAssertEqual(idle.pixelsTouched, 0)
    }

    func testMovingOneLayerDamagesItsOldAndNewPlaceOnly() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.render(scene(squareAt: CGPoint(x: 20, y: 30)), into: target)
        let frame = compositor.render(scene(squareAt: CGPoint(x: 60, y: 30)), into: target, bufferAge: 1)
        XCTAssertEqual(frame.damage.area, 200)
        XCTAssertEqual(target.pixel(x: 20, y: 30), white.argb32, "the old place is repainted")
        XCTAssertEqual(target.pixel(x: 60, y: 30), red.argb32)
    }

    func testAnOlderBufferGetsEveryChangeSinceItWasShown() throws {
        let front = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let back = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        let compositor = Compositor()
        compositor.render(scene(squareAt: CGPoint(x: 0, y: 0)), into: front)
        compositor.render(scene(squareAt: CGPoint(x: 40, y: 0)), into: back)
        // `front` shows the square at x=0; two frames later it must lose it and show x=80.
        let frame = compositor.render(scene(squareAt: CGPoint(x: 80, y: 0)), into: front, bufferAge: 2)
        XCTAssertEqual(front.pixel(x: 0, y: 0), white.argb32)
        XCTAssertEqual(front.pixel(x: 40, y: 0), white.argb32)
        XCTAssertEqual(front.pixel(x: 80, y: 0), red.argb32)
        XCTAssertEqual(frame.damage.area, 200, "the display server hears only this frame's change")
    }

    func testOpacityMultipliesDownTheTree() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        var root = scene(squareAt: CGPoint(x: 0, y: 0))
        root.visual.backgroundColor = nil
        root.opacity = 0.5
        Compositor().render(root, into: target)
        XCTAssertEqual(target.pixel(x: 5, y: 5), PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5).argb32)
    }

    func testZPositionOrdersSiblings() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        var a = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.visual.backgroundColor = red
        a.zPosition = 1
        var b = RenderLayer(id: 3, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.visual.backgroundColor = blue
        root.sublayers = [a, b]
        Compositor().render(root, into: target)
        XCTAssertEqual(target.pixel(x: 5, y: 5), red.argb32, "higher zPosition draws on top despite coming first")
    }

    func testBackFacingSingleSidedLayersAreCulled() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        var root = scene(squareAt: CGPoint(x: 40, y: 30))
        root.sublayers[0].transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        Compositor().render(root, into: target)
        XCTAssertEqual(target.pixel(x: 45, y: 35), red.argb32, "double-sided: the back shows")
        root.sublayers[0].isDoubleSided = false
        Compositor().render(root, into: target)
        XCTAssertEqual(target.pixel(x: 45, y: 35), white.argb32)
    }

    func testRotatedLayersAreFilteredWithSoftEdges() throws {
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 80))
        var root = scene(squareAt: CGPoint(x: 30, y: 20))
        root.sublayers[0].bounds.size = CGSize(width: 40, height: 40)
        root.sublayers[0].transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        Compositor().render(root, into: target)
        let center = target.pixel(x: 40, y: 30)
        XCTAssertEqual(center, red.argb32)
        // Along the rotated edge some pixel must be a blend of red and white (antialiasing).
        let edgeRow = (0..<100).map { target.pixel(x: $0, y: 30) }
        XCTAssertTrue(edgeRow.contains { $0 != red.argb32 && $0 != white.argb32 })
    }
}

/// Group opacity: a faded layer's sublayers are flattened first, so overlaps do not show through.
final class GroupOpacityTests: XCTestCase {
    func testOverlappingSublayersFadeAsOneImage() throws {
        let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.visual.backgroundColor = white
        var group = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        group.opacity = 0.5
        var under = RenderLayer(id: 3, frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        under.visual.backgroundColor = red
        var over = RenderLayer(id: 4, frame: CGRect(x: 30, y: 10, width: 40, height: 40))
        over.visual.backgroundColor = blue
        group.sublayers = [under, over]
        root.sublayers = [group]
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 60))
        Compositor().render(root, into: target)
        // Where they overlap only the blue shows, half over white: no red shows through.
        let overlap = target.pixel(x: 40, y: 20)
        XCTAssertEqual(overlap >> 16 & 0xFF, 0x80, accuracy: 1, "red: only the white's half")
        XCTAssertEqual(overlap & 0xFF, 0xFF, "blue: half blue plus half white")
        let redOnly = target.pixel(x: 15, y: 20)
        XCTAssertEqual(redOnly >> 8 & 0xFF, 0x80, accuracy: 1, "half red over white")
    }

    func testAChangeInsideAGroupRepaintsIt() throws {
        let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        func scene(x: CGFloat) -> RenderLayer {
            var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            root.visual.backgroundColor = white
            var group = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            group.opacity = 0.5
            var box = RenderLayer(id: 3, frame: CGRect(x: x, y: 10, width: 10, height: 10))
            box.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
            group.sublayers = [box]
            root.sublayers = [group]
            return root
        }
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 60))
        let compositor = Compositor()
        compositor.render(scene(x: 10), into: target)
        let frame = compositor.render(scene(x: 50), into: target, bufferAge: 1)
        XCTAssertFalse(frame.damage.isEmpty)
        XCTAssertEqual(target.pixel(x: 15, y: 15), white.argb32, "the old place repainted")
        XCTAssertEqual(target.pixel(x: 55, y: 15) & 0xFF, 0x80, accuracy: 1, "the new place half dark")
    }
}

/// masksToBounds cuts sublayers to rounded corners and to rotated bounds.
final class ShapedClipTests: XCTestCase {
    private func scene(radius: CGFloat, rotation: CGFloat) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var card = RenderLayer(id: 2, frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        card.masksToBounds = true
        card.visual.cornerRadius = radius
        card.transform = CATransform3DMakeRotation(rotation, 0, 0, 1)
        var fill = RenderLayer(id: 3, frame: CGRect(x: -20, y: -20, width: 120, height: 120))
        fill.visual.backgroundColor = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.sublayers = [fill]
        root.sublayers = [card]
        return root
    }

    func testRoundedCornersCutTheSublayers() throws {
        let target = try XCTUnwrap(PixelSurface(width: 120, height: 120))
        Compositor().render(scene(radius: 20, rotation: 0), into: target)
        XCTAssertEqual(target.pixel(x: 21, y: 21), 0xFFFF_FFFF, "outside the rounded corner")
        XCTAssertEqual(target.pixel(x: 60, y: 60), 0xFFFF_0000)
        XCTAssertEqual(target.pixel(x: 60, y: 21), 0xFFFF_0000, "the straight edge is not cut")
        XCTAssertEqual(target.pixel(x: 10, y: 60), 0xFFFF_FFFF, "outside the bounds")
    }

    func testRotatedBoundsCutTheSublayers() throws {
        let target = try XCTUnwrap(PixelSurface(width: 120, height: 120))
        Compositor().render(scene(radius: 0, rotation: .pi / 4), into: target)
        // The card's corners point up, down, left and right now: its bounding box's corners are outside.
        XCTAssertEqual(target.pixel(x: 10, y: 10), 0xFFFF_FFFF)
        XCTAssertEqual(target.pixel(x: 60, y: 60), 0xFFFF_0000)
        XCTAssertEqual(target.pixel(x: 60, y: 8), 0xFFFF_0000, "the top corner, inside the diamond")
    }
}

/// Shadows: under the layer, offset and blurred, drawn once and cached.
final class ShadowTests: XCTestCase {
    func testAShadowFallsBelowTheLayerAndFadesOut() throws {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var card = RenderLayer(id: 2, frame: CGRect(x: 30, y: 30, width: 60, height: 40))
        card.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.shadow = ShadowDrawing(
            outline: CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil).elements,
            color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.5), offset: CGSize(width: 0, height: 10), radius: 4)
        root.sublayers = [card]
        let target = try XCTUnwrap(PixelSurface(width: 120, height: 120))
        let compositor = Compositor()
        compositor.render(root, into: target)
        func gray(_ x: Int, _ y: Int) -> UInt32 { target.pixel(x: x, y: y) & 0xFF }
        XCTAssertEqual(gray(60, 50), 0xFF, "the card itself covers its shadow")
        XCTAssertLessThan(gray(60, 76), 0xC0, "shadow just below the card")
        XCTAssertEqual(gray(60, 25), 0xFF, "nothing above: the offset is downwards")
        XCTAssertEqual(gray(60, 110), 0xFF, "faded out well below")
        // Moving the card moves its cached shadow without redrawing it.
        root.sublayers[0].position.x += 5
        let frame = compositor.render(root, into: target, bufferAge: 1)
        XCTAssertFalse(frame.damage.isEmpty)
        XCTAssertLessThan(gray(65, 76), 0xC0)
    }
}

/// An opaque rounded layer hides what is under its interior, never under its corners.
final class RoundedOcclusionTests: XCTestCase {
    func testCornersStillShowWhatIsUnder() throws {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var under = RenderLayer(id: 2, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        under.visual.backgroundColor = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        var card = RenderLayer(id: 3, frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.visual.cornerRadius = 20
        root.sublayers = [under, card]
        let target = try XCTUnwrap(PixelSurface(width: 100, height: 100))
        let compositor = Compositor()
        compositor.render(root, into: target)
        root.sublayers[1].position.x += 1  // a second, incremental frame uses the occlusion
        compositor.render(root, into: target, bufferAge: 1)
        XCTAssertEqual(target.pixel(x: 12, y: 12), 0xFFFF_0000, "the rounded corner shows the red under it")
        XCTAssertEqual(target.pixel(x: 51, y: 50), 0xFFFF_FFFF)
        XCTAssertEqual(target.pixel(x: 5, y: 50), 0xFFFF_0000)
    }
}

/// A buffer of unknown content is painted whole even when nothing changed: a window answering a
/// configure with a new buffer must not show garbage.
final class FreshBufferTests: XCTestCase {
    func testANewBufferIsPaintedEvenWithoutChanges() throws {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        let compositor = Compositor()
        let first = try XCTUnwrap(PixelSurface(width: 40, height: 40))
        compositor.render(root, into: first)
        let fresh = try XCTUnwrap(PixelSurface(width: 40, height: 40))
        let frame = compositor.render(root, into: fresh, bufferAge: 0)
        XCTAssertTrue(frame.damage.isEmpty, "nothing changed on screen")
        XCTAssertEqual(fresh.pixel(x: 20, y: 20), 0xFF00_00FF, "but the new buffer shows the tree")
    }
}

/// Stretched contents sample their own edge pixels at the layer's edges, as Core Animation's
/// clamped textures do.
final class StretchedContentsTests: XCTestCase {
    /// A 100×60 layer showing a 16×16 opaque image stretched (`resize`), over a black or a white
    /// clear color: an opaque image hides what is under it to its last row and column.
    private func render(over clear: PremultipliedColor) throws -> PixelSurface {
        let image = try XCTUnwrap(PixelSurface(width: 16, height: 16))
        image.fill(image.bounds, with: PremultipliedColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1))
        image.fill(DamageRect(x: 8, y: 0, width: 8, height: 16), with: PremultipliedColor(red: 0.1, green: 0.4, blue: 0.8, alpha: 1))
        image.isKnownOpaque = true
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 140, height: 100))
        var layer = RenderLayer(id: 2, frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        layer.visual.contents = RenderBitmap(surface: image, isOpaque: true)
        root.sublayers = [layer]
        root.visual.backgroundColor = nil
        let target = try XCTUnwrap(PixelSurface(width: 140, height: 100))
        Compositor(clearColor: clear).render(root, into: target)
        return target
    }

    func testAnOpaqueImageStretchedStaysOpaqueToItsEdges() throws {
        let overBlack = try render(over: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1))
        let overWhite = try render(over: PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1))
        var differing: [String] = []
        for y in 20..<80 {
            for x in 20..<120 where overBlack.pixel(x: x, y: y) != overWhite.pixel(x: x, y: y) { differing.append("\(x),\(y)") }
        }
        XCTAssertEqual(differing.count, 0, "pixels of the layer showing what is under it: \(differing.prefix(8))")
        XCTAssertEqual(overBlack.pixel(x: 20, y: 20) >> 24, 0xFF)
        XCTAssertEqual(overBlack.pixel(x: 119, y: 79) >> 24, 0xFF)
    }
}
