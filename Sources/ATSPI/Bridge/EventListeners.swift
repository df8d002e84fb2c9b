import Foundation

/// The events assistive technologies listen for, as the AT-SPI registry reports them (`GetRegisteredEvents`,
/// `EventListenerRegistered`): the bridge sends an event only when a listener's name covers it, as atk-bridge does.
public struct EventListeners: Sendable {
    /// Each listener's event name with its bus name (`object:state-changed:focused`, `object:`, `focus:`).
    private var registered: [(bus: String, event: String)] = []

    public init() {}

    public var isEmpty: Bool { registered.isEmpty }

    /// The registered event names.
    public var names: [String] { registered.map(\.event) }

    public mutating func add(bus: String, event: String) {
        registered.append((bus, event))
    }

    public mutating func remove(bus: String, event: String) {
        if let index = registered.firstIndex(where: { $0.bus == bus && $0.event == event }) { registered.remove(at: index) }
    }

    /// Whether a listener covers `event` (`object:state-changed:focused`): a registered name covers the events whose
    /// colon-separated parts begin with its non-empty parts (`object:` covers every object event); the registry
    /// spells names as D-Bus members (`Object:StateChanged:Focused`), so case and dashes do not count.
    public func wants(_ event: String) -> Bool {
        let parts = Self.parts(event)
        return registered.contains { listener in
            let wanted = Self.parts(listener.event)
            guard !wanted.isEmpty, wanted.count <= parts.count else { return wanted.isEmpty && false }
            return zip(wanted, parts).allSatisfy { $0 == $1 }
        }
    }

    private static func parts(_ name: String) -> [String] {
        name.lowercased().replacingOccurrences(of: "-", with: "").split(separator: ":").map(String.init)
    }
}
