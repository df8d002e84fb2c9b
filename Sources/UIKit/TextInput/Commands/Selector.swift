/// The name of an action a responder performs (`copy:`, `paste:`, `find:`), as key commands and
/// `canPerformAction(_:withSender:)` name them.
///
/// Difference from Apple: a name and no more, since Swift on Linux has no Objective-C runtime and no `#selector`: write `Selector("copy:")` or a string literal; the standard edit actions are found by name, others reach `UIResponder.performAction(_:withSender:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
