import QuartzCore

/// A kind of trait, named by its type (iOS 17): what `registerForTraitChanges(_:handler:)` and
/// `UITraitOverrides.contains(_:)` take.
///
/// Difference from Apple: only UIKit's own traits are kept in collections; a custom trait type compiles but holds no value.
public protocol UITraitDefinition {
    /// A unique name of the trait.
    static var identifier: String { get }
    /// The trait's name for people.
    static var name: String { get }
    /// Whether a change of the trait can change resolved colours.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: self) }
    public static var name: String { String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as Apple's API passes them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// One of UIKit's own traits: where its value sits in a collection.
protocol SystemTrait: UITraitDefinition {
    associatedtype Value: Equatable
    static var key: WritableKeyPath<TraitValues, Value> { get }
    static var unspecified: Value { get }
}

extension SystemTrait {
    static func isSpecified(in values: TraitValues) -> Bool { values[keyPath: key] != unspecified }
    static func clear(in values: inout TraitValues) { values[keyPath: key] = unspecified }
    static func differs(_ a: TraitValues, _ b: TraitValues) -> Bool { a[keyPath: key] != b[keyPath: key] }
}

public enum UITraitUserInterfaceStyle: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.userInterfaceStyle }
    static let unspecified = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitDisplayScale: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.displayScale }
    static let unspecified: CGFloat = 0
}

public enum UITraitHorizontalSizeClass: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.horizontalSizeClass }
    static let unspecified = UIUserInterfaceSizeClass.unspecified
}

public enum UITraitVerticalSizeClass: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.verticalSizeClass }
    static let unspecified = UIUserInterfaceSizeClass.unspecified
}

public enum UITraitPreferredContentSizeCategory: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.preferredContentSizeCategory }
    static let unspecified = UIContentSizeCategory.unspecified
}

public enum UITraitUserInterfaceIdiom: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.userInterfaceIdiom }
    static let unspecified = UIUserInterfaceIdiom.unspecified
}

public enum UITraitLayoutDirection: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.layoutDirection }
    static let unspecified = UITraitEnvironmentLayoutDirection.unspecified
}

public enum UITraitUserInterfaceLevel: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.userInterfaceLevel }
    static let unspecified = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitAccessibilityContrast: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.accessibilityContrast }
    static let unspecified = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitLegibilityWeight: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.legibilityWeight }
    static let unspecified = UILegibilityWeight.unspecified
}

public enum UITraitDisplayGamut: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.displayGamut }
    static let unspecified = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitActiveAppearance: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.activeAppearance }
    static let unspecified = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitForceTouchCapability: SystemTrait {
    static var key: WritableKeyPath<TraitValues, Value> { \TraitValues.forceTouchCapability }
    static let unspecified = UIForceTouchCapability.unknown
}

