import QuartzCore

/// The values of a trait collection, each possibly unspecified: what collections merge and compare.
struct TraitValues: Equatable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown

    /// These values with every value `other` specifies put over them.
    func overlaid(with other: TraitValues) -> TraitValues {
        var result = self
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.userInterfaceLevel != .unspecified { result.userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        if other.displayGamut != .unspecified { result.displayGamut = other.displayGamut }
        if other.activeAppearance != .unspecified { result.activeAppearance = other.activeAppearance }
        if other.forceTouchCapability != .unknown { result.forceTouchCapability = other.forceTouchCapability }
        return result
    }

    /// Whether every value `other` specifies is the same here.
    func contains(_ other: TraitValues) -> Bool {
        overlaid(with: other) == self
    }
}
