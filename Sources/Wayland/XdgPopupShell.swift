import CWaylandProtocols

/// A popup through xdg-shell (a menu): a child of another window's `xdg_surface`, placed by a positioner, with an
/// explicit grab so a click outside dismisses it (`popup_done`, reported as a close).
final class XdgPopupShell: WindowShell {
    unowned let window: Window
    let xdgSurface: OpaquePointer
    let popup: OpaquePointer
    let decorationMode = DecorationMode.none
    /// Where the compositor put the popup, relative to the parent's surface.
    private(set) var position = (x: 0, y: 0)

    init(window: Window, parent: Window, placement: PopupPlacement, grabSerial: UInt32?) throws {
        self.window = window
        let display = window.display
        guard let wmBase = display.globals.wmBase else { throw WaylandError.missingGlobal("xdg_wm_base") }
        guard let parentSurface = parent.shell.parentSurface else {
            throw WaylandError.invalidInput("no xdg_surface for a popup's parent yet")
        }
        guard let positioner = placement.makePositioner(wmBase: wmBase.proxy) else { throw display.connectionError() }
        defer { xdg_positioner_destroy(positioner) }
        guard let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase.proxy, window.surface) else { throw display.connectionError() }
        guard let popup = xdg_surface_get_popup(xdgSurface, parentSurface, positioner) else {
            xdg_surface_destroy(xdgSurface)
            throw display.connectionError()
        }
        self.xdgSurface = xdgSurface
        self.popup = popup
        xdg_surface_add_listener(xdgSurface, popupSurfaceListener, userData(self))
        xdg_popup_add_listener(popup, popupListener, userData(self))
        if let grabSerial, let seat = display.seat {
            xdg_popup_grab(popup, seat.proxy, grabSerial)
        }
    }

    var parentSurface: OpaquePointer? { xdgSurface }

    func destroy() {
        xdg_popup_destroy(popup)
        xdg_surface_destroy(xdgSurface)
    }

    func setTitle(_ title: String) {}
    func setMinimumSize(_ size: WindowSize) {}
    func setMaximized(_ maximized: Bool) {}
    func setFullscreen(_ fullscreen: Bool) {}
    func minimize() {}
    func beginMove(seat: OpaquePointer, serial: UInt32) {}
    func beginResize(seat: OpaquePointer, serial: UInt32, edge: ResizeEdge) {}

    func acknowledge(_ configuration: WindowConfiguration) {
        xdg_surface_ack_configure(xdgSurface, configuration.serial)
    }

    fileprivate func popupConfigured(x: Int32, y: Int32, width: Int32, height: Int32) {
        position = (Int(x), Int(y))
        window.popupPosition = position
        window.toplevelConfigured(width: width, height: height, states: [])
    }

    fileprivate func surfaceConfigured(serial: UInt32) {
        window.handlingConfigure {
            window.configurationReady(window.surfaceConfigured(serial: serial))
        }
    }
}

nonisolated(unsafe) let popupSurfaceListener = UnsafeMutablePointer<xdg_surface_listener>.listenerTable(
    xdg_surface_listener(configure: { data, _, serial in
        owner(data, as: XdgPopupShell.self).surfaceConfigured(serial: serial)
    }))

nonisolated(unsafe) let popupListener = UnsafeMutablePointer<xdg_popup_listener>.listenerTable(
    xdg_popup_listener(
        configure: { data, _, x, y, width, height in
            owner(data, as: XdgPopupShell.self).popupConfigured(x: x, y: y, width: width, height: height)
        },
        popup_done: { data, _ in owner(data, as: XdgPopupShell.self).window.closeRequested() },
        repositioned: { _, _, _ in }
    ))
