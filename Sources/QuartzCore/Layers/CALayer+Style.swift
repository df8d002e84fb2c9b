import Foundation

/// Default property values from the `style` dictionary, as Core Animation takes an unset property's value from the
/// shallowest style (then nested styles under `style`) that names it, else from `defaultValue(forKey:)`.
extension CALayer {
    /// Copies the style's defaults into every animatable property the layer has not set itself, without actions;
    /// a property an earlier style filled and this one does not name returns to the class default. A presentation
    /// copy takes the model's values as they are.
    func applyStyle() {
        guard !CALayer.isCopyingForPresentation else { return }
        let defaults = Self.styleDefaults(style)
        let previouslyStyled = styledKeys
        styledKeys = []
        isApplyingStyle = true
        defer { isApplyingStyle = false }
        for key in previouslyStyled.union(defaults.keys) where !explicitlySetKeys.contains(key) {
            guard let property = type(of: self).animatableProperty(forKeyPath: key) else { continue }
            if let value = defaults[key] {
                if property.setValue(value, on: self) { styledKeys.insert(key) }
            } else if let value = type(of: self).defaultValue(forKey: key) {
                property.setValue(value, on: self)
            }
        }
    }

    /// Whether `init(layer:)` is making a presentation copy, whose property writes are copies, not settings.
    static var isCopyingForPresentation: Bool {
        get { CAContext.current.isCopyingForPresentation }
        set { CAContext.current.isCopyingForPresentation = newValue }
    }

    /// Records that property `key` was set on the layer, so that `style` defaults never override it.
    func noteExplicitlySet(_ key: String) {
        guard !isApplyingStyle, !CALayer.isCopyingForPresentation else { return }
        explicitlySetKeys.insert(key)
    }

    /// The property values of `style` and its nested styles, the shallowest winning; `actions` and `style` entries
    /// and key paths into parts (`position.x`) are not property defaults.
    private static func styleDefaults(_ style: [AnyHashable: Any]?) -> [String: Any] {
        var defaults: [String: Any] = [:]
        var current = style
        while let dictionary = current {
            for case let (key as String, value) in dictionary where key != "actions" && key != "style" && !key.contains(".") {
                if defaults[key] == nil { defaults[key] = value }
            }
            current = dictionary["style"] as? [AnyHashable: Any]
        }
        return defaults
    }
}
