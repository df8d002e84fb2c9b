import ATSPI
import Foundation

/// The desktop's notification server, `org.freedesktop.Notifications` on the session bus: found once asked for
/// (its capabilities read), told to show and close notifications, and heard when the user acts on or closes one.
/// Without a bus or a server every question is answered at once, or within the bus's reply timeout, with why.
@MainActor
final class NotificationServer {
    static let service = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// What is known of the server.
    private enum State {
        case unknown
        case asking([@MainActor (Result<Set<String>, UNError>) -> Void])
        case ready(Set<String>)
    }

    private let connect: @MainActor () throws -> MessageBus
    private var bus: MessageBus?
    private var state = State.unknown
    /// The user chose the action of this key on the notification of this id.
    var onAction: ((UInt32, String) -> Void)?
    /// The user replied this text on the notification of this id (KDE Plasma's `NotificationReplied`).
    var onReply: ((UInt32, String) -> Void)?
    /// The notification of this id closed, for this reason (1 expired, 2 dismissed, 3 closed by the app).
    var onClosed: ((UInt32, UInt32) -> Void)?

    /// A server reached through the bus `connect` opens (once, when first needed).
    init(connect: @escaping @MainActor () throws -> MessageBus) {
        self.connect = connect
    }

    /// The bus `environment` names, or why there is none, in one line.
    static func sessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> MessageBus {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            throw DBusConnection.Failure(description: "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        return try DBusConnection(address: address)
    }

    /// Hands `body` the server's capabilities, asking it first if need be, or why it cannot be reached.
    func whenReady(_ body: @escaping @MainActor (Result<Set<String>, UNError>) -> Void) {
        switch state {
        case .ready(let capabilities): body(.success(capabilities))
        case .asking(let waiting): state = .asking(waiting + [body])
        case .unknown:
            state = .asking([body])
            ask()
        }
    }

    /// Opens the bus if need be and asks the server's capabilities.
    private func ask() {
        let bus: MessageBus
        do {
            bus = try self.bus ?? openBus()
        } catch {
            return settle(.failure(Self.unreachable("\(error)")))
        }
        bus.call(.call(Self.service, Self.path, Self.service, "GetCapabilities")) { [weak self] reply in
            guard let self else { return }
            guard let reply else { return self.settle(.failure(Self.unreachable("the notification server did not answer"))) }
            guard reply.kind == .methodReturn else {
                let cause = reply.errorName == "org.freedesktop.DBus.Error.ServiceUnknown"
                    ? "no notification server (\(Self.service)) on the session bus"
                    : "the notification server refused GetCapabilities (\(reply.errorName ?? "an error"))"
                return self.settle(.failure(Self.unreachable(cause)))
            }
            self.settle(.success(Set(reply.arguments.first?.elements.compactMap(\.stringValue) ?? [])))
        }
    }

    private func openBus() throws -> MessageBus {
        let bus = try connect()
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
        for member in ["ActionInvoked", "NotificationClosed", "NotificationReplied"] {
            bus.addMatch("type='signal',interface='\(Self.service)',member='\(member)',path='\(Self.path)'")
        }
        self.bus = bus
        return bus
    }

    /// Answers everyone waiting; a failure is not kept, so the next question asks again.
    private func settle(_ result: Result<Set<String>, UNError>) {
        guard case .asking(let waiting) = state else { return }
        if case .success(let capabilities) = result { state = .ready(capabilities) } else { state = .unknown }
        waiting.forEach { $0(result) }
    }

    private static func unreachable(_ cause: String) -> UNError {
        UNError.failure(.notificationsNotAllowed, "Notifications cannot be shown: \(cause)")
    }

    /// Shows `notification`; `shown` hears the server's id for it, or nil when it was not shown.
    func notify(_ notification: DesktopNotification, shown: @escaping @MainActor (UInt32?) -> Void) {
        guard let bus else { return shown(nil) }
        bus.call(.call(Self.service, Self.path, Self.service, "Notify", notification.arguments)) { [weak self] reply in
            guard let reply, reply.kind == .methodReturn, let id = reply.arguments.first?.intValue else {
                if reply?.errorName == "org.freedesktop.DBus.Error.ServiceUnknown" { self?.state = .unknown }
                return shown(nil)
            }
            shown(UInt32(id))
        }
    }

    /// Takes the notification of `id` off the screen.
    func close(_ id: UInt32) {
        bus?.send(.call(Self.service, Self.path, Self.service, "CloseNotification", [.uint32(id)]))
    }

    /// Sends `signal` on the bus, when there is one.
    func broadcast(_ signal: DBusMessage) {
        bus?.send(signal)
    }

    private func handle(_ message: DBusMessage) -> Bool {
        guard message.kind == .signal, message.interface == Self.service, message.arguments.count == 2,
              let id = message.arguments[0].intValue.flatMap(UInt32.init(exactly:)) else { return false }
        switch message.member {
        case "ActionInvoked":
            guard let key = message.arguments[1].stringValue else { return false }
            onAction?(id, key)
        case "NotificationReplied":
            guard let text = message.arguments[1].stringValue else { return false }
            onReply?(id, text)
        case "NotificationClosed":
            guard let reason = message.arguments[1].intValue.flatMap(UInt32.init(exactly:)) else { return false }
            onClosed?(id, reason)
        default: return false
        }
        return true
    }
}
