import CoreGraphics
import Foundation

/// Two images combined pixel by pixel (compositing operators and blend modes), over the union of their extents.
struct CompositeNode: ImageNode {
    let source: any ImageNode
    let background: any ImageNode
    /// Premultiplied source and background to the premultiplied result.
    let combine: @Sendable (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float>

    var extent: CGRect {
        let a = source.extent, b = background.extent
        return a.isInfinite || b.isInfinite ? .infinite : a.union(b)
    }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let s = try source.draw(rect.clipped(to: source.extent), options)
        let d = try background.draw(rect.clipped(to: background.extent), options)
        let inside = rect.clipped(to: extent)
        return PixelBuffer(rect: rect) { x, y in
            guard x >= inside.x, x < inside.maxX, y >= inside.y, y < inside.maxY else { return .zero }
            return combine(s.pixel(x, y), d.pixel(x, y))
        }
    }
}
