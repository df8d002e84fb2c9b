import CWaylandServer
import Foundation

/// The compositor on libwayland-server: `wl_compositor`, `wl_shm` (libwayland's own), `xdg_wm_base`,
/// a `wl_seat` and one 1024×768 `wl_output`, enough for the project's clients to open a window and
/// draw; then it misbehaves as asked. Requests reach one dispatcher (`Compositor+Requests.swift`)
/// that makes the objects they create and handles the few that matter.
final class Compositor {
    let misbehavior: Misbehavior
    let display: OpaquePointer
    /// Per `wl_surface`: what the client attached and the frame callbacks it asked for.
    var surfaces: [Resource: SurfaceState] = [:]
    /// `xdg_surface` → its `wl_surface`; `xdg_toplevel` → its `xdg_surface`.
    var xdgSurfaces: [Resource: Resource] = [:]
    var toplevels: [Resource: Resource] = [:]
    /// Frame callbacks committed, done at the next tick.
    var dueCallbacks: [Resource] = []
    var serial: UInt32 = 0
    var commitsWithBuffer = 0
    /// The touchpad case's pointer and gesture objects, and whether it played its gestures.
    var touchpad = TouchpadObjects()
    private var ticker: OpaquePointer?

    struct SurfaceState {
        var pendingBuffer: Resource?
        var currentBuffer: Resource?
        var pendingCallbacks: [Resource] = []
        var isConfigured = false
    }

    init(misbehavior: Misbehavior, socketName: String) {
        self.misbehavior = misbehavior
        guard let display = wl_display_create() else { fatal("wl_display_create failed") }
        self.display = display
        guard wl_display_add_socket(display, socketName) == 0 else {
            fatal("cannot listen on \(socketName): \(String(cString: strerror(errno)))")
        }
        current = self
    }

    func run() -> Never {
        if !isOmitted(name: "wl_shm") { wl_display_init_shm(display) }
        for global in Global.allCases where !isOmitted(name: global.name) && global.isOffered(in: misbehavior) {
            wl_global_create(display, global.interface, global.version, UnsafeMutableRawPointer(bitPattern: global.rawValue), { client, data, version, id in
                let global = Global(rawValue: Int(bitPattern: data))!
                current.bound(global, client: client!, version: version, id: id)
            })
        }
        if misbehavior == .displayError {
            wl_display_add_client_created_listener(display, clientCreatedListener)
        }
        ticker = wl_event_loop_add_timer(wl_display_get_event_loop(display), { _ in
            current.tick()
            return 0
        }, nil)
        wl_event_source_timer_update(ticker, 16)
        say("ready")
        wl_display_run(display)
        exit(0)
    }

    private func isOmitted(name: String) -> Bool {
        if case let .omitGlobal(omitted) = misbehavior { return omitted == name }
        return false
    }

    /// Every 16 ms: the frame callbacks committed since the last tick are done.
    func tick() {
        let due = dueCallbacks
        dueCallbacks.removeAll()
        let time = UInt32(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds / 1_000_000)
        for callback in due {
            wl_callback_send_done(callback, time)
            wl_resource_destroy(callback)
        }
        wl_event_source_timer_update(ticker, 16)
    }

    /// A client bound a global: its resource, and the events a real compositor sends at once.
    func bound(_ global: Global, client: OpaquePointer, version: UInt32, id: UInt32) {
        guard let resource = wl_resource_create(client, global.interface, Int32(version), id) else {
            wl_client_post_no_memory(client)
            return
        }
        serve(resource)
        switch global {
        case .seat:
            let keyboard = if case .keymap = misbehavior { true } else { false }
            let pointer = misbehavior == .touchpad
            wl_seat_send_capabilities(resource, (keyboard ? WL_SEAT_CAPABILITY_KEYBOARD.rawValue : 0) | (pointer ? WL_SEAT_CAPABILITY_POINTER.rawValue : 0))
        case .output:
            wl_output_send_geometry(resource, 0, 0, 300, 200, 0, "misbehaving", "compositor", 0)
            wl_output_send_mode(resource, WL_OUTPUT_MODE_CURRENT.rawValue, 1024, 768, 60000)
            if version >= 2 {
                wl_output_send_scale(resource, 1)
                wl_output_send_done(resource)
            }
        case .compositor, .wmBase, .pointerGestures:
            break
        }
    }
}

/// A server-side object (`struct wl_resource *`).
typealias Resource = UnsafeMutablePointer<wl_resource>

/// The compositor the C callbacks reach (one per process).
nonisolated(unsafe) var current: Compositor!

/// The globals offered (besides `wl_shm`, libwayland's own), with the version each is offered at.
enum Global: Int, CaseIterable {
    case compositor = 1, wmBase, seat, output, pointerGestures

    var name: String {
        switch self {
        case .compositor: "wl_compositor"
        case .wmBase: "xdg_wm_base"
        case .seat: "wl_seat"
        case .output: "wl_output"
        case .pointerGestures: "zwp_pointer_gestures_v1"
        }
    }

    var interface: UnsafePointer<wl_interface> {
        switch self {
        case .compositor: cws_wl_compositor_interface()
        case .wmBase: cws_xdg_wm_base_interface()
        case .seat: cws_wl_seat_interface()
        case .output: cws_wl_output_interface()
        case .pointerGestures: cws_zwp_pointer_gestures_v1_interface()
        }
    }

    var version: Int32 {
        switch self {
        case .compositor: 4
        case .wmBase: 2
        case .seat: 7
        case .output: 2
        case .pointerGestures: 3
        }
    }

    /// Whether the case offers the global: touchpad gestures only in the touchpad case.
    func isOffered(in misbehavior: Misbehavior) -> Bool {
        self != .pointerGestures || misbehavior == .touchpad
    }
}

/// Sends `wl_display.error` to each client as it connects (`Misbehavior.displayError`).
nonisolated(unsafe) let clientCreatedListener: UnsafeMutablePointer<wl_listener> = {
    let listener = UnsafeMutablePointer<wl_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_listener(link: wl_list(), notify: { _, data in
        let client = OpaquePointer(data)
        guard let displayObject = wl_client_get_object(client, 1) else { return }
        cws_post_error(displayObject, WL_DISPLAY_ERROR_IMPLEMENTATION.rawValue, "this compositor refuses every client")
    }))
    return listener
}()
