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
    /// layers; here it does not).
    func draw(in context: CGContext, size: CGSize) {
        let path = CGPath(elements: outline)
        context.saveGState()
        cast(on: context)
        context.addPath(path)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        context.restoreGState()
        context.setBlendMode(.clear)
        context.addPath(path)
        context.fillPath()
    }
}

extension ShadowDrawing {
    /// Sets this shadow on `context` for what is drawn next: its offset and blur, given in the user space (the
    /// layer's), taken to the base space Core Graphics measures shadows in.
    func cast(on context: CGContext) {
        let map = context.ctm, base = max(context.baseScale, 1e-6)
        let deviceOffset = CGSize(width: map.a * offset.width + map.c * offset.height, height: map.b * offset.width + map.d * offset.height)
        let stretch = abs(map.a * map.d - map.b * map.c).squareRoot()
        context.setShadow(
            offset: CGSize(width: deviceOffset.width / base, height: deviceOffset.height / base),
            blur: radius * stretch / base, color: color.cgColor)
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
