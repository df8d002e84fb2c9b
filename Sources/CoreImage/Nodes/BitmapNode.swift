import CoreGraphics
import Foundation

/// A CGImage's pixels with its bottom-left corner at the origin (row 0 of the bitmap is the top row of the extent).
struct BitmapNode: ImageNode {
    let image: CGImage

    var extent: CGRect { CGRect(x: 0, y: 0, width: image.width, height: image.height) }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let inside = rect.clipped(to: extent)
        let height = image.height
        let table = ColorConversion.decodeTable
        return PixelBuffer(rect: rect) { x, y in
            guard x >= inside.x, x < inside.maxX, y >= inside.y, y < inside.maxY else { return .zero }
            let word = image.pixel(x: x, y: height - 1 - y)
            let a = Float(word >> 24) / 255
            let r = Float((word >> 16) & 0xFF), g = Float((word >> 8) & 0xFF), b = Float(word & 0xFF)
            guard options.linear else { return SIMD4(r / 255, g / 255, b / 255, a) }
            guard a > 0 else { return .zero }
            // Unpremultiply to the nearest 8-bit level, decode through the table, premultiply again.
            let level = { (c: Float) in table[Int(min(255, (c / a).rounded()))] * a }
            return SIMD4(level(r), level(g), level(b), a)
        }
    }
}

/// One colour everywhere (an infinite extent), given in sRGB and premultiplied.
struct ColorNode: ImageNode {
    let color: SIMD4<Float>

    var extent: CGRect { .infinite }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let value = options.working(color)
        var buffer = PixelBuffer(rect: rect)
        for i in buffer.pixels.indices { buffer.pixels[i] = value }
        return buffer
    }
}

/// Nothing at all: `CIImage.empty()`.
struct EmptyNode: ImageNode {
    var extent: CGRect { .null }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer { PixelBuffer(rect: rect) }
}
