import Foundation
import XCTest
@testable import QuartzCore

/// Opaque rotated and perspective layers hide what is under them: the pixels come out the same
/// as when nothing is hidden, and fewer are touched.
final class OcclusionTests: XCTestCase {
    private func card(size: Int) -> RenderBitmap {
        let surface = PixelSurface(width: size, height: size)!
        surface.fill(surface.bounds, with: PremultipliedColor(red: 0.9, green: 0.9, blue: 0.85, alpha: 1))
        for i in stride(from: 0, to: size, by: 16) {
            surface.fill(DamageRect(x: i, y: 0, width: 8, height: size), with: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        }
        surface.isKnownOpaque = true
        return RenderBitmap(surface: surface, isOpaque: true)
    }

    /// Covers turned about y under perspective, or rotated in the plane, overlapping; `opacity`
    /// 0.999 draws the same pixels (its 8-bit mask is 255) but hides nothing.
    private func scene(opacity: Float, perspective: Bool) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.visual.backgroundColor = PremultipliedColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        root.visual.isOpaque = true
        var depth = CATransform3DIdentity
        depth.m34 = -1 / 500
        if perspective { root.sublayerTransform = depth }
        let image = card(size: 100)
        root.sublayers = (0..<5).map { index in
            var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(x: 20 + CGFloat(index) * 50, y: 50, width: 100, height: 100))
            layer.visual.contents = image
            layer.opacity = opacity
            layer.transform = perspective
                ? CATransform3DMakeRotation((index < 2 ? 0.8 : -0.8), 0, 1, 0)
                : CATransform3DMakeRotation(0.3 * CGFloat(index + 1), 0, 0, 1)
            layer.zPosition = CGFloat(index < 2 ? index : 4 - index)
            return layer
        }
        return root
    }

    func testHiddenPixelsAreSkippedWithoutChangingTheImage() throws {
        for perspective in [false, true] {
            let hiding = try XCTUnwrap(PixelSurface(width: 320, height: 200))
            let plain = try XCTUnwrap(PixelSurface(width: 320, height: 200))
            let hidingFrame = Compositor().render(scene(opacity: 1, perspective: perspective), into: hiding)
            let plainFrame = Compositor().render(scene(opacity: 0.999, perspective: perspective), into: plain)
            XCTAssertEqual(memcmp(hiding.pixels, plain.pixels, plain.stride * plain.height), 0, "perspective \(perspective)")
            XCTAssertLessThan(hidingFrame.pixelsTouched, plainFrame.pixelsTouched, "perspective \(perspective)")
        }
    }
}
