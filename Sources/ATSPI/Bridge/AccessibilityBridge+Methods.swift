import Foundation

/// The answers to `org.a11y.atspi.Accessible`, `Application`, `Component`, `Action` and `Value` calls (`Text`
/// and `EditableText` in AccessibilityBridge+Text.swift).
extension AccessibilityBridge {
    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"

    /// The reply to `call` on object `id`.
    func answer(_ call: DBusMessage, for id: AccessibleObjectID) -> DBusMessage {
        guard let node = report(id) else {
            return call.error(Self.unknownObject, "no accessible object at \(call.path ?? "")")
        }
        let member = call.member ?? ""
        let arguments = call.arguments
        func int(_ index: Int) -> Int? { arguments.indices.contains(index) ? arguments[index].intValue : nil }
        let reply: [DBusValue]?
        switch call.interface {
        case AccessibleInterface.properties:
            return properties(call, node: node, id: id)
        case AccessibleInterface.introspectable:
            reply = [.string(introspection(of: node))]
        case AccessibleInterface.accessible, nil:
            reply = accessible(member, node: node, id: id, int: int)
        case AccessibleInterface.application where id == .root:
            reply = member == "GetLocale" ? [.string(Self.locale)]
                : member == "GetApplicationBusAddress" ? [.string("")] : nil
        case AccessibleInterface.component:
            reply = component(member, node: node, id: id, int: int)
        case AccessibleInterface.action where !node.actions.isEmpty:
            reply = action(member, node: node, id: id, int: int)
        case AccessibleInterface.value where node.value != nil:
            reply = nil
        case AccessibleInterface.text:
            guard let text = node.text else { reply = nil; break }
            reply = self.text(member, text, node: node, id: id, int: int)
        case AccessibleInterface.editableText:
            guard let text = node.text, text.isEditable else { reply = nil; break }
            reply = editableText(member, text, id: id, arguments: arguments, int: int)
        default:
            reply = nil
        }
        guard let reply else {
            return call.error(Self.unknownMethod, "\(call.interface ?? "").\(member) is not offered by \(id.path)")
        }
        return call.reply(reply)
    }

    static var locale: String { Locale.current.identifier.isEmpty ? "C" : Locale.current.identifier }

    private func accessible(_ member: String, node: AccessibleNode, id: AccessibleObjectID,
                            int: (Int) -> Int?) -> [DBusValue]? {
        switch member {
        case "GetChildAtIndex":
            let index = int(0) ?? -1
            return [reference(node.children.indices.contains(index) ? node.children[index] : nil)]
        case "GetChildren":
            return [.array(element: "(so)", node.children.map { reference($0) })]
        case "GetIndexInParent":
            return [.int32(Int32(indexInParent(id, node: node)))]
        case "GetRelationSet":
            return [.array(element: "(ua(so))", [])]
        case "GetRole":
            return [.uint32(node.role.rawValue)]
        case "GetRoleName", "GetLocalizedRoleName":
            return [.string(node.role.name)]
        case "GetState":
            return [.array(element: "u", node.states.words.map { .uint32($0) })]
        case "GetAttributes":
            return [.stringDictionary(node.attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })]
        case "GetApplication":
            return [reference(.root)]
        case "GetInterfaces":
            return [.array(element: "s", node.interfaces.map { .string($0) })]
        default:
            return nil
        }
    }

    /// The object's index among its parent's children (-1 when it has none; the application's on the desktop is 0).
    func indexInParent(_ id: AccessibleObjectID, node: AccessibleNode) -> Int {
        guard let parent = node.parent else { return id == .root ? 0 : -1 }
        return tree.node(parent)?.children.firstIndex(of: id) ?? -1
    }

    private func component(_ member: String, node: AccessibleNode, id: AccessibleObjectID,
                           int: (Int) -> Int?) -> [DBusValue]? {
        let frame = node.extents
        let box = DBusValue.structure([.int32(Self.pixel(frame.minX)), .int32(Self.pixel(frame.minY)),
                                       .int32(Self.pixel(frame.width)), .int32(Self.pixel(frame.height))])
        switch member {
        case "GetExtents":
            return [box]
        case "GetPosition":
            return [.int32(Self.pixel(frame.minX)), .int32(Self.pixel(frame.minY))]
        case "GetSize":
            return [.int32(Self.pixel(frame.width)), .int32(Self.pixel(frame.height))]
        case "Contains":
            return [.bool(frame.contains(CGPoint(x: int(0) ?? 0, y: int(1) ?? 0)))]
        case "GetAccessibleAtPoint":
            let point = CGPoint(x: int(0) ?? 0, y: int(1) ?? 0)
            return [reference(deepest(at: point, in: node))]
        case "GetLayer":
            return [.uint32(id == .root ? 1 : node.role == .frame ? 7 : 3)]
        case "GetMDIZOrder":
            return [.int16(0)]
        case "GetAlpha":
            return [.double(1)]
        case "GrabFocus":
            return [.bool(tree.grabFocus(id))]
        case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
            return [.bool(false)]
        default:
            return nil
        }
    }

    /// The deepest child of `node` whose extents hold `point`, if any.
    private func deepest(at point: CGPoint, in node: AccessibleNode) -> AccessibleObjectID? {
        for child in node.children.reversed() {
            guard let childNode = tree.node(child), childNode.extents.contains(point) else { continue }
            return deepest(at: point, in: childNode) ?? child
        }
        return nil
    }

    private func action(_ member: String, node: AccessibleNode, id: AccessibleObjectID,
                        int: (Int) -> Int?) -> [DBusValue]? {
        let index = int(0) ?? -1
        let action = node.actions.indices.contains(index) ? node.actions[index] : nil
        switch member {
        case "GetName", "GetLocalizedName": return [.string(action?.name ?? "")]
        case "GetDescription": return [.string(action?.description ?? "")]
        case "GetKeyBinding": return [.string(action?.keyBinding ?? "")]
        case "GetActions":
            return [.array(element: "(sss)", node.actions.map {
                .structure([.string($0.name), .string($0.description), .string($0.keyBinding)])
            })]
        case "DoAction":
            guard action != nil else { return [.bool(false)] }
            // After the reply: the action may change the tree the reply describes.
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { _ = self?.tree.performAction(index, on: id) }
            }
            return [.bool(true)]
        default: return nil
        }
    }

    static func pixel(_ value: CGFloat) -> Int32 {
        value.isFinite ? Int32(clamping: Int(value.rounded())) : 0
    }

    private func introspection(of node: AccessibleNode) -> String {
        "<node>" + node.interfaces.map { "<interface name=\"\($0)\"/>" }.joined() + "</node>"
    }
}
