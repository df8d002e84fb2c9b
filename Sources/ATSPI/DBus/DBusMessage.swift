/// A D-Bus message as a value: a method call, its reply or error, or a signal. `DBusConnection` turns it into
/// libdbus's message and back; tests build and inspect them directly.
public struct DBusMessage: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case methodCall, methodReturn, error, signal
    }

    public var kind: Kind
    public var path: String?
    public var interface: String?
    public var member: String?
    public var destination: String?
    public var sender: String?
    /// The name of an error reply (`org.freedesktop.DBus.Error.UnknownMethod`).
    public var errorName: String?
    /// The serial the bus gave a received message; a reply names its call's.
    public var serial: UInt32 = 0
    public var replySerial: UInt32 = 0
    public var arguments: [DBusValue]

    public init(kind: Kind, path: String? = nil, interface: String? = nil, member: String? = nil,
                destination: String? = nil, arguments: [DBusValue] = []) {
        self.kind = kind
        self.path = path
        self.interface = interface
        self.member = member
        self.destination = destination
        self.arguments = arguments
    }

    /// A method call to `member` of `interface` on `path` at `destination`.
    public static func call(_ destination: String, _ path: String, _ interface: String, _ member: String,
                            _ arguments: [DBusValue] = []) -> DBusMessage {
        DBusMessage(kind: .methodCall, path: path, interface: interface, member: member, destination: destination,
                    arguments: arguments)
    }

    /// A signal `member` of `interface` from `path`.
    public static func signal(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue]) -> DBusMessage {
        DBusMessage(kind: .signal, path: path, interface: interface, member: member, arguments: arguments)
    }

    /// The reply to this call carrying `arguments`.
    public func reply(_ arguments: [DBusValue]) -> DBusMessage {
        var reply = DBusMessage(kind: .methodReturn, destination: sender, arguments: arguments)
        reply.replySerial = serial
        return reply
    }

    /// The error reply to this call: `name` with a one-line `text`.
    public func error(_ name: String, _ text: String) -> DBusMessage {
        var reply = DBusMessage(kind: .error, destination: sender, arguments: [.string(text)])
        reply.errorName = name
        reply.replySerial = serial
        return reply
    }

    /// The arguments' signature.
    public var signature: String { arguments.map(\.signature).joined() }
}
