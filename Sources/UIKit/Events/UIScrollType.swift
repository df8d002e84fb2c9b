/// How a scroll event came (iOS 13.4): in steps (a mouse wheel's notches) or smoothly (a touchpad).
public enum UIScrollType: Int, Sendable {
    case discrete, continuous
}

/// A set of scroll types (iOS 13.4), what a pan recognizer's `allowedScrollTypesMask` says.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
