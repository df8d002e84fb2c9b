import Foundation

/// Names an object of the accessible tree for as long as the app lives; `root` is the application.
public struct AccessibleObjectID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    public static let root = AccessibleObjectID(0)

    /// The object's D-Bus path.
    public var path: String { self == .root ? AccessiblePaths.root : "\(AccessiblePaths.prefix)\(rawValue)" }

    /// The object a D-Bus path names, or nil when the path is none of the bridge's.
    public init?(path: String) {
        if path == AccessiblePaths.root { self = .root; return }
        guard path.hasPrefix(AccessiblePaths.prefix), let number = UInt64(path.dropFirst(AccessiblePaths.prefix.count)),
              number != 0 else { return nil }
        self.init(number)
    }

    public var description: String { path }
}

/// The paths AT-SPI names objects by.
public enum AccessiblePaths {
    public static let root = "/org/a11y/atspi/accessible/root"
    public static let prefix = "/org/a11y/atspi/accessible/"
    public static let null = "/org/a11y/atspi/null"
}

/// An action an object offers (`org.a11y.atspi.Action`): activate, increment, a custom action.
public struct AccessibleAction: Hashable, Sendable {
    public var name: String
    public var description: String
    public var keyBinding: String

    public init(name: String, description: String = "", keyBinding: String = "") {
        self.name = name
        self.description = description
        self.keyBinding = keyBinding
    }
}

/// What `org.a11y.atspi.Value` reports of an adjustable object.
public struct AccessibleValue: Hashable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    /// The value as the app words it (`50%`).
    public var text: String

    public init(current: Double, minimum: Double, maximum: Double, step: Double, text: String) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.text = text
    }
}

/// One object of the tree as the bridge reports it, made on demand when a client asks: the app's view of an element
/// (role, name, states, extents in window coordinates, children) with nothing of views in it.
public struct AccessibleNode: Hashable, Sendable {
    public var role: AccessibleRole
    public var name: String
    public var description: String
    public var states: AccessibleStateSet
    /// The object's rectangle in its window's coordinates (points).
    public var extents: CGRect
    public var parent: AccessibleObjectID?
    public var children: [AccessibleObjectID]
    public var actions: [AccessibleAction]
    public var value: AccessibleValue?
    /// The text `org.a11y.atspi.Text` offers (a label's, a field's); nil when the object has none.
    public var text: AccessibleText?
    /// The app's identifier for the object (`AccessibleId`).
    public var identifier: String
    /// Extra attributes (`GetAttributes`).
    public var attributes: [String: String]

    public init(role: AccessibleRole, name: String = "", description: String = "", states: AccessibleStateSet = [],
                extents: CGRect = .zero, parent: AccessibleObjectID? = nil, children: [AccessibleObjectID] = [],
                actions: [AccessibleAction] = [], value: AccessibleValue? = nil, text: AccessibleText? = nil,
                identifier: String = "", attributes: [String: String] = [:]) {
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.extents = extents
        self.parent = parent
        self.children = children
        self.actions = actions
        self.value = value
        self.text = text
        self.identifier = identifier
        self.attributes = attributes
    }

    /// The AT-SPI interfaces the object implements.
    public var interfaces: [String] {
        var names = [AccessibleInterface.accessible, AccessibleInterface.component]
        if parent == nil { names.append(AccessibleInterface.application) }
        if !actions.isEmpty { names.append(AccessibleInterface.action) }
        if value != nil { names.append(AccessibleInterface.value) }
        if text != nil { names.append(AccessibleInterface.text) }
        if text?.isEditable == true { names.append(AccessibleInterface.editableText) }
        return names
    }
}

/// The interface names of at-spi2-core's D-Bus API.
public enum AccessibleInterface {
    public static let accessible = "org.a11y.atspi.Accessible"
    public static let application = "org.a11y.atspi.Application"
    public static let component = "org.a11y.atspi.Component"
    public static let action = "org.a11y.atspi.Action"
    public static let value = "org.a11y.atspi.Value"
    public static let text = "org.a11y.atspi.Text"
    public static let editableText = "org.a11y.atspi.EditableText"
    public static let cache = "org.a11y.atspi.Cache"
    public static let socket = "org.a11y.atspi.Socket"
    public static let registry = "org.a11y.atspi.Registry"
    public static let eventObject = "org.a11y.atspi.Event.Object"
    public static let eventFocus = "org.a11y.atspi.Event.Focus"
    public static let properties = "org.freedesktop.DBus.Properties"
    public static let introspectable = "org.freedesktop.DBus.Introspectable"
}
