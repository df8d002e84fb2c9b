import CWaylandProtocols

/// Server-side decorations through xdg-decoration, where the compositor offers them.
extension Window {
    func requestServerSideDecoration() {
        guard let manager = display.globals.decorationManager,
              let decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager.proxy, toplevel)
        else { return }
        self.decoration = decoration
        zxdg_toplevel_decoration_v1_add_listener(decoration, decorationListener, userData(self))
        zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
    }

    func decorationConfigured(mode: UInt32) {
        decorationMode = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue ? .serverSide : .clientSide
    }
}
