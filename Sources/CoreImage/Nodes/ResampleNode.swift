import CoreGraphics
import Foundation

/// An image scaled about the origin through a Lanczos (a = 3) filter, widened when it shrinks so that every
/// source pixel counts: `CILanczosScaleTransform`.
struct ResampleNode: ImageNode {
    let input: any ImageNode
    let scaleX: Double
    let scaleY: Double

    var extent: CGRect { input.extent.applying(CGAffineTransform(scaleX: scaleX, y: scaleY)) }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        guard !rect.isEmpty else { return PixelBuffer(rect: rect) }
        let supportX = 3 * max(1, 1 / scaleX), supportY = 3 * max(1, 1 / scaleY)
        let srcX0 = Int((Double(rect.x) / scaleX - supportX).rounded(.down)) - 1
        let srcX1 = Int((Double(rect.maxX) / scaleX + supportX).rounded(.up)) + 1
        let srcY0 = Int((Double(rect.y) / scaleY - supportY).rounded(.down)) - 1
        let srcY1 = Int((Double(rect.maxY) / scaleY + supportY).rounded(.up)) + 1
        let wanted = PixelRect(x: srcX0, y: srcY0, width: srcX1 - srcX0, height: srcY1 - srcY0)
        let source = try input.draw(wanted.clipped(to: input.extent), options)
        let columns = (rect.x..<rect.maxX).map { Self.taps(at: Double($0) + 0.5, scale: scaleX) }
        let rows = (rect.y..<rect.maxY).map { Self.taps(at: Double($0) + 0.5, scale: scaleY) }
        let across = PixelBuffer(rect: PixelRect(x: rect.x, y: srcY0, width: rect.width, height: srcY1 - srcY0)) { x, y in
            columns[x - rect.x].reduce(SIMD4<Float>.zero) { $0 + source.pixel($1.index, y) * $1.weight }
        }
        return PixelBuffer(rect: rect) { x, y in
            rows[y - rect.y].reduce(SIMD4<Float>.zero) { $0 + across.pixel(x, $1.index) * $1.weight }
        }
    }

    /// The source pixels and normalised weights for the output pixel centred at `centre`.
    static func taps(at centre: Double, scale: Double) -> [(index: Int, weight: Float)] {
        let u = centre / scale
        let widen = max(1, 1 / scale)
        let support = 3 * widen
        let first = Int((u - support).rounded(.down)), last = Int((u + support).rounded(.up))
        var taps: [(index: Int, weight: Float)] = []
        for i in first...last {
            let w = lanczos((Double(i) + 0.5 - u) / widen)
            if w != 0 { taps.append((i, Float(w))) }
        }
        let total = taps.reduce(Float(0)) { $0 + $1.weight }
        return total == 0 ? taps : taps.map { ($0.index, $0.weight / total) }
    }

    static func lanczos(_ x: Double) -> Double {
        if x == 0 { return 1 }
        guard abs(x) < 3 else { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }
}
