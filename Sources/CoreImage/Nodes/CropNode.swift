import CoreGraphics
import Foundation

/// An image limited to a rectangle: `cropped(to:)`.
struct CropNode: ImageNode {
    let input: any ImageNode
    let extent: CGRect

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let inside = rect.clipped(to: extent)
        guard !inside.isEmpty else { return PixelBuffer(rect: rect) }
        return try input.draw(inside, options).copied(into: rect)
    }
}

/// An image whose edge pixels reach out for ever: `clampedToExtent()`.
struct ClampNode: ImageNode {
    let input: any ImageNode
    /// The input's pixels that are repeated outwards.
    let source: PixelRect

    var extent: CGRect { source.isEmpty ? .null : .infinite }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        guard !source.isEmpty, !rect.isEmpty else { return PixelBuffer(rect: rect) }
        let clampX = { (v: Int) in min(max(v, source.x), source.maxX - 1) }
        let clampY = { (v: Int) in min(max(v, source.y), source.maxY - 1) }
        let x0 = clampX(rect.x), x1 = clampX(rect.maxX - 1), y0 = clampY(rect.y), y1 = clampY(rect.maxY - 1)
        let needed = try input.draw(PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), options)
        return PixelBuffer(rect: rect) { x, y in needed.clampedPixel(x, y) }
    }
}
