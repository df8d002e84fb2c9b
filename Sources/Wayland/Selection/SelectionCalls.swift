import CWaylandProtocols

/// Which selection a `Clipboard` serves.
public enum SelectionKind: Sendable, Equatable {
    /// The clipboard of copy and paste (`wl_data_device`).
    case clipboard
    /// The primary selection: what is selected, pasted with the middle button (`zwp_primary_selection_device_v1`).
    case primary
}

/// The two selection protocols have the same shape with different names: these are the calls a `Clipboard` makes,
/// for one of them.
struct SelectionCalls {
    let kind: SelectionKind
    let getDevice: (_ manager: OpaquePointer, _ seat: OpaquePointer, _ owner: UnsafeMutableRawPointer) -> OpaquePointer?
    let destroyDevice: (OpaquePointer) -> Void
    let createSource: (_ manager: OpaquePointer, _ owner: UnsafeMutableRawPointer) -> OpaquePointer?
    let offerType: (_ source: OpaquePointer, _ type: String) -> Void
    let destroySource: (OpaquePointer) -> Void
    let setSelection: (_ device: OpaquePointer, _ source: OpaquePointer?, _ serial: UInt32) -> Void
    let listenToOffer: (_ offer: OpaquePointer, _ owner: UnsafeMutableRawPointer) -> Void
    let receive: (_ offer: OpaquePointer, _ type: String, _ fd: Int32) -> Void
    let destroyOffer: (OpaquePointer) -> Void

    nonisolated(unsafe) static let clipboard = SelectionCalls(
        kind: .clipboard,
        getDevice: { manager, seat, owner in
            let device = wl_data_device_manager_get_data_device(manager, seat)
            if let device { wl_data_device_add_listener(device, dataDeviceListener, owner) }
            return device
        },
        destroyDevice: { device in
            if wl_proxy_get_version(device) >= 2 { wl_data_device_release(device) } else { wl_data_device_destroy(device) }
        },
        createSource: { manager, owner in
            let source = wl_data_device_manager_create_data_source(manager)
            if let source { wl_data_source_add_listener(source, dataSourceListener, owner) }
            return source
        },
        offerType: { source, type in wl_data_source_offer(source, type) },
        destroySource: { wl_data_source_destroy($0) },
        setSelection: { device, source, serial in wl_data_device_set_selection(device, source, serial) },
        listenToOffer: { offer, owner in wl_data_offer_add_listener(offer, dataOfferListener, owner) },
        receive: { offer, type, fd in wl_data_offer_receive(offer, type, fd) },
        destroyOffer: { wl_data_offer_destroy($0) })

    nonisolated(unsafe) static let primary = SelectionCalls(
        kind: .primary,
        getDevice: { manager, seat, owner in
            let device = zwp_primary_selection_device_manager_v1_get_device(manager, seat)
            if let device { zwp_primary_selection_device_v1_add_listener(device, primaryDeviceListener, owner) }
            return device
        },
        destroyDevice: { zwp_primary_selection_device_v1_destroy($0) },
        createSource: { manager, owner in
            let source = zwp_primary_selection_device_manager_v1_create_source(manager)
            if let source { zwp_primary_selection_source_v1_add_listener(source, primarySourceListener, owner) }
            return source
        },
        offerType: { source, type in zwp_primary_selection_source_v1_offer(source, type) },
        destroySource: { zwp_primary_selection_source_v1_destroy($0) },
        setSelection: { device, source, serial in zwp_primary_selection_device_v1_set_selection(device, source, serial) },
        listenToOffer: { offer, owner in zwp_primary_selection_offer_v1_add_listener(offer, primaryOfferListener, owner) },
        receive: { offer, type, fd in zwp_primary_selection_offer_v1_receive(offer, type, fd) },
        destroyOffer: { zwp_primary_selection_offer_v1_destroy($0) })
}
