import Foundation

/// A layer that fills its bounds with a colour gradient; `colors`, `locations`, `startPoint` and `endPoint` animate.
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`[Any]` as on Apple platforms).
    open var colors: [Any]? {
        didSet { modelDidChange("colors", from: oldValue as Any) }
    }

    /// Where each colour sits, 0…1 along the gradient (nil: evenly spread).
    open var locations: [NSNumber]? {
        didSet { modelDidChange("locations", from: oldValue, to: locations) }
    }

    /// Where the gradient starts, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { startPoint = validated("startPoint", startPoint, from: oldValue) }
    }

    /// Where the gradient ends, in unit coordinates of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { endPoint = validated("endPoint", endPoint, from: oldValue) }
    }

    /// The gradient's geometry.
    open var type: CAGradientLayerType = .axial {
        didSet { modelDidChange("type", from: oldValue, to: type) }
    }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The gradient properties, added to the standard ones.
    static let gradientProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.converted(
            "colors", \CAGradientLayer.colors,
            read: { $0.flatMap { CAValueList<CGColor>.animationValue(from: $0) } }, write: { $0.elements },
            render: LayerValuesAccess(get: { $0.gradient?.colors }, set: { $0.gradient?.colors = $1 })),
        CALayerAnimatableProperty.converted(
            "locations", \CAGradientLayer.locations,
            read: { $0.map { CAValueList($0.map { CGFloat($0.doubleValue) }) } },
            write: { $0.elements.map { NSNumber(value: Double($0)) } },
            render: LayerValuesAccess(get: { $0.gradient?.locations }, set: { $0.gradient?.locations = $1 })),
        CALayerAnimatableProperty.property("startPoint", \CAGradientLayer.startPoint, render: .member(\.gradient, \.startPoint)),
        CALayerAnimatableProperty.property("endPoint", \CAGradientLayer.endPoint, render: .member(\.gradient, \.endPoint)),
    ]

    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + gradientProperties
    }
}
