import Foundation

/// GNOME's `org.gnome.desktop.interface text-scaling-factor` (Settings' "Large Text" sets 1.25) as xdg-desktop-portal's
/// `org.freedesktop.portal.Settings` gives it on the session bus, followed while the app runs.
@MainActor
public final class DesktopTextScaling {
    /// How much larger than normal the desktop draws text, as the portal last said; nil until it has said.
    public private(set) var factor: Double?
    /// Hears each change of `factor` on the main thread (the first answer included).
    public var onChange: (@MainActor (Double) -> Void)?
    private var follower: PortalSettingFollower?

    public static let namespace = "org.gnome.desktop.interface"
    public static let key = "text-scaling-factor"

    /// Follows the setting on `bus`.
    public init(bus: MessageBus) {
        follower = PortalSettingFollower(bus: bus, namespace: Self.namespace, key: Self.key) { [weak self] value in
            self?.receive(value)
        }
    }

    /// The setting on the session bus `DBUS_SESSION_BUS_ADDRESS` names; nil without one.
    public static func onSessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopTextScaling? {
        guard let session = sessionBus(environment: environment) else { return nil }
        return DesktopTextScaling(bus: session)
    }

    private func receive(_ value: DBusValue) {
        guard let number = value.doubleValue, number > 0, number.isFinite else {
            return follower?.reportUnexpected(value, expected: "a positive number") ?? ()
        }
        guard number != factor else { return }
        factor = number
        onChange?(number)
    }
}
