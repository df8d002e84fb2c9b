import CDecor
import CWaylandProtocols

/// A toplevel whose frame libdecor draws in the client (title, buttons, resize edges), for
/// compositors that draw none (weston, GNOME) or when `LIBDECOR_FORCE_CSD` asks for it.
/// The frame lives in subsurfaces around the window's surface, so content coordinates and the
/// configured content size stay exact.
final class DecoratedShell: WindowShell {
    unowned let window: Window
    private var frame: OpaquePointer!
    /// The xdg-decoration object telling a compositor that could draw a frame not to.
    private var serverDecoration: OpaquePointer?
    let decorationMode = DecorationMode.clientSide

    init?(window: Window, context: DecorationContext, properties: ShellProperties) {
        self.window = window
        guard let frame = libdecor_decorate(context.handle, window.surface, frameInterface, userData(self)) else {
            return nil
        }
        self.frame = frame
        libdecor_frame_set_title(frame, properties.title)
        libdecor_frame_set_app_id(frame, properties.appID)
        setMinimumSize(properties.minimumSize)
        libdecor_frame_map(frame)
        declineServerFrame()
    }

    var parentSurface: OpaquePointer? { frame.flatMap { libdecor_frame_get_xdg_surface($0) } }

    func destroy() {
        if let serverDecoration { zxdg_toplevel_decoration_v1_destroy(serverDecoration) }
        libdecor_frame_unref(frame)
    }

    /// Where the compositor offers to draw frames but the client was told to draw its own
    /// (`LIBDECOR_FORCE_CSD`), says so through xdg-decoration, so only one title bar shows.
    /// libdecor creates the xdg_toplevel only once its context is initialized (for the first
    /// window, while the first events are dispatched, right before its initial commit), so
    /// this is tried again on the first configure, which comes before any buffer is attached
    /// (the protocol allows creating the decoration object until then).
    private func declineServerFrame() {
        guard serverDecoration == nil, let manager = window.display.globals.decorationManager,
              let toplevel = libdecor_frame_get_xdg_toplevel(frame),
              let decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager.proxy, toplevel)
        else { return }
        serverDecoration = decoration
        zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_CLIENT_SIDE.rawValue)
    }

    func setTitle(_ title: String) { libdecor_frame_set_title(frame, title) }

    func setMinimumSize(_ size: WindowSize) {
        libdecor_frame_set_min_content_size(frame, Int32(size.width), Int32(size.height))
    }

    func setMaximized(_ maximized: Bool) {
        whenMapped { [frame] in
            if maximized { libdecor_frame_set_maximized(frame) } else { libdecor_frame_unset_maximized(frame) }
        }
    }

    func setFullscreen(_ fullscreen: Bool) {
        whenMapped { [frame] in
            if fullscreen { libdecor_frame_set_fullscreen(frame, nil) } else { libdecor_frame_unset_fullscreen(frame) }
        }
    }

    func minimize() { whenMapped { [frame] in libdecor_frame_set_minimized(frame) } }

    /// Requests libdecor would send to an xdg_toplevel it has not made yet (it crashes then),
    /// kept for the first configure.
    private var pendingRequests: [() -> Void] = []

    /// Runs `request` now if libdecor has made the xdg_toplevel, else at the first configure.
    private func whenMapped(_ request: @escaping () -> Void) {
        if libdecor_frame_get_xdg_toplevel(frame) != nil { request() } else { pendingRequests.append(request) }
    }

    func beginMove(seat: OpaquePointer, serial: UInt32) { libdecor_frame_move(frame, seat, serial) }
    func beginResize(seat: OpaquePointer, serial: UInt32, edge: ResizeEdge) {
        libdecor_frame_resize(frame, seat, serial, edge.libdecorEdge)
    }

    /// libdecor acknowledged the configure when the frame was committed for it.
    func acknowledge(_ configuration: WindowConfiguration) {}

    /// Runs under the surface lock: libdecor acknowledges the configure inside
    /// `libdecor_frame_commit`, and the frame drawn for it must be the next commit.
    fileprivate func configure(_ configuration: OpaquePointer?) {
        window.handlingConfigure { configureLocked(configuration) }
    }

    private func configureLocked(_ configuration: OpaquePointer?) {
        declineServerFrame()
        let requests = pendingRequests
        pendingRequests.removeAll()
        for request in requests { request() }
        var width: Int32 = 0
        var height: Int32 = 0
        if !libdecor_configuration_get_content_size(configuration, frame, &width, &height) {
            width = 0
            height = 0
        }
        var state = LIBDECOR_WINDOW_STATE_NONE
        if !libdecor_configuration_get_window_state(configuration, &state) {
            state = LIBDECOR_WINDOW_STATE_NONE
        }
        window.toplevelConfigured(width: width, height: height, states: DecoratedShell.states(state))
        let resolved = window.surfaceConfigured(serial: 0, acknowledgedByShell: true)
        let content = libdecor_state_new(Int32(resolved.size.width), Int32(resolved.size.height))
        libdecor_frame_commit(frame, content, configuration)
        libdecor_state_free(content)
        window.configurationReady(resolved)
    }

    /// libdecor changed its subsurfaces and asks for a commit of the parent surface; under the
    /// surface lock, so it never commits a render thread's half-made frame.
    fileprivate func commitRequested() {
        window.surfaceLock.withLock { wl_surface_commit(window.surface) }
    }

    /// libdecor's window states as xdg-shell's.
    static func states(_ state: libdecor_window_state) -> ToplevelStates {
        let pairs: [(libdecor_window_state, ToplevelStates)] = [
            (LIBDECOR_WINDOW_STATE_ACTIVE, .activated), (LIBDECOR_WINDOW_STATE_MAXIMIZED, .maximized),
            (LIBDECOR_WINDOW_STATE_FULLSCREEN, .fullscreen), (LIBDECOR_WINDOW_STATE_TILED_LEFT, .tiledLeft),
            (LIBDECOR_WINDOW_STATE_TILED_RIGHT, .tiledRight), (LIBDECOR_WINDOW_STATE_TILED_TOP, .tiledTop),
            (LIBDECOR_WINDOW_STATE_TILED_BOTTOM, .tiledBottom),
        ]
        var states: ToplevelStates = []
        for (flag, mapped) in pairs where state.rawValue & flag.rawValue != 0 {
            states.insert(mapped)
        }
        return states
    }
}

nonisolated(unsafe) let frameInterface = UnsafeMutablePointer<libdecor_frame_interface>.listenerTable(
    libdecor_frame_interface(
        configure: { _, configuration, data in owner(data, as: DecoratedShell.self).configure(configuration) },
        close: { _, data in owner(data, as: DecoratedShell.self).window.closeRequested() },
        commit: { _, data in owner(data, as: DecoratedShell.self).commitRequested() },
        dismiss_popup: { _, _, _ in },
        reserved0: nil, reserved1: nil, reserved2: nil, reserved3: nil, reserved4: nil,
        reserved5: nil, reserved6: nil, reserved7: nil, reserved8: nil, reserved9: nil
    ))
