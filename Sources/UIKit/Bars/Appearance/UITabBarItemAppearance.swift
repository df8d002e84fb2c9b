import Foundation
import QuartzCore

/// How tab bar items look in one state: the icon's colour, the title's attributes and offset, and the badge.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour (nil: the bar's default for the state).
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func copyValues(to other: UITabBarItemStateAppearance) {
        other.titleTextAttributes = titleTextAttributes
        other.titlePositionAdjustment = titlePositionAdjustment
        other.iconColor = iconColor
        other.badgeBackgroundColor = badgeBackgroundColor
        other.badgeTextAttributes = badgeTextAttributes
        other.badgePositionAdjustment = badgePositionAdjustment
        other.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
    }
}

/// How tab bar items of one layout look in each state (normal, selected, disabled, focused).
///
/// Difference from Apple: `focused` is stored only (tab items take no keyboard focus here).
@MainActor @preconcurrency
open class UITabBarItemAppearance {
    /// The layout an item appearance is for: image over title, image beside title, and that in compact heights.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    open private(set) var normal = UITabBarItemStateAppearance()
    open private(set) var selected = UITabBarItemStateAppearance()
    open private(set) var disabled = UITabBarItemStateAppearance()
    open private(set) var focused = UITabBarItemStateAppearance()

    /// The default look of items laid out in `style`.
    public init(style: Style) {
        configureWithDefault(for: style)
    }

    /// The default look of stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// The default look of stacked items.
    ///
    /// Difference from Apple: the archive is not read (appearances come from code here).
    public required init?(coder: NSCoder) {
        configureWithDefault(for: .stacked)
    }

    /// A copy, of this appearance's own class.
    open func copy() -> Self {
        guard let copy = Self(coder: UIBarItem.emptyArchive()) else {
            preconditionFailure("\(Self.self).init(coder:) returned nil: the appearance cannot be copied")
        }
        for (mine, theirs) in [(normal, copy.normal), (selected, copy.selected), (disabled, copy.disabled), (focused, copy.focused)] {
            mine.copyValues(to: theirs)
        }
        return copy
    }

    /// Resets every state to the default look (the bar's colours: gray, the tint for the selected item).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// Every state, for setting one value in all of them.
    var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}
