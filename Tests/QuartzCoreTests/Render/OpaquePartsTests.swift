import Foundation
import XCTest
@testable import QuartzCore

/// The measured opaque rectangles of cached bitmaps: a rounded card's cross, which hides what is
/// under it and is copied rather than blended, with the same pixels as drawing everything.
final class OpaquePartsTests: XCTestCase {
    private func roundedCard() throws -> PixelSurface {
        var visual = RenderVisual()
        visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        visual.cornerRadius = 12
        return try XCTUnwrap(VisualPainter.paint(visual, bounds: CGRect(x: 0, y: 0, width: 100, height: 60), scale: 1))
    }

    func testRoundedRectangleGivesItsCrossOfOpaquePixels() throws {
        let surface = try roundedCard()
        let parts = OpaqueParts.of(surface)
        XCTAssertEqual(parts.count, 3)
        for (index, part) in parts.enumerated() {
            for other in parts[(index + 1)...] { XCTAssertFalse(part.intersects(other), "\(part) and \(other) overlap") }
            for y in part.y..<part.maxY {
                for x in part.x..<part.maxX { XCTAssertEqual(surface.pixel(x: x, y: y) >> 24, 255, "(\(x), \(y)) in \(part)") }
            }
        }
        // All but the four corners' squares.
        let covered: Int = parts.reduce(0) { $0 + $1.area }
        let allButCorners: Int = 100 * 60 - 4 * 12 * 12
        XCTAssertEqual(covered, allButCorners, accuracy: 4 * 12 * 2)
    }

    func testTranslucentAndKnownOpaqueBitmaps() throws {
        let surface = try XCTUnwrap(PixelSurface(width: 20, height: 20))
        surface.fill(surface.bounds, with: PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(OpaqueParts.of(surface), [])
        surface.isKnownOpaque = true
        XCTAssertEqual(OpaqueParts.of(surface), [surface.bounds])
    }

    func testInkIsTheBoundsOfThePixelsThatShow() throws {
        let surface = try XCTUnwrap(PixelSurface(width: 40, height: 30))
        XCTAssertNil(OpaqueParts.ink(of: surface))
        surface.fill(DamageRect(x: 5, y: 7, width: 10, height: 3), with: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.2))
        surface.fill(DamageRect(x: 20, y: 12, width: 4, height: 9), with: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.2))
        XCTAssertEqual(OpaqueParts.ink(of: surface), DamageRect(x: 5, y: 7, width: 19, height: 14))
    }

    func testNarrowTranslucentPiecesWidenIntoTheOpaqueRectangleBesideThem() {
        let clip = DamageRect(x: 0, y: 0, width: 100, height: 32)
        let cross = [DamageRect(x: 17, y: 0, width: 60, height: 32)]
        // A shadow's 7-pixel side left of the cross, and right of it.
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 10, y: 0, width: 7, height: 32), into: cross, within: clip),
                       DamageRect(x: 10, y: 0, width: 8, height: 32))
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 77, y: 4, width: 5, height: 20), into: cross, within: clip),
                       DamageRect(x: 74, y: 4, width: 8, height: 20))
        // Not into what the clip leaves out, nor beside a rectangle short of its rows.
        let narrowClip = DamageRect(x: 10, y: 0, width: 7, height: 32)
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 10, y: 0, width: 7, height: 32), into: cross, within: narrowClip),
                       DamageRect(x: 10, y: 0, width: 7, height: 32))
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 10, y: 0, width: 7, height: 32), into: [DamageRect(x: 17, y: 2, width: 60, height: 30)], within: clip),
                       DamageRect(x: 10, y: 0, width: 7, height: 32))
        // Rows under four pixels or eight and more stay as they are.
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 14, y: 0, width: 3, height: 32), into: cross, within: clip),
                       DamageRect(x: 14, y: 0, width: 3, height: 32))
        XCTAssertEqual(OpaqueParts.widened(DamageRect(x: 5, y: 0, width: 12, height: 32), into: cross, within: clip),
                       DamageRect(x: 5, y: 0, width: 12, height: 32))
    }

    /// The cards' picture: one bitmap for every frame, so the cards stay cached.
    private let image: RenderBitmap = {
        let picture = PixelSurface(width: 64, height: 64)!
        picture.fill(picture.bounds, with: PremultipliedColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1))
        picture.fill(DamageRect(x: 0, y: 0, width: 16, height: 64), with: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        picture.isKnownOpaque = true
        return RenderBitmap(surface: picture, isOpaque: true)
    }()

    /// Rounded cards with a shadow and a clipped picture, overlapping: the first frame knows no
    /// measured opaque parts (nothing is cached yet), the second hides and copies with them.
    private func cards() -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        root.visual.backgroundColor = PremultipliedColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        root.visual.isOpaque = true
        let shadow = ShadowDrawing(
            outline: CGPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerWidth: 12, cornerHeight: 12, transform: nil).elements,
            color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.4), offset: CGSize(width: 0, height: 4), radius: 6)
        root.sublayers = (0..<3).map { index in
            var card = RenderLayer(id: UInt64(10 + index), frame: CGRect(x: 20 + CGFloat(index) * 80, y: 30, width: 120, height: 80))
            card.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.visual.cornerRadius = 12
            card.masksToBounds = true
            card.shadow = shadow
            var content = RenderLayer(id: UInt64(100 + index), frame: CGRect(x: -5, y: -5, width: 130, height: 90))
            content.visual.contents = image
            card.sublayers = [content]
            return card
        }
        return root
    }

    func testCachedCardsHideAndCopyWithTheSamePixels() throws {
        let compositor = Compositor()
        let first = try XCTUnwrap(PixelSurface(width: 320, height: 160))
        let second = try XCTUnwrap(PixelSurface(width: 320, height: 160))
        let firstFrame = compositor.render(cards(), into: first, bufferAge: 0)
        let secondFrame = compositor.render(cards(), into: second, bufferAge: 0)
        XCTAssertEqual(memcmp(first.pixels, second.pixels, first.stride * first.height), 0)
        XCTAssertLessThan(secondFrame.pixelsTouched, firstFrame.pixelsTouched * 9 / 10)
    }
}
