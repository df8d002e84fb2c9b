import XCTest
@testable import QuartzCore
import CPixman
import TestSupport

/// An opaque color filled by the project's own kernel (`ck_fill_rect`, through `PixelSurface.fill` and an opaque
/// layer's fill) writes the very words pixman's SRC fill writes, for any rectangle (narrow ones, ones that are not a
/// multiple of eight wide, ones reaching past the target) and any color.
final class OpaqueFillTests: XCTestCase {
    func testOwnFillWritesPixmansWords() {
        var random = SplitMix(seed: 19)
        let width = 150, height = 40
        for index in 0..<400 {
            let color = PremultipliedColor(
                red: Float.random(in: 0...1, using: &random), green: Float.random(in: 0...1, using: &random),
                blue: Float.random(in: 0...1, using: &random), alpha: 1)
            let rect = DamageRect(
                x: Int.random(in: -10..<width, using: &random), y: Int.random(in: -5..<height, using: &random),
                width: Int.random(in: 1...160, using: &random), height: Int.random(in: 1...12, using: &random))
            let own = PixelSurface(width: width, height: height)!, pixman = PixelSurface(width: width, height: height)!
            for surface in [own, pixman] {
                // A background the fill must leave alone outside the rectangle.
                for y in 0..<height {
                    for x in 0..<width {
                        surface.pixels.storeBytes(of: UInt32(truncatingIfNeeded: x &* 2_654_435_761 ^ y), toByteOffset: y * surface.stride + x * 4, as: UInt32.self)
                    }
                }
            }
            if index % 2 == 0 {
                own.fill(rect, with: color)
            } else {
                CompositeKernel.fill(rect, color: color, clip: own.bounds, into: own)
            }
            let clipped = rect.intersection(pixman.bounds)
            if !clipped.isEmpty {
                var box = pixman_box32_t(x1: Int32(clipped.x), y1: Int32(clipped.y), x2: Int32(clipped.maxX), y2: Int32(clipped.maxY))
                var pixmanColor = color.pixmanColor
                pixman_image_fill_boxes(PIXMAN_OP_SRC, pixman.image, &pixmanColor, 1, &box)
            }
            XCTAssertEqual(memcmp(own.pixels, pixman.pixels, height * own.stride), 0, "case \(index): \(rect), \(color)")
        }
    }
}
