import Foundation
import QuartzCore

/// What a tab bar looks like: its background and shadow, its items in each layout and state, how the items are
/// placed, and the selection indicator.
///
/// Difference from Apple: the bar lays its items out stacked; `inlineLayoutAppearance` and `compactInlineLayoutAppearance` are stored only.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The room between centered items (0: the default).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centered items (0: the default).
    open var stackedItemWidth: CGFloat = 0
    /// The colour of the highlight under the selected item (nil: a faint gray).
    open var selectionIndicatorTintColor: UIColor?
    /// An image shown under the selected item in place of the highlight.
    open var selectionIndicatorImage: UIImage?

    override func copyValues(to other: UIBarAppearance) {
        super.copyValues(to: other)
        guard let other = other as? UITabBarAppearance else { return }
        other.stackedLayoutAppearance = stackedLayoutAppearance.copy()
        other.inlineLayoutAppearance = inlineLayoutAppearance.copy()
        other.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
        other.stackedItemPositioning = stackedItemPositioning
        other.stackedItemSpacing = stackedItemSpacing
        other.stackedItemWidth = stackedItemWidth
        other.selectionIndicatorTintColor = selectionIndicatorTintColor
        other.selectionIndicatorImage = selectionIndicatorImage
    }

    /// Every layout's item appearance, for setting one value in all of them.
    var itemAppearances: [UITabBarItemAppearance] {
        [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance]
    }
}
