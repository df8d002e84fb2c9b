import Foundation

/// How much a constraint matters to Auto Layout, from 1 to 1000 (`required`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` fits a dimension at.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority a drag inside a split view resizes at.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// The two axes constraints and content priorities are given for.
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// The direction leading and trailing follow.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Whether a view's content flips for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// Layout margins named by leading and trailing edges instead of left and right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// The size `systemLayoutSizeFitting` is asked for: as small or as large as the constraints allow.
extension UIView {
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)
}
