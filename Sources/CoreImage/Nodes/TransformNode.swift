import CoreGraphics
import Foundation

/// An image moved, scaled, turned or sheared by an affine transform, sampled between pixel centres (bilinear).
struct TransformNode: ImageNode {
    let input: any ImageNode
    let transform: CGAffineTransform

    var extent: CGRect { input.extent.applying(transform) }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let inverse = transform.inverted()
        guard !rect.isEmpty else { return PixelBuffer(rect: rect) }
        // Whole-pixel moves copy pixels, so that they stay exact.
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1,
            transform.tx == transform.tx.rounded(), transform.ty == transform.ty.rounded()
        {
            let dx = Int(transform.tx), dy = Int(transform.ty)
            let source = try input.draw(PixelRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height), options)
            return PixelBuffer(rect: rect) { x, y in source.pixel(x - dx, y - dy) }
        }
        guard let sourceRect = PixelRect(covering: rect.cgRect.applying(inverse).insetBy(dx: -1, dy: -1)) else {
            throw CIRenderError.invalid("the transform \(transform) cannot be inverted")
        }
        let needed = sourceRect.clipped(to: input.extent)
        let source = try input.draw(needed, options)
        let nearest = (input as? SamplingNode)?.nearest == true
        return PixelBuffer(rect: rect) { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            if nearest { return source.pixel(Int(p.x.rounded(.down)), Int(p.y.rounded(.down))) }
            return source.bilinear(p.x, p.y)
        }
    }
}
