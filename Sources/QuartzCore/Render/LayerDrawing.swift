import Foundation

/// What a layer draws beside its background, contents and border, captured as values so the render side can draw
/// (and cache) it: equal drawings draw equal pixels, so only a change redraws.
public enum LayerDrawing: Hashable, Sendable {
    /// A layer class's own drawing (a shape's path, a gradient's colours), from its content values.
    case content(AnyLayerDrawing)
    /// A layer's shadow, drawn as its own item under the layer.
    case shadow(ShadowDrawing)
}

/// A layer's shadow: its outline (the `shadowPath`, or the rounded bounds) blurred by
/// `radius`, moved by `offset`, in `color` (already times `shadowOpacity`).
public struct ShadowDrawing: Hashable, Sendable {
    /// Empty: the shadow of the layer's composited content instead (`followsContent`).
    public var outline: [CGPath.Element]
    public var color: PremultipliedColor
    public var offset: CGSize
    public var radius: CGFloat

    public init(outline: [CGPath.Element], color: PremultipliedColor, offset: CGSize, radius: CGFloat) {
        self.outline = outline
        self.color = color
        self.offset = offset
        self.radius = radius
    }

    /// How far the shadow reaches beyond the outline's bounds.
    var reach: CGFloat { radius * 2 + max(abs(offset.width), abs(offset.height)) + 1 }

    /// Draws only the shadow: the outline is filled with a shadow, then cleared, so the shadow
    /// shows around the layer but not through it (Core Animation's shows through translucent
    /// layers; here it does not). Shadow offsets and blur are in device pixels, as in Core
    /// Graphics, hence the scale.
    func draw(in context: CGContext, size: CGSize) {
        let scale = max(context.ctm.a, 1e-6)
        let path = CGPath(elements: outline)
        context.saveGState()
        context.setShadow(offset: CGSize(width: offset.width * scale, height: offset.height * scale), blur: radius * scale, color: color.cgColor)
        context.addPath(path)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        context.restoreGState()
        context.setBlendMode(.clear)
        context.addPath(path)
        context.fillPath()
    }
}

extension LayerDrawing {
    /// Draws into `context`, whose space is the layer's bounds (origin at the bounds' origin).
    func draw(in context: CGContext, size: CGSize) {
        switch self {
        case let .content(drawing): drawing.base.draw(in: context, size: size)
        case let .shadow(shadow): shadow.draw(in: context, size: size)
        }
    }
}
