import CWaylandProtocols

/// The globals a display has bound, each at the version negotiated with the compositor.
struct Globals {
    /// A bound global: its proxy and the version both sides speak.
    struct Bound {
        let proxy: OpaquePointer
        let version: UInt32
        let name: UInt32
    }

    var compositor: Bound?
    var shm: Bound?
    var wmBase: Bound?
    var decorationManager: Bound?
    var viewporter: Bound?
    var presentation: Bound?
    var fractionalScaleManager: Bound?
    var dataDeviceManager: Bound?
    var primarySelectionManager: Bound?
    var textInputManager: Bound?
    var pointerGesturesManager: Bound?
    var idleInhibitManager: Bound?

    /// Fails with the first missing global a client cannot work without.
    func checkRequired() throws {
        if compositor == nil { throw WaylandError.missingGlobal("wl_compositor") }
        if shm == nil { throw WaylandError.missingGlobal("wl_shm") }
        if wmBase == nil { throw WaylandError.missingGlobal("xdg_wm_base") }
    }

    mutating func destroyAll() {
        if let g = idleInhibitManager { zwp_idle_inhibit_manager_v1_destroy(g.proxy) }
        if let g = pointerGesturesManager {
            if g.version >= 2 { zwp_pointer_gestures_v1_release(g.proxy) } else { zwp_pointer_gestures_v1_destroy(g.proxy) }
        }
        if let g = textInputManager { zwp_text_input_manager_v3_destroy(g.proxy) }
        if let g = primarySelectionManager { zwp_primary_selection_device_manager_v1_destroy(g.proxy) }
        if let g = dataDeviceManager { wl_data_device_manager_destroy(g.proxy) }
        if let g = fractionalScaleManager { wp_fractional_scale_manager_v1_destroy(g.proxy) }
        if let g = presentation { wp_presentation_destroy(g.proxy) }
        if let g = viewporter { wp_viewporter_destroy(g.proxy) }
        if let g = decorationManager { zxdg_decoration_manager_v1_destroy(g.proxy) }
        if let g = wmBase { xdg_wm_base_destroy(g.proxy) }
        if let g = shm { wl_shm_destroy(g.proxy) }
        if let g = compositor { wl_compositor_destroy(g.proxy) }
        self = Globals()
    }
}

/// The version to bind: the highest both the compositor and this client (its generated headers
/// and its own code) speak.
func negotiatedVersion(advertised: UInt32, interface: UnsafePointer<wl_interface>, clientMaximum: UInt32) -> UInt32 {
    min(advertised, UInt32(interface.pointee.version), clientMaximum)
}

extension Display {
    /// Binds `name` as `interface`, at the negotiated version.
    func bind(
        name: UInt32, interface: UnsafePointer<wl_interface>, advertised: UInt32, clientMaximum: UInt32
    ) -> Globals.Bound? {
        let version = negotiatedVersion(advertised: advertised, interface: interface, clientMaximum: clientMaximum)
        Log.wayland.debug("bind \(String(cString: interface.pointee.name)) v\(version) (advertised v\(advertised))")
        guard let raw = wl_registry_bind(registry, name, interface, version) else { return nil }
        return Globals.Bound(proxy: OpaquePointer(raw), version: version, name: name)
    }

