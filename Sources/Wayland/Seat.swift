import CWaylandProtocols

/// The user's input devices: a pointer, a keyboard and a touch screen, each present while the
/// compositor's capabilities say so.
public final class Seat {
    let proxy: OpaquePointer
    let globalName: UInt32
    unowned let display: Display
    public private(set) var pointer: Pointer?
    public private(set) var keyboard: Keyboard?
    public private(set) var touch: Touch?
    /// The seat's name (`seat0`), from wl_seat version 2.
    public private(set) var name = ""

    init(display: Display, bound: Globals.Bound) {
        self.display = display
        proxy = bound.proxy
        globalName = bound.name
        wl_seat_add_listener(proxy, seatListener, userData(self))
    }

    deinit {
        pointer = nil
        keyboard = nil
        touch = nil
        if wl_proxy_get_version(proxy) >= 5 {
            wl_seat_release(proxy)
        } else {
            wl_seat_destroy(proxy)
        }
    }

    fileprivate func capabilitiesChanged(_ capabilities: UInt32) {
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasPointer, pointer == nil, let proxy = wl_seat_get_pointer(proxy) {
            pointer = Pointer(seat: self, proxy: proxy)
        } else if !hasPointer {
            pointer = nil
        }
        if hasKeyboard, keyboard == nil, let proxy = wl_seat_get_keyboard(proxy) {
            keyboard = Keyboard(seat: self, proxy: proxy)
        } else if !hasKeyboard {
            keyboard = nil
        }
        if hasTouch, touch == nil, let proxy = wl_seat_get_touch(proxy) {
            touch = Touch(seat: self, proxy: proxy)
        } else if !hasTouch {
            touch = nil
        }
    }

    fileprivate func named(_ text: UnsafePointer<CChar>?) {
        name = text.map { String(cString: $0) } ?? ""
    }
}

nonisolated(unsafe) let seatListener = UnsafeMutablePointer<wl_seat_listener>.listenerTable(
    wl_seat_listener(
        capabilities: { data, _, capabilities in owner(data, as: Seat.self).capabilitiesChanged(capabilities) },
        name: { data, _, name in owner(data, as: Seat.self).named(name) }
    ))

/// Releases an input-device proxy the right way for its version (release request since `since`).
func releaseDevice(_ proxy: OpaquePointer, since: UInt32, release: (OpaquePointer) -> Void) {
    if wl_proxy_get_version(proxy) >= since {
        release(proxy)
    } else {
        wl_proxy_destroy(proxy)
    }
}
