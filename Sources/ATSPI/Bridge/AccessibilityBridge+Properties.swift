import Foundation

/// `org.freedesktop.DBus.Properties` of the accessible objects: what each AT-SPI interface reports as properties,
/// and the two a client may set (the application's id, an adjustable object's value).
extension AccessibilityBridge {
    func properties(_ call: DBusMessage, node: AccessibleNode, id: AccessibleObjectID) -> DBusMessage {
        let interface = call.arguments.first?.stringValue ?? ""
        let table = propertyTable(interface, node: node, id: id)
        switch call.member {
        case "Get":
            let name = call.arguments.count > 1 ? call.arguments[1].stringValue ?? "" : ""
            guard let value = table.first(where: { $0.0 == name })?.1 else {
                return call.error(Self.invalidArgs, "no property \(interface).\(name) on \(id.path)")
            }
            return call.reply([.variant(value)])
        case "GetAll":
            return call.reply([.variantDictionary(table)])
        case "Set":
            let name = call.arguments.count > 1 ? call.arguments[1].stringValue ?? "" : ""
            let value = call.arguments.count > 2 ? call.arguments[2] : .variant(.int32(0))
            switch (interface, name) {
            case (AccessibleInterface.application, "Id") where id == .root:
                applicationID = Int32(value.intValue ?? 0)
                return call.reply([])
            case (AccessibleInterface.value, "CurrentValue") where node.value != nil:
                guard let number = value.doubleValue, number.isFinite else {
                    return call.error(Self.invalidArgs, "CurrentValue takes a finite number")
                }
                _ = tree.setValue(number, on: id)
                return call.reply([])
            default:
                return call.error(Self.invalidArgs, "\(interface).\(name) cannot be set on \(id.path)")
            }
        default:
            return call.error(Self.unknownMethod, "org.freedesktop.DBus.Properties.\(call.member ?? "") is unknown")
        }
    }

    /// The properties of `interface` for the object, in declaration order.
    func propertyTable(_ interface: String, node: AccessibleNode, id: AccessibleObjectID) -> [(String, DBusValue)] {
        switch interface {
        case AccessibleInterface.accessible:
            let parent: DBusValue = id == .root ? .reference(desktop.bus, desktop.path) : reference(node.parent)
            return [
                ("Name", .string(node.name)),
                ("Description", .string(node.description)),
                ("Parent", parent),
                ("ChildCount", .int32(Int32(node.children.count))),
                ("Locale", .string(Self.locale)),
                ("AccessibleId", .string(node.identifier)),
                ("HelpText", .string(node.description)),
            ]
        case AccessibleInterface.application where id == .root:
            return [
                ("ToolkitName", .string(toolkit.name)),
                ("Version", .string(toolkit.version)),
                ("AtspiVersion", .string("2.1")),
                ("Id", .int32(applicationID)),
            ]
        case AccessibleInterface.action:
            return [("NActions", .int32(Int32(node.actions.count)))]
        case AccessibleInterface.value:
            guard let value = node.value else { return [] }
            return [
                ("MinimumValue", .double(value.minimum)),
                ("MaximumValue", .double(value.maximum)),
                ("MinimumIncrement", .double(value.step)),
                ("CurrentValue", .double(value.current)),
                ("Text", .string(value.text)),
            ]
        case AccessibleInterface.text:
            guard let text = node.text else { return [] }
            return [("CharacterCount", .int32(Int32(text.count))), ("CaretOffset", .int32(Int32(text.caret)))]
        default:
            return []
        }
    }
}
