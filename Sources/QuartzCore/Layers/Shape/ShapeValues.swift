import Foundation

/// `CAShapeLayer`'s model values: what its path, fill and stroke are drawn from.
@dynamicMemberLookup
public struct ShapeValues: CALayerContentValues {
    /// The properties `CAShapeLayer` declares: `values.lineWidth` reads `fields.lineWidth`.
    public var fields = CAShapeLayer.ModelFields()
    /// `path`'s elements (a `CGPath` is not `Sendable`).
    public var path: CAPathValue?
    /// `lineDashPattern` as numbers.
    public var lineDashPattern: [CGFloat]?

    public init() {}

    /// A declared property's value.
    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CAShapeLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// A stroke or a path may reach outside the bounds.
    public var drawsOutsideBounds: Bool { true }

    /// The path with its fill and stroke; nothing for a path with a NaN or infinite point.
    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        guard let path, path.elements.allFinite else { return nil }
        let caps: [CAShapeLayerLineCap: CGLineCap] = [.butt: .butt, .round: .round, .square: .square]
        let joins: [CAShapeLayerLineJoin: CGLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
        return ShapeDrawing(
            path: path.elements,
            fillColor: fields.fillColor.map(PremultipliedColor.init(cgColor:)),
            fillRule: fields.fillRule == .evenOdd ? .evenOdd : .winding,
            strokeColor: fields.strokeColor.map(PremultipliedColor.init(cgColor:)),
            lineWidth: fields.lineWidth, lineCap: caps[fields.lineCap] ?? .butt, lineJoin: joins[fields.lineJoin] ?? .miter,
            miterLimit: fields.miterLimit, dashPhase: fields.lineDashPhase,
            dashPattern: (lineDashPattern ?? []).filter { $0.isFinite && $0 >= 0 },
            strokeStart: fields.strokeStart, strokeEnd: fields.strokeEnd)
    }
}

extension LayerValues {
    /// A shape layer's values (fresh ones on another layer; a write makes the layer's content a shape's).
    var shape: ShapeValues {
        get { content as? ShapeValues ?? ShapeValues() }
        set { content = newValue }
    }
}
