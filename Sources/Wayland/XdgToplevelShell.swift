import CWaylandProtocols

/// A toplevel through xdg-shell, asking the compositor to draw the frame (xdg-decoration).
final class XdgToplevelShell: WindowShell {
    unowned let window: Window
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    private var decoration: OpaquePointer?
    private(set) var decorationMode: DecorationMode = .none

    init(window: Window, properties: ShellProperties) throws {
        self.window = window
        let display = window.display
        guard let wmBase = display.globals.wmBase else { throw WaylandError.missingGlobal("xdg_wm_base") }
        guard let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase.proxy, window.surface) else {
            throw display.connectionError()
        }
        guard let toplevel = xdg_surface_get_toplevel(xdgSurface) else {
            xdg_surface_destroy(xdgSurface)
            throw display.connectionError()
        }
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, userData(self))
        xdg_toplevel_add_listener(toplevel, toplevelListener, userData(self))
        xdg_toplevel_set_title(toplevel, properties.title)
        xdg_toplevel_set_app_id(toplevel, properties.appID)
        if properties.minimumSize.width > 1 || properties.minimumSize.height > 1 {
            setMinimumSize(properties.minimumSize)
        }
        if let manager = display.globals.decorationManager,
           let decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager.proxy, toplevel)
        {
            self.decoration = decoration
            decorationMode = .serverSide
            zxdg_toplevel_decoration_v1_add_listener(decoration, decorationListener, userData(self))
            zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
    }

    var parentSurface: OpaquePointer? { xdgSurface }

    func destroy() {
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
    }

    func setTitle(_ title: String) { xdg_toplevel_set_title(toplevel, title) }

    func setMinimumSize(_ size: WindowSize) {
        xdg_toplevel_set_min_size(toplevel, Int32(size.width), Int32(size.height))
    }

    func setMaximized(_ maximized: Bool) {
        if maximized { xdg_toplevel_set_maximized(toplevel) } else { xdg_toplevel_unset_maximized(toplevel) }
    }

    func setFullscreen(_ fullscreen: Bool) {
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) } else { xdg_toplevel_unset_fullscreen(toplevel) }
    }

    func minimize() { xdg_toplevel_set_minimized(toplevel) }

    func beginMove(seat: OpaquePointer, serial: UInt32) { xdg_toplevel_move(toplevel, seat, serial) }
    func beginResize(seat: OpaquePointer, serial: UInt32, edge: ResizeEdge) {
        xdg_toplevel_resize(toplevel, seat, serial, edge.rawValue)
    }

    func acknowledge(_ configuration: WindowConfiguration) {
        xdg_surface_ack_configure(xdgSurface, configuration.serial)
    }

    fileprivate func decorationConfigured(mode: UInt32) {
        // A compositor that insists on client-side frames gets none from this shell: the window
        // would need reopening through libdecor, which no compositor seen so far requires.
        decorationMode = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue ? .serverSide : .none
    }

    fileprivate func surfaceConfigured(serial: UInt32) {
        window.handlingConfigure {
            window.configurationReady(window.surfaceConfigured(serial: serial))
        }
    }
}

nonisolated(unsafe) let xdgSurfaceListener = UnsafeMutablePointer<xdg_surface_listener>.listenerTable(
    xdg_surface_listener(configure: { data, _, serial in
        owner(data, as: XdgToplevelShell.self).surfaceConfigured(serial: serial)
    }))

nonisolated(unsafe) let toplevelListener = UnsafeMutablePointer<xdg_toplevel_listener>.listenerTable(
    xdg_toplevel_listener(
        configure: { data, _, width, height, states in
            owner(data, as: XdgToplevelShell.self).window.toplevelConfigured(
                width: width, height: height, states: ToplevelStates(protocolValues: uint32Array(states)))
        },
        close: { data, _ in owner(data, as: XdgToplevelShell.self).window.closeRequested() },
        configure_bounds: { data, _, width, height in
            owner(data, as: XdgToplevelShell.self).window.toplevelBounds(width: width, height: height)
        },
        wm_capabilities: { _, _, _ in }
    ))

nonisolated(unsafe) let decorationListener = UnsafeMutablePointer<zxdg_toplevel_decoration_v1_listener>.listenerTable(
    zxdg_toplevel_decoration_v1_listener(configure: { data, _, mode in
        owner(data, as: XdgToplevelShell.self).decorationConfigured(mode: mode)
    }))
