/// How strongly an item claims focus when Tab enters its group: the highest claim wins.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// No claim: the group's first item in reading order.
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The item focused last in the group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item that matters more than the one focused last.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The item focused now; no claim is higher.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)

    public static func < (lhs: UIFocusGroupPriority, rhs: UIFocusGroupPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether an item shows focus at once or only after the user has moved focus with the keys.
public enum UIFocusItemDeferralMode: Int, Sendable {
    case automatic
    case always
    case never
}
