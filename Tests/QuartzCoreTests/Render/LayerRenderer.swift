import QuartzCore
import XCTest

/// Renders a layer tree offscreen at the current media time over white, with one compositor kept from frame to
/// frame so that damage and pixels touched can be checked.
@MainActor
final class LayerRenderer {
    let compositor: Compositor
    let target: PixelSurface

    /// A target of `size` points at `scale` device pixels per point.
    init(size: CGSize, scale: CGFloat = 1, background: PremultipliedColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)) {
        compositor = Compositor(scale: scale, clearColor: background)
        target = PixelSurface(width: Int(size.width * scale), height: Int(size.height * scale))!
    }

    /// A target of `width`×`height` points over transparent black.
    init(width: Int, height: Int, scale: CGFloat = 1) throws {
        compositor = Compositor(scale: scale)
        target = try XCTUnwrap(PixelSurface(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale)))
    }

    /// Commits what is pending (drawing the layers that need display) and draws the tree into the target.
    @discardableResult
    func render(_ root: CALayer) -> Compositor.Frame {
        CATransaction.flush()
        return compositor.render(root.renderSnapshot(), into: target, bufferAge: 1)
    }

    /// The target's pixels.
    var image: CGImage {
        var words: [UInt32] = []
        words.reserveCapacity(target.width * target.height)
        for y in 0..<target.height {
            for x in 0..<target.width { words.append(target.pixel(x: x, y: y)) }
        }
        return CGImage(width: target.width, height: target.height, premultipliedARGB32: words)!
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { target.pixel(x: x, y: y) }

    /// The columns in `rows` where some pixel is darker than mid-grey (ink on white), or nil when there is none.
    func inkColumns(rows: Range<Int>) -> ClosedRange<Int>? {
        let columns = (0..<target.width).filter { x in rows.contains { y in target.pixel(x: x, y: y) & 0xFF < 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }
}
