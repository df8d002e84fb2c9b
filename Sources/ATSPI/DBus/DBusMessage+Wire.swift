import CDBus

/// The conversion between `DBusMessage` values and libdbus's messages, through libdbus's iterators.
extension DBusMessage {
    /// libdbus's message for this value (owned by the caller: unref it), or nil when libdbus refuses a field.
    func makeWireMessage() -> OpaquePointer? {
        let message: OpaquePointer?
        switch kind {
        case .methodCall:
            message = dbus_message_new_method_call(destination, path ?? "/", interface, member ?? "")
        case .signal:
            message = dbus_message_new_signal(path ?? "/", interface ?? "", member ?? "")
        case .methodReturn:
            message = dbus_message_new(DBUS_MESSAGE_TYPE_METHOD_RETURN)
        case .error:
            message = dbus_message_new(DBUS_MESSAGE_TYPE_ERROR)
            if let message { dbus_message_set_error_name(message, errorName ?? "org.freedesktop.DBus.Error.Failed") }
        }
        guard let message else { return nil }
        if kind == .methodReturn || kind == .error {
            dbus_message_set_reply_serial(message, replySerial)
            if let destination { dbus_message_set_destination(message, destination) }
            dbus_message_set_no_reply(message, 1)
        }
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        for argument in arguments where !Self.append(argument, to: &iter) {
            dbus_message_unref(message)
            return nil
        }
        return message
    }

    /// The value of libdbus's `message` (not consumed).
    init(wire message: OpaquePointer) {
        let type = dbus_message_get_type(message)
        switch type {
        case DBUS_MESSAGE_TYPE_METHOD_CALL: kind = .methodCall
        case DBUS_MESSAGE_TYPE_METHOD_RETURN: kind = .methodReturn
        case DBUS_MESSAGE_TYPE_ERROR: kind = .error
        default: kind = .signal
        }
        path = dbus_message_get_path(message).map { String(cString: $0) }
        interface = dbus_message_get_interface(message).map { String(cString: $0) }
        member = dbus_message_get_member(message).map { String(cString: $0) }
        destination = dbus_message_get_destination(message).map { String(cString: $0) }
        sender = dbus_message_get_sender(message).map { String(cString: $0) }
        errorName = dbus_message_get_error_name(message).map { String(cString: $0) }
        serial = dbus_message_get_serial(message)
        replySerial = dbus_message_get_reply_serial(message)
        var iter = DBusMessageIter()
        var values: [DBusValue] = []
        if dbus_message_iter_init(message, &iter) != 0 {
            values = Self.readAll(&iter)
        }
        arguments = values
    }

    private static func code(_ character: Character) -> Int32 { Int32(character.asciiValue ?? 0) }

    /// Appends `value` at `iter`; false when libdbus refuses it (out of memory, a malformed string).
    private static func append(_ value: DBusValue, to iter: inout DBusMessageIter) -> Bool {
        func basic<T: BitwiseCopyable>(_ type: Character, _ value: T) -> Bool {
            var copy = value
            return dbus_message_iter_append_basic(&iter, code(type), &copy) != 0
        }
        func text(_ type: Character, _ string: String) -> Bool {
            string.withCString { pointer in
                var cString: UnsafePointer<CChar>? = pointer
                return dbus_message_iter_append_basic(&iter, code(type), &cString) != 0
            }
        }
        func container(_ type: Character, _ signature: String?, _ items: [DBusValue]) -> Bool {
            var inner = DBusMessageIter()
            let opened = signature.map { dbus_message_iter_open_container(&iter, code(type), $0, &inner) }
                ?? dbus_message_iter_open_container(&iter, code(type), nil, &inner)
            guard opened != 0 else { return false }
            for item in items where !append(item, to: &inner) {
                dbus_message_iter_abandon_container(&iter, &inner)
                return false
            }
            return dbus_message_iter_close_container(&iter, &inner) != 0
        }
        switch value {
        case .byte(let v): return basic("y", v)
        case .bool(let v): return basic("b", dbus_bool_t(v ? 1 : 0))
        case .int16(let v): return basic("n", v)
        case .uint16(let v): return basic("q", v)
        case .int32(let v): return basic("i", v)
        case .uint32(let v): return basic("u", v)
        case .int64(let v): return basic("x", v)
        case .uint64(let v): return basic("t", v)
        case .double(let v): return basic("d", v)
        case .string(let v): return text("s", v)
        case .objectPath(let v): return text("o", v)
        case .signature(let v): return text("g", v)
        case .array(let element, let items): return container("a", element, items)
        case .structure(let fields): return container("r", nil, fields)
        case .variant(let inner): return container("v", inner.signature, [inner])
        case .dictEntry(let key, let value): return container("e", nil, [key, value])
        }
    }

    /// The values from `iter` to the end of its container.
    private static func readAll(_ iter: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        repeat {
            guard let value = read(&iter) else { break }
            values.append(value)
        } while dbus_message_iter_next(&iter) != 0
        return values
    }

    /// The value at `iter`, or nil at the end.
    private static func read(_ iter: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iter)
        func basic<T: BitwiseCopyable>(_ initial: T) -> T {
            var value = initial
            dbus_message_iter_get_basic(&iter, &value)
            return value
        }
        func text() -> String {
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &pointer)
            return pointer.map { String(cString: $0) } ?? ""
        }
        func inner() -> [DBusValue] {
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return dbus_message_iter_get_arg_type(&sub) == 0 ? [] : readAll(&sub)
        }
        switch type {
        case code("y"): return .byte(basic(UInt8(0)))
        case code("b"): return .bool(basic(dbus_bool_t(0)) != 0)
        case code("n"): return .int16(basic(Int16(0)))
        case code("q"): return .uint16(basic(UInt16(0)))
        case code("i"): return .int32(basic(Int32(0)))
        case code("u"): return .uint32(basic(UInt32(0)))
        case code("x"): return .int64(basic(Int64(0)))
        case code("t"): return .uint64(basic(UInt64(0)))
        case code("d"): return .double(basic(Double(0)))
        case code("h"): return .uint32(UInt32(bitPattern: basic(Int32(0))))
        case code("s"): return .string(text())
        case code("o"): return .objectPath(text())
        case code("g"): return .signature(text())
        case code("a"):
            let element = dbus_message_iter_get_element_type(&iter)
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            let signature = dbus_message_iter_get_signature(&sub).map { pointer in
                defer { dbus_free(pointer) }
                return String(cString: pointer)
            } ?? String(UnicodeScalar(UInt8(truncatingIfNeeded: element)))
            return .array(element: signature, inner())
        case code("r"): return .structure(inner())
        case code("v"): return inner().first.map { .variant($0) }
        case code("e"):
            let pair = inner()
            return pair.count == 2 ? .dictEntry(pair[0], pair[1]) : nil
        default: return nil
        }
    }
}
