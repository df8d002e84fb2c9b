import Foundation

/// How visible a layer is while `hidden` animates: 1 shown, 0 hidden. Core Animation fades a layer whose
/// `hidden` changes under an animation (the implicit one included) rather than switching it, so `hidden` animates
/// through this fraction, which multiplies the presentation's opacity between the two ends.
/// Differs from Apple: `value(forKey: "hidden")` returns this value rather than an `NSNumber` Boolean.
public struct CALayerVisibility: VectorInterpolatable, Equatable {
    /// 1 for a shown layer, 0 for a hidden one, in between while fading.
    public var fraction: CGFloat

    public init(fraction: CGFloat) {
        self.fraction = fraction
    }

    /// The visibility of a layer whose `isHidden` is `hidden`.
    public init(hidden: Bool) {
        fraction = hidden ? 0 : 1
    }

    public var vectorComponents: [CGFloat] { [fraction] }
    public init(vectorComponents v: [CGFloat]) { fraction = v[0] }

    /// Reads what `hidden` animations pass: a Boolean (or its number box) meaning hidden, or a visibility.
    public static func animationValue(from any: Any) -> CALayerVisibility? {
        if let visibility = any as? CALayerVisibility { return visibility }
        return Bool.animationValue(from: any).map(CALayerVisibility.init(hidden:))
    }
}

extension CALayer {
    /// The `hidden` property: a model layer takes the nearer end; a presentation copy between the ends stays shown
    /// and fades by the fraction.
    static let hiddenProperty = CALayerProperty<CALayerVisibility>(
        keyPath: "hidden", isImplicitlyAnimated: true,
        render: LayerValuesAccess(get: { CALayerVisibility(hidden: $0.isHidden) }, set: { values, visibility in
            let fraction = min(max(visibility.fraction, 0), 1)
            guard fraction > 0, fraction < 1 else {
                values.isHidden = fraction < 0.5
                return
            }
            values.isHidden = false
            values.opacity *= Float(fraction)
        }),
        get: { CALayerVisibility(hidden: $0.isHidden) },
        set: { layer, visibility in
            let fraction = min(max(visibility.fraction, 0), 1)
            guard layer.isPresentationCopy, fraction > 0, fraction < 1 else {
                layer.isHidden = fraction < 0.5
                return
            }
            layer.isHidden = false
            layer.opacity *= Float(fraction)
        })
}
