import CDBus
import Dispatch
import Foundation

/// A private connection to a D-Bus bus, served by the main dispatch queue: libdbus's watches become dispatch
/// sources on its file descriptors and its timeouts dispatch timers, so messages are read, written and handled on
/// the main thread by the run loop that serves the window, with no thread of its own.
@MainActor
public final class DBusConnection: MessageBus {
    /// The failure to reach a bus, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let raw: OpaquePointer
    public let uniqueName: String
    public var onMessage: ((DBusMessage) -> Bool)?
    /// Messages sent since the connection opened (calls, replies and signals), for tests of quiet idleness.
    public private(set) var sentCount = 0
    private var watches: [OpaquePointer: [DispatchSourceProtocol]] = [:]
    private var timers: [OpaquePointer: DispatchSourceTimer] = [:]
    private var dispatchScheduled = false
    private var isClosed = false

    /// Opens the bus at `address` (`unix:path=…`) and registers on it.
    public convenience init(address: String) throws {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw Failure(description: "cannot open the D-Bus bus at \(address): \(Self.text(&error))")
        }
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw Failure(description: "cannot register on the D-Bus bus at \(address): \(Self.text(&error))")
        }
        try self.init(connection)
    }

    /// Opens the session bus (`DBUS_SESSION_BUS_ADDRESS`).
    public static func session() throws -> DBusConnection {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else {
            throw Failure(description: "no D-Bus session bus: \(text(&error))")
        }
        return try DBusConnection(connection)
    }

    private init(_ connection: OpaquePointer) throws {
        raw = connection
        uniqueName = dbus_bus_get_unique_name(connection).map { String(cString: $0) } ?? ""
        dbus_connection_set_exit_on_disconnect(connection, 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_connection_add_filter(connection, { _, message, data in
            guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            let connection = Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { connection.receive(message) }
        }, me, nil)
        dbus_connection_set_watch_functions(connection, { watch, data in
            guard let watch, let data else { return 0 }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().watch(watch) }
            return 1
        }, { watch, data in
            guard let watch, let data else { return }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().unwatch(watch) }
        }, { watch, data in
            guard let watch, let data else { return }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().watch(watch) }
        }, me, nil)
        dbus_connection_set_timeout_functions(connection, { timeout, data in
            guard let timeout, let data else { return 0 }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().arm(timeout) }
            return 1
        }, { timeout, data in
            guard let timeout, let data else { return }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().disarm(timeout) }
        }, { timeout, data in
            guard let timeout, let data else { return }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().arm(timeout) }
        }, me, nil)
        // The dispatch is scheduled through a weak reference: a connection closed before the main queue runs it
        // must not be reached.
        dbus_connection_set_dispatch_status_function(connection, { _, status, data in
            guard status == DBUS_DISPATCH_DATA_REMAINS, let data else { return }
            MainActor.assumeIsolated { Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue().scheduleDispatch() }
        }, me, nil)
        scheduleDispatch()
    }

    isolated deinit {
        close()
    }

    /// Closes the connection; nothing is sent or received after.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        dbus_connection_flush(raw)
        dbus_connection_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(raw, nil, nil, nil)
        for sources in watches.values { sources.forEach { $0.cancel() } }
        for timer in timers.values { timer.cancel() }
        watches = [:]
        timers = [:]
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    public func send(_ message: DBusMessage) {
        guard !isClosed, let wire = message.makeWireMessage() else { return }
        dbus_connection_send(raw, wire, nil)
        dbus_message_unref(wire)
        sentCount += 1
    }

    public func call(_ message: DBusMessage, reply: @escaping @MainActor (DBusMessage?) -> Void) {
        guard !isClosed, let wire = message.makeWireMessage() else { return reply(nil) }
        var pending: OpaquePointer?
        let sent = dbus_connection_send_with_reply(raw, wire, &pending, 5_000)
        dbus_message_unref(wire)
        sentCount += 1
        guard sent != 0, let pending else { return reply(nil) }
        let box = Unmanaged.passRetained(ReplyBox(reply)).toOpaque()
        dbus_pending_call_set_notify(pending, { pending, data in
            guard let pending, let data else { return }
            let box = Unmanaged<ReplyBox>.fromOpaque(data).takeRetainedValue()
            let wire = dbus_pending_call_steal_reply(pending)
            let message = wire.map { DBusMessage(wire: $0) }
            if let wire { dbus_message_unref(wire) }
            dbus_pending_call_unref(pending)
            MainActor.assumeIsolated { box.handler(message) }
        }, box, nil)
    }

    /// Sends `message` and waits (at most `timeout` milliseconds) for its reply: only for the few calls made
    /// before the app has anything to show (the accessibility bus's address).
    public func callBlocking(_ message: DBusMessage, timeout: Int32 = 2_000) throws -> DBusMessage {
        guard let wire = message.makeWireMessage() else { throw Failure(description: "cannot build \(message.member ?? "")") }
        defer { dbus_message_unref(wire) }
        var error = DBusError()
        dbus_error_init(&error)
        sentCount += 1
        guard let reply = dbus_connection_send_with_reply_and_block(raw, wire, timeout, &error) else {
            throw Failure(description: Self.text(&error))
        }
        defer { dbus_message_unref(reply) }
        return DBusMessage(wire: reply)
    }

    public func addMatch(_ rule: String) {
        guard !isClosed else { return }
        dbus_bus_add_match(raw, rule, nil)
        sentCount += 1
    }

    // MARK: Dispatch

    private func receive(_ wire: OpaquePointer) -> DBusHandlerResult {
        let message = DBusMessage(wire: wire)
        if message.kind == .methodCall || message.kind == .signal, onMessage?(message) == true {
            return DBUS_HANDLER_RESULT_HANDLED
        }
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
    }

    private func scheduleDispatch() {
        guard !dispatchScheduled else { return }
        dispatchScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.dispatchAll() }
        }
    }

    /// Handles every message read so far.
    private func dispatchAll() {
        dispatchScheduled = false
        guard !isClosed else { return }
        while dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS {}
    }

    /// Serves `watch` with read and write sources while it is enabled. Each source watches a duplicate of the
    /// connection's descriptor and closes it in its cancel handler: libdbus closes its own whenever it likes, and a
    /// descriptor closed while its source's cancellation is pending leaves libdispatch a dangling registration.
    private func watch(_ watch: OpaquePointer) {
        unwatch(watch)
        guard dbus_watch_get_enabled(watch) != 0 else { return }
        let connectionFD = dbus_watch_get_unix_fd(watch)
        let flags = dbus_watch_get_flags(watch)
        var sources: [DispatchSourceProtocol] = []
        if flags & DBUS_WATCH_READABLE.rawValue != 0, case let fd = dup(connectionFD), fd >= 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handle(watch, DBUS_WATCH_READABLE.rawValue) } }
            source.setCancelHandler { Glibc.close(fd) }
            sources.append(source)
        }
        if flags & DBUS_WATCH_WRITABLE.rawValue != 0, case let fd = dup(connectionFD), fd >= 0 {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handle(watch, DBUS_WATCH_WRITABLE.rawValue) } }
            source.setCancelHandler { Glibc.close(fd) }
            sources.append(source)
        }
        sources.forEach { $0.resume() }
        watches[watch] = sources
    }

    private func unwatch(_ watch: OpaquePointer) {
        watches.removeValue(forKey: watch)?.forEach { $0.cancel() }
    }

    private func handle(_ watch: OpaquePointer, _ condition: UInt32) {
        guard !isClosed, watches[watch] != nil else { return }
        dbus_watch_handle(watch, condition)
        dispatchAll()
    }

    /// Keeps a timer for `timeout` while it is enabled (libdbus's reply deadlines).
    private func arm(_ timeout: OpaquePointer) {
        disarm(timeout)
        guard dbus_timeout_get_enabled(timeout) != 0 else { return }
        let interval = Int(dbus_timeout_get_interval(timeout))
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(interval), repeating: .milliseconds(interval))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isClosed, self.timers[timeout] != nil else { return }
                dbus_timeout_handle(timeout)
                self.dispatchAll()
            }
        }
        timer.resume()
        timers[timeout] = timer
    }

    private func disarm(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.cancel()
    }

    private static func text(_ error: inout DBusError) -> String {
        defer { dbus_error_free(&error) }
        return error.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// The reply handler of a pending call, kept alive by libdbus until the reply comes.
private final class ReplyBox {
    let handler: @MainActor (DBusMessage?) -> Void
    init(_ handler: @escaping @MainActor (DBusMessage?) -> Void) { self.handler = handler }
}
