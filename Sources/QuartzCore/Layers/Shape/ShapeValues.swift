import Foundation

/// `CAShapeLayer`'s model values: what its path, fill and stroke are drawn from.
public struct ShapeValues: CALayerContentValues {
    public var path: CAPathValue?
    public var fillColor: CGColor? = CGColor.black
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var strokeColor: CGColor?
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var lineDashPhase: CGFloat = 0
    public var lineDashPattern: [CGFloat]?

    public init() {}

    /// A stroke or a path may reach outside the bounds.
    public var drawsOutsideBounds: Bool { true }

    /// The path with its fill and stroke; nothing for a path with a NaN or infinite point.
    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        guard let path, path.elements.allFinite else { return nil }
        let caps: [CAShapeLayerLineCap: CGLineCap] = [.butt: .butt, .round: .round, .square: .square]
        let joins: [CAShapeLayerLineJoin: CGLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
        return ShapeDrawing(
            path: path.elements,
            fillColor: fillColor.map(PremultipliedColor.init(cgColor:)),
            fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
            strokeColor: strokeColor.map(PremultipliedColor.init(cgColor:)),
            lineWidth: lineWidth, lineCap: caps[lineCap] ?? .butt, lineJoin: joins[lineJoin] ?? .miter,
            miterLimit: miterLimit, dashPhase: lineDashPhase,
            dashPattern: (lineDashPattern ?? []).filter { $0.isFinite && $0 >= 0 },
            strokeStart: strokeStart, strokeEnd: strokeEnd)
    }
}

extension LayerValues {
    /// A shape layer's values (fresh ones on another layer; a write makes the layer's content a shape's).
    var shape: ShapeValues {
        get { content as? ShapeValues ?? ShapeValues() }
        set { content = newValue }
    }
}
