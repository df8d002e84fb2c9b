/// What the bridge needs of a bus: its name on it, sending, calling with a reply, and the messages that arrive.
/// `DBusConnection` is the real one; tests give a recording one.
@MainActor
public protocol MessageBus: AnyObject {
    /// The connection's unique name on the bus (`:1.42`).
    var uniqueName: String { get }
    /// Where received method calls and signals go; true when handled.
    var onMessage: ((DBusMessage) -> Bool)? { get set }
    /// Queues `message` for sending.
    func send(_ message: DBusMessage)
    /// Sends the call `message` and hands its reply (an error reply too, or nil on timeout) to `reply`.
    func call(_ message: DBusMessage, reply: @escaping @MainActor (DBusMessage?) -> Void)
    /// Asks the bus daemon for the signals `rule` matches.
    func addMatch(_ rule: String)
}
