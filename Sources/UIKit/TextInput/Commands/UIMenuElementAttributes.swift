/// How a menu element shows: destructive in red, disabled, hidden, kept open.
public struct UIMenuElementAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let disabled = UIMenuElementAttributes(rawValue: 1 << 0)
    public static let destructive = UIMenuElementAttributes(rawValue: 1 << 1)
    public static let hidden = UIMenuElementAttributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = UIMenuElementAttributes(rawValue: 1 << 3)
}

/// Whether a menu element shows a check mark.
public enum UIMenuElementState: Int, Sendable {
    case off, on, mixed
}
