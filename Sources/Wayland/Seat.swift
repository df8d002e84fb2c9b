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
    /// The serial of the latest input event the compositor sent (a key, a button, a touch, a focus entering):
    /// what `set_selection` and popup grabs must carry. Nil before any.
    public internal(set) var latestInputSerial: UInt32?
    /// The clipboard (`wl_data_device`), once the compositor offers `wl_data_device_manager`.
    public private(set) var clipboard: Clipboard?
    /// The primary selection (select, then middle-click paste), where the compositor offers
    /// `zwp_primary_selection_device_manager_v1`.
    public private(set) var primarySelection: Clipboard?
    /// The text input of input methods (`zwp_text_input_v3`), where the compositor offers it.
    public private(set) var textInput: TextInput?

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
        clipboard = nil
        primarySelection = nil
        textInput = nil
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
        bindServices()
    }

    /// Makes the per-seat objects of the managers bound so far (idempotent: called after each global is bound).
    func bindServices() {
        let globals = display.globals
        if clipboard == nil, let manager = globals.dataDeviceManager {
            clipboard = Clipboard(seat: self, calls: .clipboard, manager: manager.proxy)
        }
        if primarySelection == nil, let manager = globals.primarySelectionManager {
            primarySelection = Clipboard(seat: self, calls: .primary, manager: manager.proxy)
        }
        if textInput == nil, let manager = globals.textInputManager {
            textInput = TextInput(seat: self, manager: manager.proxy)
        }
        if let pointer, pointer.gestures == nil, let manager = globals.pointerGesturesManager {
            pointer.gestures = PointerGestures(pointer: pointer.proxy, manager: manager, display: display)
        }
    }

    /// Remembers the serial of an input event, for the requests that must carry one.
    func inputEvent(serial: UInt32) {
        latestInputSerial = serial
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
