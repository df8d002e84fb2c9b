import Foundation

/// GNOME's `org.gnome.desktop.interface enable-animations` as xdg-desktop-portal's `org.freedesktop.portal.Settings`
/// gives it on the session bus: read once (`ReadOne`, else the older `Read`), then followed through the portal's
/// `SettingChanged` signal, so a change in the desktop's settings reaches the app while it runs.
@MainActor
public final class DesktopAnimationSetting {
    /// Whether the desktop wants animations, as the portal last said; nil until it has said.
    public private(set) var enableAnimations: Bool?
    /// Hears each change of `enableAnimations` on the main thread (the first answer included).
    public var onChange: (@MainActor (Bool) -> Void)?
    private let bus: MessageBus

    public static let portalService = "org.freedesktop.portal.Desktop"
    public static let portalPath = "/org/freedesktop/portal/desktop"
    public static let settingsInterface = "org.freedesktop.portal.Settings"
    public static let namespace = "org.gnome.desktop.interface"
    public static let key = "enable-animations"

    /// Follows the setting on `bus`: one match for the portal's signal and one read.
    public init(bus: MessageBus) {
        self.bus = bus
        bus.onMessage = { [weak self] message in self?.receive(message) ?? false }
        bus.addMatch("type='signal',interface='\(Self.settingsInterface)',member='SettingChanged',path='\(Self.portalPath)',arg0='\(Self.namespace)'")
        read(member: "ReadOne")
    }

    /// The setting on the session bus `DBUS_SESSION_BUS_ADDRESS` names; nil without one.
    public static func onSessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopAnimationSetting? {
        guard environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false, let session = try? DBusConnection.session() else { return nil }
        return DesktopAnimationSetting(bus: session)
    }

    private func read(member: String) {
        let call = DBusMessage.call(Self.portalService, Self.portalPath, Self.settingsInterface, member,
                                    [.string(Self.namespace), .string(Self.key)])
        bus.call(call) { [weak self] reply in
            guard let self, let reply else { return }
            if reply.kind == .methodReturn, let value = reply.arguments.first?.boolValue {
                self.update(value)
            } else if member == "ReadOne", reply.errorName == "org.freedesktop.DBus.Error.UnknownMethod" {
                self.read(member: "Read")
            }
        }
    }

    /// Handles the portal's `SettingChanged`; true when it was one for this setting.
    func receive(_ message: DBusMessage) -> Bool {
        guard message.kind == .signal, message.interface == Self.settingsInterface, message.member == "SettingChanged",
              message.arguments.count >= 3, message.arguments[0].stringValue == Self.namespace,
              message.arguments[1].stringValue == Self.key else { return false }
        guard let value = message.arguments[2].boolValue else {
            let line = "accessibility: the portal's \(Self.namespace) \(Self.key) is not a boolean (\(message.arguments[2].signature)); ignored\n"
            FileHandle.standardError.write(Data(line.utf8))
            return true
        }
        update(value)
        return true
    }

    private func update(_ value: Bool) {
        guard value != enableAnimations else { return }
        enableAnimations = value
        onChange?(value)
    }
}
