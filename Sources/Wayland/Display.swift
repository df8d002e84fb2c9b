import CWaylandProtocols
import Foundation

/// A connection to a Wayland compositor: the globals it offers, and the dispatch of its events.
///
/// All use of a `Display` and the objects made from it stays on one thread (the main thread),
/// which dispatches the default queue: the owner of that thread's run loop watches
/// `fileDescriptor` and calls `dispatch(timeout:)` or the `prepareRead` / `readEvents` /
/// `dispatchPending` steps itself. The one exception is a `FramePresenter`'s render thread,
/// which reads the same socket for a queue of its own.
public final class Display {
    /// The `wl_display` proxy.
    public let handle: OpaquePointer
    let registry: OpaquePointer
    /// Globals bound so far, and those advertised but not (yet) bound.
    var globals = Globals()
    /// The pixel formats `wl_shm` announced.
    public internal(set) var shmFormats: Set<UInt32> = []
    /// The outputs (monitors) the compositor announced, in announcement order.
    public internal(set) var outputs: [Output] = []
    /// The seat (input devices), once the compositor announced one.
    public internal(set) var seat: Seat?
    /// The clock `wp_presentation` timestamps are in (`CLOCK_MONOTONIC` unless it says otherwise).
    public internal(set) var presentationClock: Int32 = CLOCK_MONOTONIC
    /// Called when an output appears, changes or goes away.
    public var onOutputsChanged: (() -> Void)?
    /// An error found inside an event handler, thrown by the next dispatch.
    var deferredError: WaylandError?
    /// libdecor, once a window needed a client-side frame.
    var decorations: DecorationContext?
    /// Windows by the address of their `wl_surface`, for routing input.
    var windowsBySurface: [OpaquePointer: WeakWindow] = [:]
    /// Whether the compositor offers `wl_subcompositor`, without which libdecor cannot draw a frame.
    var offersSubcompositor = false
    /// How long a roundtrip waits for the compositor's answer before the connection is given up.
    public let responseTimeout: Duration

    /// The response timeout without `WAYLAND_RESPONSE_TIMEOUT` (seconds) in the environment.
    public static let defaultResponseTimeout: Duration = .seconds(5)

    /// The response timeout `environment` sets (`WAYLAND_RESPONSE_TIMEOUT`, in seconds, above 0),
    /// else the default.
    public static func responseTimeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration {
        guard let text = environment["WAYLAND_RESPONSE_TIMEOUT"], let seconds = Double(text), seconds > 0, seconds.isFinite else {
            return defaultResponseTimeout
        }
        return .milliseconds(Int64(min(seconds, 86_400) * 1000))
    }

    /// Connects to the compositor named by `WAYLAND_SOCKET` or `WAYLAND_DISPLAY` (or `name`),
    /// binds its globals and waits until their initial state has arrived; a compositor that does
    /// not answer within `responseTimeout` is given up with `WaylandError.noResponse`.
    public init(name: String? = nil, responseTimeout: Duration = Display.responseTimeout()) throws {
        LibraryLog.install
        // libwayland takes WAYLAND_SOCKET before any name, and refuses a non-number without setting errno.
        if let socket = ProcessInfo.processInfo.environment["WAYLAND_SOCKET"], Int32(socket) == nil {
            throw WaylandError.noCompositor(
                socket: "WAYLAND_SOCKET=\(socket)", reason: "not a file descriptor number")
        }
        cw_set_errno(0)
        guard let display = wl_display_connect(name) else {
            let code = cw_errno()
            let reason = code == 0 ? "libwayland could not connect" : WaylandError.errnoText(code)
            let detail = LibraryLog.takeLastMessage().map { "\(reason); libwayland: \($0)" } ?? reason
            throw WaylandError.noCompositor(socket: Display.socketDescription(name), reason: detail)
        }
        handle = display
        self.responseTimeout = responseTimeout
        guard let registry = wl_display_get_registry(display) else {
            wl_display_disconnect(display)
            throw WaylandError.connectionLost(reason: "no registry")
        }
        self.registry = registry
        wl_registry_add_listener(registry, registryListener, userData(self))
        // A failure from here on is cleaned up by deinit, which runs for a class whose initializer
        // throws once every stored property is set (tearing down here too freed the proxies twice).
        try roundtrip()  // the globals
        try globals.checkRequired()
        try roundtrip()  // their first events: shm formats, output modes, seat capabilities
        Log.wayland.info("connected to \(Display.socketDescription(name)): \(outputs.count) output(s), seat \(seat == nil ? "absent" : "present")")
    }

