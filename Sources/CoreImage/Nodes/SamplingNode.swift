import CoreGraphics
import Foundation

/// How a transform after this node samples it: at the nearest pixel or between pixels; the pixels pass unchanged.
struct SamplingNode: ImageNode {
    let input: any ImageNode
    let nearest: Bool

    var extent: CGRect { input.extent }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer { try input.draw(rect, options) }
}
