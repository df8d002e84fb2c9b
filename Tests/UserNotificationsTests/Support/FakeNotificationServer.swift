import ATSPI
import Foundation

/// A notification server of the test's own on the private bus, on the project's D-Bus layer: it owns
/// `org.freedesktop.Notifications`, answers `GetCapabilities`, `Notify` and `CloseNotification` as the
/// specification says, records the calls, and sends `ActionInvoked` and `NotificationClosed` when told.
@MainActor
final class FakeNotificationServer {
    static let name = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// One `Notify` call's arguments.
    struct Shown {
        var id: UInt32
        var appName: String
        var replacesID: UInt32
        var summary: String
        var body: String
        var actions: [String]
        var hints: [String: DBusValue]
        var timeout: Int
    }

    private let bus: DBusConnection
    var capabilities = ["actions", "body", "persistence", "sound"]
    private(set) var shown: [Shown] = []
    private(set) var closed: [UInt32] = []
    private var lastID: UInt32 = 0

    init(address: String) throws {
        bus = try DBusConnection(address: address)
        let reply = try bus.callBlocking(.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                                               [.string(Self.name), .uint32(4)]))
        guard reply.arguments.first?.intValue == 1 else {
            throw DBusConnection.Failure(description: "could not own \(Self.name): \(reply.arguments)")
        }
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
    }

    func close() {
        bus.close()
    }

    private func handle(_ message: DBusMessage) -> Bool {
        guard message.kind == .methodCall, message.interface == Self.name else { return false }
        let arguments = message.arguments
        switch message.member {
        case "GetCapabilities":
            bus.send(message.reply([.array(element: "s", capabilities.map(DBusValue.string))]))
        case "GetServerInformation":
            bus.send(message.reply([.string("fake"), .string("tests"), .string("1"), .string("1.2")]))
        case "Notify" where arguments.count == 8:
            let replaces = UInt32(arguments[1].intValue ?? 0)
            let id: UInt32
            if replaces != 0 {
                id = replaces
            } else {
                lastID += 1
                id = lastID
            }
            let hints = Dictionary(arguments[6].elements.compactMap { entry in entry.dictKey.map { ($0, entry.dictValue ?? entry) } },
                                   uniquingKeysWith: { $1 })
            shown.append(Shown(id: id, appName: arguments[0].stringValue ?? "", replacesID: replaces,
                               summary: arguments[3].stringValue ?? "", body: arguments[4].stringValue ?? "",
                               actions: arguments[5].elements.compactMap(\.stringValue), hints: hints,
                               timeout: arguments[7].intValue ?? 0))
            bus.send(message.reply([.uint32(id)]))
        case "CloseNotification":
            let id = UInt32(arguments.first?.intValue ?? 0)
            closed.append(id)
            bus.send(message.reply([]))
            signal("NotificationClosed", id, .uint32(3))
        default:
            bus.send(message.error("org.freedesktop.DBus.Error.UnknownMethod", "no \(message.member ?? "")"))
        }
        return true
    }

    /// The user chose the action `key` on notification `id`, as the server reports it.
    func invoke(_ id: UInt32, _ key: String) {
        signal("ActionInvoked", id, .string(key))
    }

    /// The user replied `text` in notification `id`'s text field (KDE Plasma's inline reply).
    func reply(_ id: UInt32, _ text: String) {
        signal("NotificationReplied", id, .string(text))
    }

    /// Notification `id` closed for `reason` (1 expired, 2 dismissed by the user).
    func closeByUser(_ id: UInt32, reason: UInt32 = 2) {
        signal("NotificationClosed", id, .uint32(reason))
    }

    private func signal(_ member: String, _ id: UInt32, _ value: DBusValue) {
        bus.send(.signal(Self.path, Self.name, member, [.uint32(id), value]))
    }
}
