import Foundation

/// The app's AT-SPI2 provider on the accessibility bus: it registers the app with the registry, answers the
/// `org.a11y.atspi.*` calls of assistive technologies from the app's `AccessibleTree`, and sends the events they
/// listen for. It walks the tree only to answer a request or to refresh what it has already reported.
@MainActor
public final class AccessibilityBridge {
    public let bus: MessageBus
    public let tree: AccessibleTree
    /// The registry's desktop, the application's parent, once `Embed` answered.
    public private(set) var desktop: (bus: String, path: String) = ("org.a11y.atspi.Registry", AccessiblePaths.root)
    /// The id the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// What the registry says assistive technologies listen for.
    public private(set) var listeners = EventListeners()
    /// The objects as last reported to a client, by id: what `refresh()` compares with to send change events.
    var reported: [AccessibleObjectID: AccessibleNode] = [:]
    /// The object with keyboard focus, as last reported.
    var focused: AccessibleObjectID?
    /// Requests served, for tests that a quiet app does nothing.
    public private(set) var requestCount = 0
    /// The toolkit name and version the application reports.
    public var toolkit = (name: "UIKit", version: "1.0")

    public static let registryName = "org.a11y.atspi.Registry"

    public init(bus: MessageBus, tree: AccessibleTree) {
        self.bus = bus
        self.tree = tree
        bus.onMessage = { [weak self] message in self?.receive(message) ?? false }
    }

    /// Registers the application with the registry (`Socket.Embed`) and asks which events are listened for.
    public func start() {
        bus.addMatch("type='signal',interface='\(AccessibleInterface.registry)',member='EventListenerRegistered'")
        bus.addMatch("type='signal',interface='\(AccessibleInterface.registry)',member='EventListenerDeregistered'")
        let embed = DBusMessage.call(Self.registryName, AccessiblePaths.root, AccessibleInterface.socket, "Embed",
                                     [.reference(bus.uniqueName, AccessiblePaths.root)])
        bus.call(embed) { [weak self] reply in
            guard let self, let reply, reply.kind == .methodReturn, let parent = reply.arguments.first?.elements,
                  parent.count == 2, let name = parent[0].stringValue, let path = parent[1].stringValue else { return }
            self.desktop = (name, path)
        }
        let events = DBusMessage.call(Self.registryName, "/org/a11y/atspi/registry", AccessibleInterface.registry,
                                      "GetRegisteredEvents")
        bus.call(events) { [weak self] reply in
            guard let self, let reply, reply.kind == .methodReturn else { return }
            for pair in reply.arguments.first?.elements ?? [] {
                let fields = pair.elements
                if fields.count >= 2, let bus = fields[0].stringValue, let event = fields[1].stringValue {
                    self.listeners.add(bus: bus, event: event)
                }
            }
        }
    }

    /// Tells the registry the application is gone.
    public func stop() {
        bus.send(.call(Self.registryName, AccessiblePaths.root, AccessibleInterface.socket, "Unembed",
                       [.reference(bus.uniqueName, AccessiblePaths.root)]))
    }

    /// Handles a received call or signal; true when it was the bridge's.
    func receive(_ message: DBusMessage) -> Bool {
        if message.kind == .signal {
            return listenerSignal(message)
        }
        guard message.kind == .methodCall, let path = message.path else { return false }
        if path == "/org/a11y/atspi/cache" {
            bus.send(message.reply([.array(element: "((so)(so)(so)iiassusau)", [])]))
            return true
        }
        guard let id = AccessibleObjectID(path: path) else { return false }
        requestCount += 1
        bus.send(answer(message, for: id))
        return true
    }

    private func listenerSignal(_ message: DBusMessage) -> Bool {
        guard message.interface == AccessibleInterface.registry, message.arguments.count >= 2,
              let bus = message.arguments[0].stringValue, let event = message.arguments[1].stringValue else { return false }
        switch message.member {
        case "EventListenerRegistered": listeners.add(bus: bus, event: event)
        case "EventListenerDeregistered": listeners.remove(bus: bus, event: event)
        default: return false
        }
        return true
    }

    /// The reference (`(so)`) of object `id`.
    func reference(_ id: AccessibleObjectID?) -> DBusValue {
        guard let id else { return .reference("", AccessiblePaths.null) }
        return .reference(bus.uniqueName, id.path)
    }

    /// The node `id`, remembered as reported; what changed since it was last reported is sent first, so that a
    /// client asking between a change and the next `refresh()` still hears of it (a typed character, a toggle).
    func report(_ id: AccessibleObjectID) -> AccessibleNode? {
        let node = tree.node(id)
        if let old = reported[id], let node { changed(id, from: old, to: node) }
        reported[id] = node
        return node
    }
}
