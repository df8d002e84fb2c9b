import QuartzCore

/// Traits that can be set one by one (iOS 17): what `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and
/// `traitOverrides` hand out.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
}
