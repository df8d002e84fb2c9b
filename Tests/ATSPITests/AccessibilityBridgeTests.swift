import ATSPI
import Foundation
import XCTest

private let window = AccessibleObjectID(1)
private let button = AccessibleObjectID(2)
private let slider = AccessibleObjectID(3)
private let label = AccessibleObjectID(4)

/// A window with a button, a slider and a label.
@MainActor
func makeTree() -> FixedTree {
    let tree = FixedTree()
    tree.nodes[.root] = AccessibleNode(role: .application, name: "demo", children: [window])
    tree.nodes[window] = AccessibleNode(role: .frame, name: "Gallery", extents: CGRect(x: 0, y: 0, width: 800, height: 600),
                                        parent: .root, children: [button, slider, label])
    tree.nodes[button] = AccessibleNode(role: .pushButton, name: "Next ›", states: [.enabled, .sensitive, .focusable],
                                        extents: CGRect(x: 668, y: 552, width: 120, height: 40), parent: window,
                                        actions: [AccessibleAction(name: "activate")], identifier: "next")
    tree.nodes[slider] = AccessibleNode(role: .slider, name: "Progress", extents: CGRect(x: 10.4, y: 20.6, width: 200, height: 30),
                                        parent: window, actions: [AccessibleAction(name: "activate"), AccessibleAction(name: "increment")],
                                        value: AccessibleValue(current: 0.5, minimum: 0, maximum: 1, step: 0.1, text: "50%"))
    tree.nodes[label] = AccessibleNode(role: .label, name: "1. Timing Functions", parent: window, text: AccessibleText("1. Timing Functions"))
    return tree
}

