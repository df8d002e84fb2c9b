import Foundation

/// `CAGradientLayer`'s model values: what its gradient is drawn from.
@dynamicMemberLookup
public struct GradientValues: CALayerContentValues {
    /// The properties `CAGradientLayer` declares: `values.startPoint` reads `fields.startPoint`.
    public var fields = CAGradientLayer.ModelFields()
    /// `colors` as a list that interpolates.
    public var colors: CAValueList<CGColor>?
    /// `locations` as a list that interpolates.
    public var locations: CAValueList<CGFloat>?

    public init() {}

    /// A declared property's value.
    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CAGradientLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// The gradient over the bounds; nothing without colours. Locations with a NaN or infinity are ignored: the
    /// colours spread evenly instead.
    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        let colors = (colors?.elements ?? []).map(PremultipliedColor.init(cgColor:))
        guard !colors.isEmpty else { return nil }
        let locations = locations?.elements
        return GradientDrawing(
            colors: colors, locations: locations?.allSatisfy(\.isFinite) == true ? locations : nil,
            startPoint: fields.startPoint, endPoint: fields.endPoint, type: fields.type)
    }
}

extension LayerValues {
    /// A gradient layer's values (fresh ones on another layer; a write makes the layer's content a gradient's).
    var gradient: GradientValues {
        get { content as? GradientValues ?? GradientValues() }
        set { content = newValue }
    }
}
