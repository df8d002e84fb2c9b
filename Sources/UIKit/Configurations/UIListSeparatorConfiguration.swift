import Foundation

/// The lines between a list's rows: whether each row shows the one above and below it, how far they are inset,
/// and their color.
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    public enum Visibility: Int, Sendable {
        /// As the list's look has it: under every row but the last of a section.
        case automatic
        case visible
        case hidden
    }

    /// Insets that start the separator under the row's text (the default).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator
    /// Difference from Apple: kept but not drawn (separators are drawn in `color`).
    public var visualEffect: UIVisualEffect?

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}
