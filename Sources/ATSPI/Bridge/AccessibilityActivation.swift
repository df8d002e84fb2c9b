import Foundation

/// Whether assistive technology wants the app, and the way to the accessibility bus, as Qt decides it: the desktop's
/// `org.a11y.Status` (`IsEnabled`, `ScreenReaderEnabled` of `org.a11y.Bus` on the session bus, which a screen reader
/// sets) or the environment. Until it says yes the app opens no accessibility bus and registers nothing.
@MainActor
public final class AccessibilityActivation {
    /// What the environment decides (`UIKIT_ACCESSIBILITY`: 1 always on, 0 always off; unset: follow the desktop).
    public enum Override: Sendable, Equatable {
        case on, off, followDesktop

        public init(environment: [String: String]) {
            switch environment["UIKIT_ACCESSIBILITY"]?.lowercased() {
            case "1", "on", "true", "yes": self = .on
            case "0", "off", "false", "no": self = .off
            default: self = .followDesktop
            }
        }
    }

    private let session: DBusConnection?
    private let environment: [String: String]
    /// Called with the new answer whenever the desktop's status changes.
    private let onChange: @MainActor (Bool) -> Void
    public private(set) var isEnabled = false

    static let statusService = "org.a11y.Bus"
    static let statusPath = "/org/a11y/bus"
    static let statusInterface = "org.a11y.Status"

    /// Starts following the desktop's status (one property read and one signal subscription on the session bus),
    /// unless the environment decides; `onChange` hears every change of the answer, the first included.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                onChange: @escaping @MainActor (Bool) -> Void) {
        self.environment = environment
        self.onChange = onChange
        switch Override(environment: environment) {
        case .off:
            session = nil
        case .on:
            session = try? DBusConnection.session()
            DispatchQueue.main.async { MainActor.assumeIsolated { self.update(true) } }
        case .followDesktop:
            session = environment["DBUS_SESSION_BUS_ADDRESS"] == nil ? nil : try? DBusConnection.session()
            guard let session else { return }
            session.onMessage = { [weak self] message in
                guard message.kind == .signal, message.member == "PropertiesChanged", message.path == Self.statusPath,
                      message.arguments.first?.stringValue == Self.statusInterface else { return false }
                self?.read()
                return true
            }
            session.addMatch("type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='\(Self.statusPath)'")
            read()
        }
    }

    /// Reads `IsEnabled` and `ScreenReaderEnabled`.
    private func read() {
        let call = DBusMessage.call(Self.statusService, Self.statusPath, "org.freedesktop.DBus.Properties", "GetAll",
                                    [.string(Self.statusInterface)])
        session?.call(call) { [weak self] reply in
            guard let self, let reply, reply.kind == .methodReturn else { return }
            var enabled = false
            for entry in reply.arguments.first?.elements ?? [] {
                guard case .dictEntry(let key, let value) = entry,
                      ["IsEnabled", "ScreenReaderEnabled"].contains(key.stringValue ?? "") else { continue }
                enabled = enabled || value.boolValue == true
            }
            self.update(enabled)
        }
    }

    private func update(_ enabled: Bool) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        onChange(enabled)
    }

    /// Opens the accessibility bus: `AT_SPI_BUS_ADDRESS`, else the address `org.a11y.Bus` gives on the session bus.
    public func openAccessibilityBus() throws -> DBusConnection {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            return try DBusConnection(address: address)
        }
        guard let session else {
            throw DBusConnection.Failure(description: "no accessibility bus: neither AT_SPI_BUS_ADDRESS nor a session bus")
        }
        let reply = try session.callBlocking(.call(Self.statusService, Self.statusPath, "org.a11y.Bus", "GetAddress"))
        guard reply.kind == .methodReturn, let address = reply.arguments.first?.stringValue, !address.isEmpty else {
            throw DBusConnection.Failure(description: "org.a11y.Bus gave no accessibility bus address: \(reply.errorName ?? "")")
        }
        return try DBusConnection(address: address)
    }
}
