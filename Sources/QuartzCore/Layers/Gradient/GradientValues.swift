import Foundation

/// `CAGradientLayer`'s model values: what its gradient is drawn from.
public struct GradientValues: CALayerContentValues {
    public var colors: CAValueList<CGColor>?
    public var locations: CAValueList<CGFloat>?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: CAGradientLayerType = .axial

    public init() {}

    /// The gradient over the bounds; nothing without colours. Locations with a NaN or infinity are ignored: the
    /// colours spread evenly instead.
    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        let colors = (colors?.elements ?? []).map(PremultipliedColor.init(cgColor:))
        guard !colors.isEmpty else { return nil }
        let locations = locations?.elements
        return GradientDrawing(
            colors: colors, locations: locations?.allSatisfy(\.isFinite) == true ? locations : nil,
            startPoint: startPoint, endPoint: endPoint, type: type)
    }
}

extension LayerValues {
    /// A gradient layer's values (fresh ones on another layer; a write makes the layer's content a gradient's).
    var gradient: GradientValues {
        get { content as? GradientValues ?? GradientValues() }
        set { content = newValue }
    }
}