    /// Handles one `wl_registry.global` announcement.
    func globalAnnounced(name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_compositor":
            globals.compositor = bind(name: name, interface: cw_wl_compositor_interface(), advertised: version, clientMaximum: 5)
        case "wl_shm":
            globals.shm = bind(name: name, interface: cw_wl_shm_interface(), advertised: version, clientMaximum: 1)
            if let shm = globals.shm {
                wl_shm_add_listener(shm.proxy, shmListener, userData(self))
            }
        case "xdg_wm_base":
            globals.wmBase = bind(name: name, interface: cw_xdg_wm_base_interface(), advertised: version, clientMaximum: 5)
            if let base = globals.wmBase {
                xdg_wm_base_add_listener(base.proxy, wmBaseListener, nil)
            }
        case "zxdg_decoration_manager_v1":
            globals.decorationManager = bind(
                name: name, interface: cw_zxdg_decoration_manager_v1_interface(), advertised: version, clientMaximum: 1)
        case "wp_viewporter":
            globals.viewporter = bind(name: name, interface: cw_wp_viewporter_interface(), advertised: version, clientMaximum: 1)
        case "wp_presentation":
            globals.presentation = bind(name: name, interface: cw_wp_presentation_interface(), advertised: version, clientMaximum: 1)
            if let presentation = globals.presentation {
                wp_presentation_add_listener(presentation.proxy, presentationListener, userData(self))
            }
        case "wp_fractional_scale_manager_v1":
            globals.fractionalScaleManager = bind(
                name: name, interface: cw_wp_fractional_scale_manager_v1_interface(), advertised: version, clientMaximum: 1)
        case "wl_data_device_manager":
            globals.dataDeviceManager = bind(
                name: name, interface: cw_wl_data_device_manager_interface(), advertised: version, clientMaximum: 3)
        case "zwp_primary_selection_device_manager_v1":
            globals.primarySelectionManager = bind(
                name: name, interface: cw_zwp_primary_selection_device_manager_v1_interface(), advertised: version, clientMaximum: 1)
        case "zwp_text_input_manager_v3":
            globals.textInputManager = bind(
                name: name, interface: cw_zwp_text_input_manager_v3_interface(), advertised: version, clientMaximum: 1)
        case "zwp_pointer_gestures_v1":
            globals.pointerGesturesManager = bind(
                name: name, interface: cw_zwp_pointer_gestures_v1_interface(), advertised: version, clientMaximum: 3)
        case "zwp_idle_inhibit_manager_v1":
            globals.idleInhibitManager = bind(
                name: name, interface: cw_zwp_idle_inhibit_manager_v1_interface(), advertised: version, clientMaximum: 1)
        case "wl_subcompositor":
            offersSubcompositor = true
        case "wl_seat" where seat == nil:
            if let bound = bind(name: name, interface: cw_wl_seat_interface(), advertised: version, clientMaximum: 8) {
                seat = Seat(display: self, bound: bound)
            }
        case "wl_output":
            if let bound = bind(name: name, interface: cw_wl_output_interface(), advertised: version, clientMaximum: 4) {
                outputs.append(Output(display: self, bound: bound))
            }
        default:
            break
        }
        seat?.bindServices()
    }

    /// Handles one `wl_registry.global_remove`: outputs and seats may be unplugged.
    func globalRemoved(name: UInt32) {
        if let index = outputs.firstIndex(where: { $0.globalName == name }) {
            let output = outputs.remove(at: index)
            for entry in windowsBySurface.values {
                entry.window?.outputLeft(output)
            }
            onOutputsChanged?()
        } else if seat?.globalName == name {
            seat = nil
        }
    }
}

nonisolated(unsafe) let registryListener = UnsafeMutablePointer<wl_registry_listener>.listenerTable(
    wl_registry_listener(
        global: { data, _, name, interface, version in
            owner(data, as: Display.self).globalAnnounced(name: name, interface: String(cString: interface!), version: version)
        },
        global_remove: { data, _, name in
            owner(data, as: Display.self).globalRemoved(name: name)
        }
    ))

nonisolated(unsafe) let shmListener = UnsafeMutablePointer<wl_shm_listener>.listenerTable(
    wl_shm_listener(format: { data, _, format in
        owner(data, as: Display.self).shmFormats.insert(format)
    }))

nonisolated(unsafe) let wmBaseListener = UnsafeMutablePointer<xdg_wm_base_listener>.listenerTable(
    xdg_wm_base_listener(ping: { _, base, serial in
        xdg_wm_base_pong(base, serial)
    }))

nonisolated(unsafe) let presentationListener = UnsafeMutablePointer<wp_presentation_listener>.listenerTable(
    wp_presentation_listener(clock_id: { data, _, clock in
        owner(data, as: Display.self).presentationClock = Int32(bitPattern: clock)
    }))
