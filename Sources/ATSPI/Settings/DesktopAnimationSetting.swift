import Foundation

/// GNOME's `org.gnome.desktop.interface enable-animations` as xdg-desktop-portal's `org.freedesktop.portal.Settings`
/// gives it on the session bus, followed while the app runs.
@MainActor
public final class DesktopAnimationSetting {
    /// Whether the desktop wants animations, as the portal last said; nil until it has said.
    public private(set) var enableAnimations: Bool?
    /// Hears each change of `enableAnimations` on the main thread (the first answer included).
    public var onChange: (@MainActor (Bool) -> Void)?
    private var follower: PortalSettingFollower?

    public static let namespace = "org.gnome.desktop.interface"
    public static let key = "enable-animations"

    /// Follows the setting on `bus`.
    public init(bus: MessageBus) {
        follower = PortalSettingFollower(bus: bus, namespace: Self.namespace, key: Self.key) { [weak self] value in
            self?.receive(value)
        }
    }

    /// The setting on the session bus `DBUS_SESSION_BUS_ADDRESS` names; nil without one.
    public static func onSessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopAnimationSetting? {
        guard let session = sessionBus(environment: environment) else { return nil }
        return DesktopAnimationSetting(bus: session)
    }

    private func receive(_ value: DBusValue) {
        guard let enabled = value.boolValue else { return follower?.reportUnexpected(value, expected: "a boolean") ?? () }
        guard enabled != enableAnimations else { return }
        enableAnimations = enabled
        onChange?(enabled)
    }
}

/// A connection to the session bus `DBUS_SESSION_BUS_ADDRESS` names; nil without one.
@MainActor
func sessionBus(environment: [String: String]) -> DBusConnection? {
    guard environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false else { return nil }
    return try? DBusConnection.session()
}
