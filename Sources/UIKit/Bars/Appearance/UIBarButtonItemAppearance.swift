import Foundation
import QuartzCore

/// How bar button items of one kind look in one state: their title's attributes and offsets.
///
/// Difference from Apple: the position adjustments and the background image are stored only.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copyValues(to other: UIBarButtonItemStateAppearance) {
        other.titleTextAttributes = titleTextAttributes
        other.titlePositionAdjustment = titlePositionAdjustment
        other.backgroundImage = backgroundImage
        other.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
    }
}

/// How bar button items of one style look in each state (normal, highlighted, disabled, focused).
@MainActor @preconcurrency
open class UIBarButtonItemAppearance {
    open private(set) var normal = UIBarButtonItemStateAppearance()
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// The default look of items in `style` (done items' titles semibold).
    public init(style: UIBarButtonItem.Style) {
        configureWithDefault(for: style)
    }

    /// The default look of plain items.
    public convenience init() {
        self.init(style: .plain)
    }

    /// The default look of plain items.
    ///
    /// Difference from Apple: the archive is not read (appearances come from code here).
    public required init?(coder: NSCoder) {
        configureWithDefault(for: .plain)
    }

    /// A copy, of this appearance's own class.
    open func copy() -> Self {
        guard let copy = Self(coder: UIBarItem.emptyArchive()) else {
            preconditionFailure("\(Self.self).init(coder:) returned nil: the appearance cannot be copied")
        }
        for (mine, theirs) in [(normal, copy.normal), (highlighted, copy.highlighted), (disabled, copy.disabled), (focused, copy.focused)] {
            mine.copyValues(to: theirs)
        }
        return copy
    }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        if style == .done {
            for state in [normal, highlighted, disabled, focused] {
                state.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
            }
        }
        disabled.titleTextAttributes[.foregroundColor] = UIColor.gray
    }

    /// The attributes for an item enabled or not.
    func attributes(enabled: Bool) -> [NSAttributedString.Key: Any] {
        enabled ? normal.titleTextAttributes : normal.titleTextAttributes.merging(disabled.titleTextAttributes) { $1 }
    }
}
