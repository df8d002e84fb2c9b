import Foundation

/// The desktop's colour scheme, `org.freedesktop.appearance color-scheme` of xdg-desktop-portal's settings (GNOME's
/// and KDE's dark-style switch), followed while the app runs.
@MainActor
public final class DesktopColorScheme {
    /// What the desktop prefers.
    public enum Preference: UInt32, Sendable {
        case noPreference = 0, dark = 1, light = 2
    }

    /// The preference the portal last gave; nil until it has said.
    public private(set) var preference: Preference?
    /// Hears each change of `preference` on the main thread (the first answer included).
    public var onChange: (@MainActor (Preference) -> Void)?
    private var follower: PortalSettingFollower?

    public static let namespace = "org.freedesktop.appearance"
    public static let key = "color-scheme"

    /// Follows the setting on `bus`.
    public init(bus: MessageBus) {
        follower = PortalSettingFollower(bus: bus, namespace: Self.namespace, key: Self.key) { [weak self] value in
            self?.receive(value)
        }
    }

    /// The setting on the session bus `DBUS_SESSION_BUS_ADDRESS` names; nil without one.
    public static func onSessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopColorScheme? {
        guard let session = sessionBus(environment: environment) else { return nil }
        return DesktopColorScheme(bus: session)
    }

    private func receive(_ value: DBusValue) {
        guard let number = value.intValue, let preference = Preference(rawValue: UInt32(clamping: number)) else {
            return follower?.reportUnexpected(value, expected: "0, 1 or 2") ?? ()
        }
        guard preference != self.preference else { return }
        self.preference = preference
        onChange?(preference)
    }
}