/// The bridge's AT-SPI side against a recording bus: registration, the interfaces' answers, and the events it sends
/// (only what listeners want, and nothing at all before a client asks).
final class AccessibilityBridgeTests: XCTestCase {
    func testStartEmbedsTheApplicationAndLearnsTheListenedEvents() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            bus.replies["Embed"] = [.reference(":1.1", "/org/a11y/atspi/accessible/root")]
            bus.replies["GetRegisteredEvents"] = [.array(element: "(ss)", [.structure([.string(":1.5"), .string("object:announcement")])])]
            let tree = makeTree()
            let bridge = AccessibilityBridge(bus: bus, tree: tree)
            bridge.start()
            XCTAssertEqual(bus.calls.map { $0.member ?? "" }, ["Embed", "GetRegisteredEvents"])
            XCTAssertEqual(bus.calls[0].arguments, [.reference(":1.7", "/org/a11y/atspi/accessible/root")])
            XCTAssertEqual(bridge.desktop.bus, ":1.1")
            XCTAssertTrue(bridge.listeners.wants("object:announcement"))
            XCTAssertFalse(bridge.listeners.wants("object:state-changed:focused"))
            XCTAssertEqual(tree.asked, 0, "registering walks nothing")
            // The root's parent is the registry's desktop.
            let parent = bus.request(AccessiblePaths.root, AccessibleInterface.properties, "Get",
                                     [.string(AccessibleInterface.accessible), .string("Parent")])
            XCTAssertEqual(parent?.arguments, [.variant(.reference(":1.1", "/org/a11y/atspi/accessible/root"))])
        }
    }

    func testAccessibleAnswersChildrenRoleStatesAndNames() throws {
        try MainActor.assumeIsolated {
            let bus = RecordingBus()
            let bridge = AccessibilityBridge(bus: bus, tree: makeTree())
            _ = bridge
            let children = try XCTUnwrap(bus.request(window.path, AccessibleInterface.accessible, "GetChildren"))
            XCTAssertEqual(children.kind, .methodReturn)
            XCTAssertEqual(children.replySerial, 42)
            XCTAssertEqual(children.signature, "a(so)")
            XCTAssertEqual(children.arguments[0].elements.count, 3)
            XCTAssertEqual(children.arguments[0].elements[0], .reference(":1.7", "/org/a11y/atspi/accessible/2"))
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.accessible, "GetRole")?.arguments, [.uint32(43)])
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.accessible, "GetRoleName")?.arguments, [.string("push button")])
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.accessible, "GetIndexInParent")?.arguments, [.int32(0)])
            // enabled 8, focusable 11, sensitive 24 in the first word.
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.accessible, "GetState")?.arguments,
                           [.array(element: "u", [.uint32(1 << 8 | 1 << 11 | 1 << 24), .uint32(0)])])
            let name = bus.request(button.path, AccessibleInterface.properties, "Get", [.string(AccessibleInterface.accessible), .string("Name")])
            XCTAssertEqual(name?.arguments, [.variant(.string("Next ›"))])
            let id = bus.request(button.path, AccessibleInterface.properties, "Get", [.string(AccessibleInterface.accessible), .string("AccessibleId")])
            XCTAssertEqual(id?.arguments, [.variant(.string("next"))])
            let interfaces = bus.request(slider.path, AccessibleInterface.accessible, "GetInterfaces")?.arguments.first?.elements
            XCTAssertEqual(interfaces?.compactMap(\.stringValue), [AccessibleInterface.accessible, AccessibleInterface.component,
                                                                  AccessibleInterface.action, AccessibleInterface.value])
            let unknown = bus.request("/org/a11y/atspi/accessible/77", AccessibleInterface.accessible, "GetRole")
            XCTAssertEqual(unknown?.kind, .error)
            XCTAssertEqual(unknown?.errorName, "org.freedesktop.DBus.Error.UnknownObject")
        }
    }

    func testComponentActionValueAndText() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            let tree = makeTree()
            let bridge = AccessibilityBridge(bus: bus, tree: tree)
            _ = bridge
            XCTAssertEqual(bus.request(slider.path, AccessibleInterface.component, "GetExtents", [.uint32(0)])?.arguments,
                           [.structure([.int32(10), .int32(21), .int32(200), .int32(30)])])
            XCTAssertEqual(bus.request(window.path, AccessibleInterface.component, "GetAccessibleAtPoint",
                                       [.int32(700), .int32(570), .uint32(1)])?.arguments, [.reference(":1.7", button.path)])
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.action, "GetName", [.int32(0)])?.arguments, [.string("activate")])
            let done = bus.request(button.path, AccessibleInterface.action, "DoAction", [.int32(0)])
            XCTAssertEqual(done?.arguments, [.bool(true)])
            // The action runs after the reply went.
            XCTAssertTrue(tree.performed.isEmpty)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            XCTAssertEqual(tree.performed.map(\.0), [0])
            XCTAssertEqual(bus.request(slider.path, AccessibleInterface.properties, "Get",
                                       [.string(AccessibleInterface.value), .string("CurrentValue")])?.arguments, [.variant(.double(0.5))])
            let set = bus.request(slider.path, AccessibleInterface.properties, "Set",
                                  [.string(AccessibleInterface.value), .string("CurrentValue"), .variant(.double(0.8))])
            XCTAssertEqual(set?.kind, .methodReturn)
            XCTAssertEqual(tree.values, [0.8])
            let refused = bus.request(button.path, AccessibleInterface.properties, "Set",
                                      [.string(AccessibleInterface.value), .string("CurrentValue"), .variant(.double(0.8))])
            XCTAssertEqual(refused?.kind, .error)
            XCTAssertEqual(bus.request(label.path, AccessibleInterface.text, "GetText", [.int32(3), .int32(9)])?.arguments,
                           [.string("Timing")])
            XCTAssertEqual(bus.request(label.path, AccessibleInterface.text, "GetStringAtOffset", [.int32(5), .uint32(1)])?.arguments,
                           [.string("Timing "), .int32(3), .int32(10)], "a word runs to the next word's start, as ATK says")
            XCTAssertEqual(bus.request(button.path, AccessibleInterface.text, "GetText", [.int32(0), .int32(-1)])?.kind, .error)
        }
    }

    func testEventsGoOnlyWhereListenersWantThemAndOnlyForWhatWasReported() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            let tree = makeTree()
            let bridge = AccessibilityBridge(bus: bus, tree: tree)
            // Nothing reported yet: a refresh walks nothing and says nothing; an announcement nobody listens for is not sent.
            bridge.refresh()
            bridge.announce("Page 2")
            bridge.focusChanged(to: button)
            XCTAssertEqual(tree.asked, 1, "only the focused object is made, to be reported")
            XCTAssertTrue(bus.signals.isEmpty, "\(bus.signals)")
            bus.signal(AccessibleInterface.registry, "EventListenerRegistered", [.string(":1.5"), .string("object:announcement")])
            bus.signal(AccessibleInterface.registry, "EventListenerRegistered", [.string(":1.5"), .string("object:state-changed:")])
            // Focus moving between reported objects is said once each way.
            tree.nodes[button]?.states.remove(.focused)
            tree.nodes[label]?.states.insert(.focused)
            _ = bus.request(label.path, AccessibleInterface.accessible, "GetState")
            bus.clear()
            bridge.focusChanged(to: label)
            tree.nodes[button]?.states.remove(.focused)
            _ = bus.request(button.path, AccessibleInterface.accessible, "GetState")
            _ = bus.request(label.path, AccessibleInterface.accessible, "GetState")
            XCTAssertEqual(bus.signals, ["StateChanged:focused", "StateChanged:focused"])
            bus.clear()
            bridge.announce("Page 2")
            XCTAssertEqual(bus.signals, ["Announcement:"])
            XCTAssertEqual(bus.sent.last?.arguments, [.string(""), .int32(1), .int32(0), .variant(.string("Page 2")), .variantDictionary([])])
            XCTAssertEqual(bus.sent.last?.interface, AccessibleInterface.eventObject)
            bus.clear()
            // A client reads the window's children and the slider; then the tree changes.
            _ = bus.request(window.path, AccessibleInterface.accessible, "GetChildren")
            _ = bus.request(slider.path, AccessibleInterface.accessible, "GetState")
            bus.clear()
            tree.nodes[slider]?.value?.current = 0.6
            tree.nodes[slider]?.states.insert(.focused)
            tree.nodes[window]?.children = [button, label, AccessibleObjectID(9)]
            tree.nodes[window]?.name = "Gallery 2"
            bridge.refresh()
            XCTAssertEqual(bus.signals, ["PropertyChange:accessible-name", "ChildrenChanged:remove", "ChildrenChanged:add",
                                         "StateChanged:focused"])
            // accessible-value has no listener; the cache events go regardless.
            bus.clear()
            bus.signal(AccessibleInterface.registry, "EventListenerDeregistered", [.string(":1.5"), .string("object:announcement")])
            bridge.announce("gone")
            XCTAssertTrue(bus.signals.isEmpty)
            // An object that went away is reported defunct.
            tree.nodes[slider] = nil
            bridge.refresh()
            XCTAssertEqual(bus.signals, ["StateChanged:defunct"])
        }
    }

    func testListenerNamesCoverTheirEvents() {
        MainActor.assumeIsolated {
            var listeners = EventListeners()
            listeners.add(bus: ":1.5", event: "object:state-changed")
            listeners.add(bus: ":1.5", event: "focus:")
            XCTAssertTrue(listeners.wants("object:state-changed:focused"))
            XCTAssertTrue(listeners.wants("focus:"))
            XCTAssertFalse(listeners.wants("object:children-changed:add"))
            listeners.add(bus: ":1.6", event: "object:")
            XCTAssertTrue(listeners.wants("object:children-changed:add"))
            XCTAssertFalse(listeners.wants("window:activate"))
        var registry = EventListeners()
        registry.add(bus: ":1.5", event: "Object:StateChanged:Focused")
        XCTAssertTrue(registry.wants("object:state-changed:focused"), "the registry's spelling")
        XCTAssertFalse(registry.wants("object:state-changed:selected"))
        }
    }

    func testObjectPathsRoundTrip() {
        MainActor.assumeIsolated {
            XCTAssertEqual(AccessibleObjectID(path: AccessiblePaths.root), .root)
            XCTAssertEqual(AccessibleObjectID(path: "/org/a11y/atspi/accessible/12"), AccessibleObjectID(12))
            XCTAssertNil(AccessibleObjectID(path: "/org/a11y/atspi/accessible/0"))
            XCTAssertNil(AccessibleObjectID(path: "/org/a11y/atspi/cache"))
            XCTAssertEqual(AccessibleStateSet([.focused, .visible, .checkable]).words, [1 << 12 | 1 << 30, 1 << 9])
        }
    }
}