    deinit {
        teardown()
    }

    private func teardown() {
        decorations = nil
        seat = nil
        outputs.removeAll()
        globals.destroyAll()
        wl_registry_destroy(registry)
        wl_display_flush(handle)
        wl_display_disconnect(handle)
    }

    /// How an unset or named socket is described in the no-compositor message.
    static func socketDescription(_ name: String?) -> String {
        let env = ProcessInfo.processInfo.environment
        if name == nil, let socket = env["WAYLAND_SOCKET"] {
            return "WAYLAND_SOCKET=\(socket)"
        }
        let display = name ?? env["WAYLAND_DISPLAY"] ?? "wayland-0"
        if display.hasPrefix("/") {
            return "WAYLAND_DISPLAY=\(display)"
        }
        let runtime = env["XDG_RUNTIME_DIR"].map { "\($0)/" } ?? "(XDG_RUNTIME_DIR unset)/"
        return "WAYLAND_DISPLAY=\(display) in \(runtime)"
    }

    /// The file descriptor a run loop watches for readability.
    public var fileDescriptor: Int32 {
        wl_display_get_fd(handle)
    }

    /// Sends a request and waits until the compositor has handled everything sent before it,
    /// dispatching what arrives meanwhile; throws `noResponse` after `responseTimeout` without the answer.
    public func roundtrip() throws {
        guard let callback = wl_display_sync(handle) else { throw connectionError() }
        let answer = RoundtripAnswer()
        wl_callback_add_listener(callback, roundtripListener, userData(answer))
        defer { if !answer.isDone { wl_callback_destroy(callback) } }
        let deadline = ContinuousClock.now + responseTimeout
        while !answer.isDone {
            let remaining = deadline - .now
            guard remaining > .zero else { throw WaylandError.noResponse(after: responseTimeout) }
            try dispatch(timeout: remaining)
        }
        try throwDeferredError()
    }

    /// The window whose surface is `surface`, if it is one of ours.
    func window(for surface: OpaquePointer?) -> Window? {
        guard let surface else { return nil }
        return windowsBySurface[surface]?.window
    }

    /// The error that explains why a libwayland call failed.
    func connectionError() -> WaylandError {
        let code = wl_display_get_error(handle)
        if code == EPROTO {
            // A wl_display.error names the object; without one, libwayland refused what it read.
            var interface: UnsafePointer<wl_interface>?
            var objectID: UInt32 = 0
            let protocolCode = wl_display_get_protocol_error(handle, &interface, &objectID)
            if let interface {
                _ = LibraryLog.takeLastMessage()
                return .protocolError(interface: String(cString: interface.pointee.name), objectID: objectID, code: protocolCode)
            }
        }
        let errno = code != 0 ? code : cw_errno()
        let libraryMessage = LibraryLog.takeLastMessage()
        switch errno {
        case 0, EPIPE, ECONNRESET:
            return .connectionLost(reason: "the compositor closed the connection or died")
        case _ where libraryMessage != nil, EPROTO, EINVAL, EBADMSG, E2BIG:
            // libwayland gave up on what it read (a message that is not the protocol) and said why.
            return .malformedStream(libraryMessage ?? WaylandError.errnoText(errno))
        default:
            return .connectionLost(reason: WaylandError.errnoText(errno))
        }
    }

    func throwDeferredError() throws {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
    }
}

/// Whether a roundtrip's `wl_display.sync` was answered.
final class RoundtripAnswer {
    var isDone = false
}

nonisolated(unsafe) let roundtripListener = UnsafeMutablePointer<wl_callback_listener>.listenerTable(
    wl_callback_listener(done: { data, callback, _ in
        owner(data, as: RoundtripAnswer.self).isDone = true
        wl_callback_destroy(callback)
    }))

/// A weak reference to a window, so the routing table never keeps one alive.
struct WeakWindow {
    weak var window: Window?
}
