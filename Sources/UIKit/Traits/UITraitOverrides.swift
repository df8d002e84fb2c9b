import QuartzCore

/// The traits a view, controller or window sets for itself and what it contains (iOS 17): set a value to override
/// it, `remove` it to inherit again. Also what a `UITraitCollection(mutations:)` closure changes.
public struct UITraitOverrides: UIMutableTraits {
    var values: TraitValues

    init(values: TraitValues) {
        self.values = values
    }

    /// Whether `trait` is overridden here.
    public func contains(_ trait: UITrait) -> Bool {
        guard let trait = trait as? any SystemTrait.Type else { return false }
        return trait.isSpecified(in: values)
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        guard let trait = trait as? any SystemTrait.Type else { return }
        trait.clear(in: &values)
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { values.displayGamut = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.activeAppearance }
        set { values.activeAppearance = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { values.forceTouchCapability }
        set { values.forceTouchCapability = newValue }
    }
}
