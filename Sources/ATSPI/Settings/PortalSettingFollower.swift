import Foundation

/// One setting of xdg-desktop-portal's `org.freedesktop.portal.Settings` on a bus: read once (`ReadOne`, else the
/// older `Read`), then followed through the portal's `SettingChanged` signal, each value handed on as it arrives.
@MainActor
final class PortalSettingFollower {
    static let portalService = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let settingsInterface = "org.freedesktop.portal.Settings"

    let namespace: String
    let key: String
    private let bus: MessageBus
    private let receive: @MainActor (DBusValue) -> Void

    /// Follows `namespace` `key` on `bus`: one match for the portal's signal and one read.
    init(bus: MessageBus, namespace: String, key: String, receive: @escaping @MainActor (DBusValue) -> Void) {
        (self.bus, self.namespace, self.key, self.receive) = (bus, namespace, key, receive)
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
        bus.addMatch("type='signal',interface='\(Self.settingsInterface)',member='SettingChanged',path='\(Self.portalPath)',arg0='\(namespace)'")
        read(member: "ReadOne")
    }

    private func read(member: String) {
        let call = DBusMessage.call(Self.portalService, Self.portalPath, Self.settingsInterface, member,
                                    [.string(namespace), .string(key)])
        bus.call(call) { [weak self] reply in
            guard let self, let reply else { return }
            if reply.kind == .methodReturn, let value = reply.arguments.first {
                self.receive(value)
            } else if member == "ReadOne", reply.errorName == "org.freedesktop.DBus.Error.UnknownMethod" {
                self.read(member: "Read")
            }
        }
    }

    /// Handles the portal's `SettingChanged`; true when it was one for this setting.
    func handle(_ message: DBusMessage) -> Bool {
        guard message.kind == .signal, message.interface == Self.settingsInterface, message.member == "SettingChanged",
              message.arguments.count >= 3, message.arguments[0].stringValue == namespace,
              message.arguments[1].stringValue == key else { return false }
        receive(message.arguments[2])
        return true
    }

    /// Says on standard error that the portal gave `value`, not what the setting holds, and that it is ignored.
    func reportUnexpected(_ value: DBusValue, expected: String) {
        let line = "desktop settings: the portal's \(namespace) \(key) is not \(expected) (\(value.signature)); ignored\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
