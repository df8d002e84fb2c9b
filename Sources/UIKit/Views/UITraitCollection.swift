import QuartzCore

/// The environment a view or view controller is shown in: its display scale and, as on iOS, the style and size
/// classes an app adapts to.
///
/// Difference from Apple: only `displayScale` follows the window (its pixels per point); the style is light, both
/// size classes regular and the content size category large, always.
open class UITraitCollection: CustomStringConvertible, @unchecked Sendable {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Device pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// An unspecified collection.
    public convenience init() {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, category: .unspecified)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(style: .unspecified, scale: scale, horizontal: .unspecified, vertical: .unspecified, category: .unspecified)
    }

    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(style: style, scale: 0, horizontal: .unspecified, vertical: .unspecified, category: .unspecified)
    }

    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: sizeClass, vertical: .unspecified, category: .unspecified)
    }

    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: sizeClass, category: .unspecified)
    }

    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified, category: category)
    }

    init(style: UIUserInterfaceStyle, scale: CGFloat, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, category: UIContentSizeCategory, idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
    }

    /// What a view in a window of `scale` pixels per point is shown with.
    static func desktop(scale: CGFloat) -> UITraitCollection {
        UITraitCollection(style: .light, scale: scale, horizontal: .regular, vertical: .regular, category: .large, idiom: .mac)
    }

    /// Whether the values that are specified in `trait` are equal here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether a change from `other` to this collection changes resolved colours (the style).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale), "
            + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue))"
    }
}

/// What has a trait collection and hears when it changes: views and view controllers.
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
