import CoreGraphics
import Foundation

/// Square cells `scale` wide laid from `center`, each filled with the input's colour at the cell's middle
/// (the input's nearest edge pixel where the middle falls outside it).
struct PixellateNode: ImageNode {
    let input: any ImageNode
    let center: CGPoint
    let scale: Double

    var extent: CGRect { input.extent }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let inside = rect.clipped(to: extent)
        guard !inside.isEmpty else { return PixelBuffer(rect: rect) }
        let cell = Int(scale.rounded(.up)) + 1
        let source = try input.draw(inside.outset(dx: cell, dy: cell).clipped(to: input.extent), options)
        let limit = source.rect
        return PixelBuffer(rect: rect) { x, y in
            guard x >= inside.x, x < inside.maxX, y >= inside.y, y < inside.maxY else { return .zero }
            let mx = center.x + ((Double(x) + 0.5 - center.x) / scale).rounded(.down) * scale + scale / 2
            let my = center.y + ((Double(y) + 0.5 - center.y) / scale).rounded(.down) * scale + scale / 2
            let sx = min(max(Int(mx.rounded(.down)), limit.x), limit.maxX - 1)
            let sy = min(max(Int(my.rounded(.down)), limit.y), limit.maxY - 1)
            return source.pixel(sx, sy)
        }
    }
}
