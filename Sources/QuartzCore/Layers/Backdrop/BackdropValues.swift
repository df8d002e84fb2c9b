import Foundation

/// `CABackdropLayer`'s model values: how the backdrop behind it is blurred.
@dynamicMemberLookup
package struct BackdropValues: CALayerContentValues {
    /// The properties `CABackdropLayer` declares.
    package var fields = CABackdropLayer.ModelFields()

    package init() {}

    /// A declared property's value.
    @inline(__always)
    package subscript<Value>(dynamicMember field: WritableKeyPath<CABackdropLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    /// Nothing of its own: the compositor draws the backdrop (`backdrop`).
    package func drawing(bounds: CGRect) -> (any CALayerDrawing)? { nil }

    /// The blur the compositor applies to what lies behind the layer; nil when it would leave the backdrop as it is.
    package var backdrop: BackdropBlur? {
        let blur = BackdropBlur(
            radius: max(0, fields.blurRadius), saturation: max(0, fields.saturation),
            tint: fields.tintColor.map(PremultipliedColor.init(cgColor:)) ?? .clear)
        return blur.radius == 0 && blur.saturation == 1 && blur.tint.alpha == 0 ? nil : blur
    }
}

extension LayerValues {
    /// A backdrop layer's values (fresh ones on another layer; a write makes the layer's content a backdrop's).
    var backdrop: BackdropValues {
        get { content as? BackdropValues ?? BackdropValues() }
        set { content = newValue }
    }
}
