import ATSPI
import Foundation

/// Where the user's text size comes from: `UIKIT_CONTENT_SIZE_CATEGORY` (a category's name, `accessibilityLarge`)
/// when set, else the desktop's text scaling factor through xdg-desktop-portal mapped to the nearest category,
/// followed while the app runs (large when the desktop says nothing).
@MainActor
final class DesktopContentSize {
    private var portal: DesktopTextScaling?

    /// The categories by the names Swift code gives them.
    static let names: [String: UIContentSizeCategory] = [
        "extrasmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "extralarge": .extraLarge,
        "extraextralarge": .extraExtraLarge, "extraextraextralarge": .extraExtraExtraLarge,
        "accessibilitymedium": .accessibilityMedium, "accessibilitylarge": .accessibilityLarge,
        "accessibilityextralarge": .accessibilityExtraLarge, "accessibilityextraextralarge": .accessibilityExtraExtraLarge,
        "accessibilityextraextraextralarge": .accessibilityExtraExtraExtraLarge,
    ]

    /// The category `UIKIT_CONTENT_SIZE_CATEGORY` names (any case, or the constant's raw value); nil when it is unset
    /// or names none (said once).
    static func environmentCategory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> UIContentSizeCategory? {
        guard let value = environment["UIKIT_CONTENT_SIZE_CATEGORY"], !value.isEmpty else { return nil }
        if let category = names[value.lowercased()] { return category }
        if let category = DynamicTypeSizes.categories.first(where: { $0.rawValue == value }) { return category }
        Diagnostics.report("UIKIT_CONTENT_SIZE_CATEGORY is \"\(value)\", not a content size category such as accessibilityLarge; following the desktop")
        return nil
    }

    /// The category whose body text is nearest in size to normal text scaled by `factor` (GNOME's Large Text, 1.25,
    /// is extra extra large).
    static func category(forScalingFactor factor: Double) -> UIContentSizeCategory {
        guard factor > 0, factor.isFinite else { return .large }
        return DynamicTypeSizes.categories.min { first, second in
            abs(Double(DynamicTypeSizes.scale(of: .body, at: first)) - factor) < abs(Double(DynamicTypeSizes.scale(of: .body, at: second)) - factor)
        } ?? .large
    }

    /// Starts: the environment's category, or the portal's.
    func startOnDesktop() {
        if let category = Self.environmentCategory() {
            UIApplication.shared.desktopContentSizeCategoryChanged(to: category)
        } else if let portal = DesktopTextScaling.onSessionBus() {
            follow(portal)
        }
    }

    /// Follows `portal`: each factor it gives sets the app's category.
    func follow(_ portal: DesktopTextScaling) {
        self.portal = portal
        portal.onChange = { factor in
            UIApplication.shared.desktopContentSizeCategoryChanged(to: Self.category(forScalingFactor: factor))
        }
        if let factor = portal.factor {
            UIApplication.shared.desktopContentSizeCategoryChanged(to: Self.category(forScalingFactor: factor))
        }
    }
}

extension UIApplication {
    /// The text size the user prefers: the desktop's.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIKitContextState.current.desktopContentSizeCategory
    }

    /// The desktop's text size became `category`: every window, and what each shows, hears of it (fonts of views that
    /// adjust them first), then `UIContentSizeCategory.didChangeNotification` is posted, as on iOS.
    func desktopContentSizeCategoryChanged(to category: UIContentSizeCategory) {
        let state = UIKitContextState.current
        guard state.desktopContentSizeCategory != category else { return }
        TraitChange.perform(views: windows) { state.desktopContentSizeCategory = category }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}
