import CoreGraphics
import Foundation

/// One step of an image's recipe: what it covers, and how to work out any rectangle of its pixels on demand.
///
/// Nodes are immutable values shared between images; nothing is computed until a context asks for pixels.
protocol ImageNode: Sendable {
    /// Where the node has pixels (possibly infinite, or null for nothing); outside it, everything is transparent.
    var extent: CGRect { get }
    /// The pixels of `rect` in the working space; transparent wherever the node has none.
    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer
}

extension ImageNode {
    /// `render(_:_:)` within the context's pixel budget, so that no recipe can ask for more memory than it allows.
    func draw(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        guard rect.pixelCount <= options.pixelLimit else {
            throw CIRenderError.tooLarge(width: rect.width, height: rect.height, limit: options.pixelLimit)
        }
        return try render(rect, options)
    }
}

/// What a context's options say about rendering.
struct RenderOptions: Sendable {
    /// Whether colours are filtered in linear light (Core Image's default working space) rather than as sRGB values.
    var linear = true
    /// The most pixels one step may hold at once.
    var pixelLimit = 64 << 20

    /// A colour given in sRGB (premultiplied) as the working space holds it.
    func working(_ srgb: SIMD4<Float>) -> SIMD4<Float> {
        linear ? ColorConversion.linearized(srgb) : srgb
    }

    /// An unpremultiplied sRGB colour as the working space holds it, unpremultiplied.
    func workingUnpremultiplied(_ srgb: SIMD4<Float>) -> SIMD4<Float> {
        ColorConversion.unpremultiplied(working(ColorConversion.premultiplied(srgb)))
    }
}

/// Why a context could not render an image.
enum CIRenderError: Error, CustomStringConvertible {
    case tooLarge(width: Int, height: Int, limit: Int)
    case infinite
    case invalid(String)

    var description: String {
        switch self {
        case .tooLarge(let w, let h, let limit): "Core Image: \(w)×\(h) pixels exceed the context's budget of \(limit)"
        case .infinite: "Core Image: cannot render an infinite rectangle; crop the image first"
        case .invalid(let reason): "Core Image: \(reason)"
        }
    }
}
