import Foundation
@testable import QuartzCore
import XCTest

/// A rounded `masksToBounds` card casting an outline shadow, on whole pixels, is drawn as one
/// group — shadow, background and cut sublayers composited once and cached while it moves — with
/// the pixels its three parts drew one over the other, and hides what its opaque background covers.
final class ShadowedCardGroupTests: XCTestCase {
    private let shadow = ShadowDrawing(
        outline: CGPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerWidth: 12, cornerHeight: 12, transform: nil).elements,
        color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.4), offset: CGSize(width: 0, height: 4), radius: 6)

    private let picture: RenderBitmap = {
        let surface = PixelSurface(width: 64, height: 64)!
        surface.fill(surface.bounds, with: PremultipliedColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1))
        surface.fill(DamageRect(x: 0, y: 0, width: 16, height: 64), with: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        surface.isKnownOpaque = true
        return RenderBitmap(surface: surface, isOpaque: true)
    }()

    private func root(_ sublayers: [RenderLayer]) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        root.visual.backgroundColor = PremultipliedColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        root.visual.isOpaque = true
        root.sublayers = sublayers
        return root
    }

    /// The card at `frame` (its own id 10, its picture's 11), turned by `angle` radians.
    private func card(_ frame: CGRect, angle: CGFloat = 0) -> RenderLayer {
        var card = RenderLayer(id: 10, frame: frame)
        card.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.visual.cornerRadius = 12
        card.masksToBounds = true
        card.shadow = shadow
        card.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        var content = RenderLayer(id: 11, frame: CGRect(x: -5, y: -5, width: 130, height: 90))
        content.visual.contents = picture
        card.sublayers = [content]
        return card
    }

    /// The same card as two layers, so no group holds it all: the shadow and background, then
    /// a clear layer cutting the picture to the same rounded outline.
    private func splitCard(_ frame: CGRect, angle: CGFloat = 0) -> [RenderLayer] {
        var whole = card(frame, angle: angle)
        let sublayers = whole.sublayers
        whole.sublayers = []
        var cutter = RenderLayer(id: 20, frame: frame)
        cutter.visual.cornerRadius = 12
        cutter.masksToBounds = true
        cutter.transform = whole.transform
        cutter.sublayers = sublayers
        return [whole, cutter]
    }

    private func list(_ root: RenderLayer) -> DisplayList {
        DisplayList(root: root, scale: 1, targetBounds: DamageRect(x: 0, y: 0, width: 200, height: 140))
    }

    func testTheCardIsOneGroupWhoseKeyStaysWhileItMoves() throws {
        let items = list(root([card(CGRect(x: 30, y: 20, width: 120, height: 80))])).items
        XCTAssertEqual(items.map(\.id), [1, 10])
        let group = try XCTUnwrap(items[1].group)
        XCTAssertEqual(group.members.map(\.id), [10 ^ DrawItem.shadowTag, 10, 10 ^ DrawItem.clipGroupTag])
        let moved = list(root([card(CGRect(x: 47, y: 31, width: 120, height: 80))])).items[1]
        XCTAssertTrue(moved.group == group)
        // Between pixels, the three parts stay apart (a group would be filtered as a whole).
        let between = list(root([card(CGRect(x: 30.5, y: 20, width: 120, height: 80))])).items
        XCTAssertEqual(between.map(\.id), [1, 10 ^ DrawItem.shadowTag, 10, 10 ^ DrawItem.clipGroupTag])
    }

    func testTheGroupDrawsWhatItsPartsDrewOneOverTheOther() throws {
        let cases: [(CGRect, CGFloat)] = [
            (CGRect(x: 30, y: 20, width: 120, height: 80), 0),
            (CGRect(x: 30.4, y: 20.7, width: 120, height: 80), 0),
            (CGRect(x: 40, y: 30, width: 120, height: 80), 0.3),
        ]
        for (frame, angle) in cases {
            let compositor = Compositor(), reference = Compositor()
            let grouped = try XCTUnwrap(PixelSurface(width: 200, height: 140)), split = try XCTUnwrap(PixelSurface(width: 200, height: 140))
            // Twice: the second frame draws from the cached, measured bitmaps.
            for _ in 0..<2 {
                compositor.render(root([card(frame, angle: angle)]), into: grouped, bufferAge: 0)
                reference.render(root(splitCard(frame, angle: angle)), into: split, bufferAge: 0)
                var worst = 0
                for y in 0..<140 {
                    for x in 0..<200 {
                        let p = grouped.pixel(x: x, y: y), q = split.pixel(x: x, y: y)
                        for shift: UInt32 in [0, 8, 16, 24] {
                            worst = max(worst, abs(Int((p >> shift) & 0xff) - Int((q >> shift) & 0xff)))
                        }
                    }
                }
                XCTAssertLessThanOrEqual(worst, 2, "card at \(frame) turned \(angle)")
            }
        }
    }

    private func cover(_ item: DrawItem) -> DamageRect? {
        withUnsafePointer(to: item) { Compositor.opaqueCover($0, scale: 1) }
    }

    func testTheGroupHidesWhatItsBackgroundCoversBeforeItIsMeasured() throws {
        let item = list(root([card(CGRect(x: 30, y: 20, width: 120, height: 80))])).items[1]
        XCTAssertEqual(cover(item), DamageRect(x: 42, y: 32, width: 96, height: 56))
        var faded = card(CGRect(x: 30, y: 20, width: 120, height: 80))
        faded.opacity = 0.5
        XCTAssertNil(cover(list(root([faded])).items[1]))
        var masked = card(CGRect(x: 30, y: 20, width: 120, height: 80))
        var mask = RenderLayer(id: 30, frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        mask.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.mask = mask
        XCTAssertNil(cover(list(root([masked])).items[1]))
    }
}
