import Foundation

/// A layer that fills its bounds with a colour gradient; `colors`, `locations`, `startPoint` and `endPoint` animate.
@MainActor @preconcurrency
@CALayerModelFields
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`[Any]` as on Apple platforms).
    open var colors: [Any]? {
        get { modelValues.gradient.colors?.elements }
        set {
            let oldValue = modelValues.gradient.colors
            modelValues.gradient.colors = newValue.map { CAValueList($0.compactMap { $0 as? CGColor }) }
            modelDidChange("colors", from: oldValue as Any)
        }
    }

    /// Where each colour sits, 0…1 along the gradient (nil: evenly spread).
    open var locations: [NSNumber]? {
        get { modelValues.gradient.locations?.elements.map { NSNumber(value: Double($0)) } }
        set {
            let oldValue = modelValues.gradient.locations
            modelValues.gradient.locations = newValue.map { CAValueList($0.map { CGFloat($0.doubleValue) }) }
            modelDidChange("locations", from: oldValue as Any)
        }
    }

    /// Where the gradient starts, in unit coordinates of the bounds.
    @CALayerModel(\.gradient.fields.startPoint, "startPoint") open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)

    /// Where the gradient ends, in unit coordinates of the bounds.
    @CALayerModel(\.gradient.fields.endPoint, "endPoint") open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)

    /// The gradient's geometry.
    @CALayerModel(\.gradient.fields.type, "type", check: .none, animation: .none) open var type: CAGradientLayerType = .axial

    override public init() {
        super.init()
        modelValues.content = GradientValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colours and locations, which are not plain fields of the model (they animate as value lists).
    static let gradientProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.converted(
            "colors", \CAGradientLayer.colors,
            read: { $0.flatMap { CAValueList<CGColor>.animationValue(from: $0) } }, write: { $0.elements },
            render: LayerValuesAccess(get: { $0.gradient.colors }, set: { $0.gradient.colors = $1 })),
        CALayerAnimatableProperty.converted(
            "locations", \CAGradientLayer.locations,
            read: { $0.map { CAValueList($0.map { CGFloat($0.doubleValue) }) } },
            write: { $0.elements.map { NSNumber(value: Double($0)) } },
            render: LayerValuesAccess(get: { $0.gradient.locations }, set: { $0.gradient.locations = $1 })),
    ]

    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + gradientProperties
    }
}
