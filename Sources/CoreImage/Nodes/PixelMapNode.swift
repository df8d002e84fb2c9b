import CoreGraphics
import Foundation

/// A colour filter: each pixel inside the extent changed on its own, given unpremultiplied and where it lies.
struct PixelMapNode: ImageNode {
    let input: any ImageNode
    let extent: CGRect
    /// Colours the filter takes as inputs, unpremultiplied sRGB; handed to `map` in the working space.
    let colors: [SIMD4<Float>]
    /// The unpremultiplied colour, the pixel's centre and the working-space colours to the new unpremultiplied colour.
    let map: @Sendable (SIMD4<Float>, Double, Double, [SIMD4<Float>]) -> SIMD4<Float>

    init(
        input: any ImageNode, extent: CGRect? = nil, colors: [SIMD4<Float>] = [],
        map: @escaping @Sendable (SIMD4<Float>, Double, Double, [SIMD4<Float>]) -> SIMD4<Float>
    ) {
        self.input = input
        self.extent = extent ?? input.extent
        self.colors = colors
        self.map = map
    }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let inside = rect.clipped(to: extent)
        let source = try input.draw(inside, options)
        let working = colors.map { options.workingUnpremultiplied($0) }
        return PixelBuffer(rect: rect) { x, y in
            guard x >= inside.x, x < inside.maxX, y >= inside.y, y < inside.maxY else { return .zero }
            var out = map(ColorConversion.unpremultiplied(source.pixel(x, y)), Double(x) + 0.5, Double(y) + 0.5, working)
            out.w = min(max(out.w, 0), 1)
            return ColorConversion.premultiplied(out)
        }
    }
}

/// A generator: colours worked out from where each pixel lies, between colours given in sRGB.
struct GeneratorNode: ImageNode {
    let extent: CGRect
    /// The generator's colours, unpremultiplied sRGB; handed to `shade` premultiplied in the working space, so that
    /// a gradient towards a transparent colour fades without darkening.
    let colors: [SIMD4<Float>]
    /// A pixel centre and the working-space colours to a premultiplied colour.
    let shade: @Sendable (Double, Double, [SIMD4<Float>]) -> SIMD4<Float>

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let working = colors.map { options.working(ColorConversion.premultiplied($0)) }
        let inside = rect.clipped(to: extent)
        return PixelBuffer(rect: rect) { x, y in
            guard x >= inside.x, x < inside.maxX, y >= inside.y, y < inside.maxY else { return .zero }
            return shade(Double(x) + 0.5, Double(y) + 0.5, working)
        }
    }
}
