import Foundation

/// An object whose look an app sets for every instance at once, through a proxy: `UINavigationBar.appearance()
/// .tintColor = .systemPink` reaches each navigation bar as it enters a window, unless the bar's own value was set.
///
/// Difference from Apple: a proxy is an instance of the nearest UIKit class (for a class of yours, its UIKit
/// superclass's), so only properties UIKit declares can be set on it, not ones your subclass adds (on iOS those
/// need `@objc dynamic` and `UI_APPEARANCE_SELECTOR`, which Swift on Linux has not).
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside containers of these types, innermost first (`[UINavigationController.self,
    /// UITabBarController.self]`: in a navigation controller inside a tab bar controller).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include `trait`'s.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside containers of these types, innermost first.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type that can contain objects taking their appearance from proxies: views, view controllers and presentation
/// controllers.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

/// The proxies of views and bar items, the classes that take part in appearance.
extension UIAppearance {
    public static func appearance() -> Self {
        AppearanceRules.proxy(of: self, containers: [], trait: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRules.proxy(of: self, containers: containerTypes, trait: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRules.proxy(of: self, containers: [], trait: trait)
    }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRules.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIView: AppearanceParticipant {}
extension UIBarItem: AppearanceParticipant {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}
