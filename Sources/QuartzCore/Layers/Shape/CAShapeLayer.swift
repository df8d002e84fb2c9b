import Foundation

/// A layer that draws a path, filled and stroked; `path`, the colours, `strokeStart`/`strokeEnd`, `lineWidth`,
/// `miterLimit` and `lineDashPhase` animate.
@MainActor @preconcurrency
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? {
        didSet { modelDidChange("path", from: oldValue, to: path) }
    }

    /// The fill colour (nil: no fill).
    open var fillColor: CGColor? = CGColor.black {
        didSet { modelDidChange("fillColor", from: oldValue, to: fillColor) }
    }

    /// Which points are inside the path.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { modelDidChange("fillRule", from: oldValue, to: fillRule) }
    }

    /// The stroke colour (nil: no stroke).
    open var strokeColor: CGColor? {
        didSet { modelDidChange("strokeColor", from: oldValue, to: strokeColor) }
    }

    /// Where the stroke starts, as a fraction 0…1 of the path's length.
    open var strokeStart: CGFloat = 0 {
        didSet { strokeStart = validated("strokeStart", strokeStart, from: oldValue) }
    }

    /// Where the stroke ends, as a fraction 0…1 of the path's length.
    open var strokeEnd: CGFloat = 1 {
        didSet { strokeEnd = validated("strokeEnd", strokeEnd, from: oldValue) }
    }

    /// The stroke width.
    open var lineWidth: CGFloat = 1 {
        didSet { lineWidth = validated("lineWidth", lineWidth, from: oldValue) }
    }

    /// The miter limit for `.miter` joins.
    open var miterLimit: CGFloat = 10 {
        didSet { miterLimit = validated("miterLimit", miterLimit, from: oldValue) }
    }

    /// The shape of line ends.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { modelDidChange("lineCap", from: oldValue, to: lineCap) }
    }

    /// The shape of corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { modelDidChange("lineJoin", from: oldValue, to: lineJoin) }
    }

    /// Where in the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { lineDashPhase = validated("lineDashPhase", lineDashPhase, from: oldValue) }
    }

    /// Alternating dash and gap lengths (nil: solid).
    open var lineDashPattern: [NSNumber]? {
        didSet { modelDidChange("lineDashPattern", from: oldValue, to: lineDashPattern) }
    }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// The shape properties, added to the standard ones.
    static let shapeProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.converted(
            "path", \CAShapeLayer.path, read: { $0.map(CAPathValue.init) }, write: { $0.path },
            render: LayerValuesAccess(get: { $0.shape?.path }, set: { $0.shape?.path = $1 })),
        CALayerAnimatableProperty.converted(
            "fillColor", \CAShapeLayer.fillColor, absent: CGColor.clear, read: { $0 }, write: { $0 },
            render: .member(\.shape, \.fillColor, absent: CGColor.clear)),
        CALayerAnimatableProperty.converted(
            "strokeColor", \CAShapeLayer.strokeColor, absent: CGColor.clear, read: { $0 }, write: { $0 },
            render: .member(\.shape, \.strokeColor, absent: CGColor.clear)),
        CALayerAnimatableProperty.property("strokeStart", \CAShapeLayer.strokeStart, render: .member(\.shape, \.strokeStart)),
        CALayerAnimatableProperty.property("strokeEnd", \CAShapeLayer.strokeEnd, render: .member(\.shape, \.strokeEnd)),
        CALayerAnimatableProperty.property("lineWidth", \CAShapeLayer.lineWidth, render: .member(\.shape, \.lineWidth)),
        CALayerAnimatableProperty.property("miterLimit", \CAShapeLayer.miterLimit, render: .member(\.shape, \.miterLimit)),
        CALayerAnimatableProperty.property("lineDashPhase", \CAShapeLayer.lineDashPhase, render: .member(\.shape, \.lineDashPhase)),
    ]

    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + shapeProperties
    }
}
