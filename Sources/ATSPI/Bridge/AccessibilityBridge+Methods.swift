import Foundation

/// The answers to `org.a11y.atspi.Accessible`, `Application`, `Component`, `Action`, `Value` and `Text` calls.
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
        case AccessibleInterface.text where node.text != nil:
            reply = text(member, node.text ?? "", node: node, int: int)
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

    private func text(_ member: String, _ text: String, node: AccessibleNode, int: (Int) -> Int?) -> [DBusValue]? {
        let characters = Array(text)
        func clamp(_ offset: Int) -> Int { min(max(offset, 0), characters.count) }
        switch member {
        case "GetText":
            let start = clamp(int(0) ?? 0)
            let requestedEnd = int(1) ?? -1
            let end = requestedEnd < 0 ? characters.count : max(start, clamp(requestedEnd))
            return [.string(String(characters[start..<end]))]
        case "GetCharacterAtOffset":
            let offset = int(0) ?? -1
            return [.int32(characters.indices.contains(offset) ? Int32(characters[offset].unicodeScalars.first?.value ?? 0) : 0)]
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = clamp(int(0) ?? 0)
            let range = Self.textRange(in: characters, at: offset, granularity: int(1) ?? 0)
            return [.string(String(characters[range])), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
        case "GetNSelections":
            return [.int32(0)]
        case "GetSelection":
            return [.int32(0), .int32(0)]
        case "GetAttributes", "GetAttributeRun":
            return [.stringDictionary([]), .int32(0), .int32(Int32(characters.count))]
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return [.stringDictionary([])]
        case "GetCharacterExtents", "GetRangeExtents":
            let frame = node.extents
            return [.int32(Self.pixel(frame.minX)), .int32(Self.pixel(frame.minY)),
                    .int32(Self.pixel(frame.width)), .int32(Self.pixel(frame.height))]
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection":
            return [.bool(false)]
        default:
            return nil
        }
    }

    /// The range at `offset` of AT-SPI granularity `granularity` (0 character, 1 word, 2 sentence, 3 line,
    /// 4 paragraph): a character, the word around it, or the whole text for the larger ones.
    static func textRange(in characters: [Character], at offset: Int, granularity: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        switch granularity {
        case 0:
            let start = min(offset, characters.count - 1)
            return start..<(start + 1)
        case 1:
            var start = min(offset, characters.count - 1), end = start
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            while end < characters.count, !characters[end].isWhitespace { end += 1 }
            return start..<end
        default:
            return 0..<characters.count
        }
    }

    static func pixel(_ value: CGFloat) -> Int32 {
        value.isFinite ? Int32(clamping: Int(value.rounded())) : 0
    }

    private func introspection(of node: AccessibleNode) -> String {
        "<node>" + node.interfaces.map { "<interface name=\"\($0)\"/>" }.joined() + "</node>"
    }
}
