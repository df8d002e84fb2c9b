/// An AT-SPI state (`AtspiStateType` of at-spi2-core's atspi-constants.h).
public enum AccessibleState: UInt32, Sendable, CaseIterable {
    case active = 1
    case busy = 3
    case checked = 4
    case defunct = 6
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case multiLine = 17
    case opaque = 19
    case pressed = 20
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case vertical = 29
    case visible = 30
    case checkable = 41
    case readOnly = 43

    /// The state's name in event details (`object:state-changed:focused`).
    public var eventName: String {
        switch self {
        case .multiLine: "multi-line"
        case .singleLine: "single-line"
        case .readOnly: "read-only"
        default: String(describing: self)
        }
    }
}

/// A set of states, sent as AT-SPI's two 32-bit words (`au`).
public struct AccessibleStateSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    public private(set) var states: Set<AccessibleState>

    public init(_ states: Set<AccessibleState> = []) { self.states = states }
    public init(arrayLiteral elements: AccessibleState...) { states = Set(elements) }

    public func contains(_ state: AccessibleState) -> Bool { states.contains(state) }
    public mutating func insert(_ state: AccessibleState) { states.insert(state) }
    public mutating func remove(_ state: AccessibleState) { states.remove(state) }

    /// The bit words: state n is bit n % 32 of word n / 32.
    public var words: [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }
}
