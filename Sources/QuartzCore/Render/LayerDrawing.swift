import Foundation

/// What a `CAShapeLayer` or `CAGradientLayer` draws, captured as values so the render side can
/// draw (and cache) it: equal drawings draw equal pixels, so only a change redraws.
public enum LayerDrawing: Hashable, Sendable {
    case shape(ShapeDrawing)
    case gradient(GradientDrawing)
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

/// A shape layer's path with its fill and stroke, trimmed to `strokeStart`…`strokeEnd`.
public struct ShapeDrawing: Hashable, Sendable {
    public var path: [CGPath.Element]
    public var fillColor: PremultipliedColor?
    public var fillRule: CGPathFillRule
    public var strokeColor: PremultipliedColor?
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dashPhase: CGFloat
    public var dashPattern: [CGFloat]
    public var strokeStart: CGFloat
    public var strokeEnd: CGFloat
}

/// A gradient layer's colors and geometry (unit coordinates of the bounds).
public struct GradientDrawing: Hashable, Sendable {
    public var colors: [PremultipliedColor]
    public var locations: [CGFloat]?
    public var startPoint: CGPoint
    public var endPoint: CGPoint
    public var type: CAGradientLayerType
}

extension LayerDrawing {
    /// Draws into `context`, whose space is the layer's bounds (origin at the bounds' origin).
    func draw(in context: CGContext, size: CGSize) {
        switch self {
        case let .shape(shape): shape.draw(in: context)
        case let .gradient(gradient): gradient.draw(in: context, size: size)
        case let .shadow(shadow): shadow.draw(in: context, size: size)
        }
    }
}

extension ShapeDrawing {
    func draw(in context: CGContext) {
        let path = CGPath(elements: self.path)
        if let fill = fillColor, fill.alpha > 0 {
            context.addPath(path)
            context.setFillColor(fill.cgColor)
            context.fillPath(using: fillRule)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
        let start = max(0, min(1, strokeStart)), end = max(0, min(1, strokeEnd))
        guard end > start else { return }
        var stroked = path
        if start > 0 || end < 1 {
            let measure = CGPathMeasure(path: path)
            stroked = measure.path(fromDistance: start * measure.length, toDistance: end * measure.length)
        }
        context.addPath(stroked)
        context.setStrokeColor(stroke.cgColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.strokePath()
    }
}

extension GradientDrawing {
    func draw(in context: CGContext, size: CGSize) {
        guard !colors.isEmpty,
              let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors.map(\.cgColor), locations: locations)
        else { return }
        let start = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
        switch type {
        case .radial:
            // Core Animation's radial gradient: centered on startPoint, reaching endPoint's distance along each axis.
            let radius = max(abs(end.x - start.x), abs(end.y - start.y))
            context.drawRadialGradient(gradient, startCenter: start, startRadius: 0, endCenter: start, endRadius: radius,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .conic:
            context.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x))
        default:
            context.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }
}
