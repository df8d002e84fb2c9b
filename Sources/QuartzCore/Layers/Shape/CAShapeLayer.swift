import Foundation

/// A layer that draws a path, filled and stroked; `path`, the colours, `strokeStart`/`strokeEnd`, `lineWidth`,
/// `miterLimit` and `lineDashPhase` animate.
@MainActor @preconcurrency
@CALayerModelFields
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? {
        get { modelValues.shape.path?.path }
        set {
            let oldValue = modelValues.shape.path
            modelValues.shape.path = newValue.map(CAPathValue.init)
            modelDidChange("path", from: oldValue, to: modelValues.shape.path)
        }
    }

    /// The fill colour (nil: no fill).
    @CALayerModel(\.shape.fields.fillColor, "fillColor", check: .none, animation: .color(absent: .clear)) open var fillColor: CGColor? = CGColor.black

    /// Which points are inside the path.
    @CALayerModel(\.shape.fields.fillRule, "fillRule", check: .none, animation: .none) open var fillRule: CAShapeLayerFillRule = .nonZero

    /// The stroke colour (nil: no stroke).
    @CALayerModel(\.shape.fields.strokeColor, "strokeColor", check: .none, animation: .color(absent: .clear)) open var strokeColor: CGColor? = nil

    /// Where the stroke starts, as a fraction 0…1 of the path's length.
    @CALayerModel(\.shape.fields.strokeStart, "strokeStart") open var strokeStart: CGFloat = 0

    /// Where the stroke ends, as a fraction 0…1 of the path's length.
    @CALayerModel(\.shape.fields.strokeEnd, "strokeEnd") open var strokeEnd: CGFloat = 1

    /// The stroke width.
    @CALayerModel(\.shape.fields.lineWidth, "lineWidth") open var lineWidth: CGFloat = 1

    /// The miter limit for `.miter` joins.
    @CALayerModel(\.shape.fields.miterLimit, "miterLimit") open var miterLimit: CGFloat = 10

    /// The shape of line ends.
    @CALayerModel(\.shape.fields.lineCap, "lineCap", check: .none, animation: .none) open var lineCap: CAShapeLayerLineCap = .butt

    /// The shape of corners.
    @CALayerModel(\.shape.fields.lineJoin, "lineJoin", check: .none, animation: .none) open var lineJoin: CAShapeLayerLineJoin = .miter

    /// Where in the dash pattern the stroke starts.
    @CALayerModel(\.shape.fields.lineDashPhase, "lineDashPhase") open var lineDashPhase: CGFloat = 0

    /// Alternating dash and gap lengths (nil: solid).
    open var lineDashPattern: [NSNumber]? {
        get { modelValues.shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set {
            let oldValue = modelValues.shape.lineDashPattern
            modelValues.shape.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) }
            modelDidChange("lineDashPattern", from: oldValue, to: modelValues.shape.lineDashPattern)
        }
    }

    override public init() {
        super.init()
        modelValues.content = ShapeValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The path, which is not a plain field of the model (it animates as a `CAPathValue`).
    static let shapeProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.converted(
            "path", \CAShapeLayer.path, read: { $0.map(CAPathValue.init) }, write: { $0.path },
            render: LayerValuesAccess(get: { $0.shape.path }, set: { $0.shape.path = $1 }, missing: .empty)),
    ]
    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + shapeProperties
    }
}
