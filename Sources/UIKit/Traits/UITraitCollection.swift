import QuartzCore

/// The environment a view or view controller is shown in: light or dark, its display scale, size classes, text size,
/// layout direction and the rest, each possibly unspecified. A window's collection comes from the desktop (its
/// colour scheme and the window's scale); controllers and views pass it down, with their overrides on top.
///
/// Difference from Apple: size classes are both regular and the idiom `.mac`, as for a desktop window.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
    }

    /// An unspecified collection.
    override public convenience init() { self.init(values: TraitValues()) }

    /// The values of `traitCollections` merged, later ones winning where they specify a value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overlaid(with: $1.values) })
    }

    /// A collection made by changing an unspecified one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as? UITraitOverrides)?.values ?? TraitValues())
    }

    /// This collection with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
    }

    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = style } }
    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = sizeClass } }
    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = sizeClass } }
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = category }
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = direction } }
    public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = level } }
    public convenience init(accessibilityContrast contrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = contrast } }
    public convenience init(legibilityWeight weight: UILegibilityWeight) { self.init { $0.legibilityWeight = weight } }
    public convenience init(displayGamut gamut: UIDisplayGamut) { self.init { $0.displayGamut = gamut } }
    public convenience init(activeAppearance appearance: UIUserInterfaceActiveAppearance) { self.init { $0.activeAppearance = appearance } }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = capability } }

    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Device pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }

    /// The collection UIKit resolves dynamic colours and images with when no view is given: while a view draws, lays
    /// out or hears of a trait change, that view's; otherwise the desktop's.
    @MainActor
    public class var current: UITraitCollection {
        get { UIKitContextState.current.currentTraits ?? UIScreen.main.traitCollection }
        set { UIKitContextState.current.currentTraits = newValue }
    }

    /// Runs `actions` with this collection as `current`.
    @MainActor
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let state = UIKitContextState.current
        let saved = state.currentTraits
        state.currentTraits = self
        defer { state.currentTraits = saved }
        try actions()
    }

    /// What a window of `scale` pixels per point is shown with on a desktop in `style` whose text is `category`.
    static func desktop(scale: CGFloat, style: UIUserInterfaceStyle = .light, category: UIContentSizeCategory = .large) -> UITraitCollection {
        UITraitCollection(values: TraitValues(
            userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: .regular, verticalSizeClass: .regular,
            preferredContentSizeCategory: category, userInterfaceIdiom: .pad, layoutDirection: .leftToRight,
            userInterfaceLevel: .base, accessibilityContrast: .normal, legibilityWeight: .regular, displayGamut: .SRGB,
            activeAppearance: .active, forceTouchCapability: .unavailable))
    }

    /// Whether every value `trait` specifies is the same here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// Whether a change from `other` to this collection changes resolved colours: the style, the level, the
    /// contrast, the gamut or the active appearance.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        let other = other?.values ?? TraitValues()
        return other.userInterfaceStyle != values.userInterfaceStyle || other.userInterfaceLevel != values.userInterfaceLevel
            || other.accessibilityContrast != values.accessibilityContrast || other.displayGamut != values.displayGamut
            || other.activeAppearance != values.activeAppearance
    }

    override public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale), "
            + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue), "
            + "layoutDirection: \(layoutDirection), userInterfaceLevel: \(userInterfaceLevel))"
    }

    /// Collections with the same values are equal, as on iOS.
    override open func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection).map { $0.values == values } ?? false
    }

    override open var hash: Int { values.userInterfaceStyle.hashValue ^ values.displayScale.hashValue }
}

/// What has a trait collection and hears when it changes: views and view controllers.
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
