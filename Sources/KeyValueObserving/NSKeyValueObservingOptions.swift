import Foundation

/// What a key-value observation reports: the new value, the old one, a first report at once, a report before each
/// change.
///
/// Difference from Apple: `.prior` is accepted and sends nothing, since a change is seen only once it is made.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The change carries the value after it.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler would also run before each change.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: a value set, or objects inserted into, removed from or replaced in a to-many property.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change of an observed key path, as the options asked for it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    public let kind: NSKeyValueObservedChange<Value>.Kind
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for (nil in the `.initial` report).
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for a value set.
    public let indexes: IndexSet?
    /// Whether this is the report before the change (`.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, indexes: IndexSet? = nil, isPrior: Bool = false) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = indexes
        self.isPrior = isPrior
    }
}
