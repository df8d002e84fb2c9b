import CWaylandProtocols

/// One touch point's change, in the surface-local coordinates of the window it started on; `time`
/// is the compositor's stamp in milliseconds (`EventTime` reads it as seconds).
public enum TouchEvent: Equatable, Sendable {
    case down(id: Int32, x: Double, y: Double, serial: UInt32, time: UInt32)
    case motion(id: Int32, x: Double, y: Double, time: UInt32)
    case up(id: Int32, serial: UInt32, time: UInt32)
    /// The compositor took the touch sequence over (a gesture): every point is gone.
    case cancel
}

/// The touch events the compositor grouped into one frame, for one window.
public struct TouchFrame: Equatable, Sendable {
    public var events: [TouchEvent]
    /// The keyboard's modifiers (xkb's effective state) when the frame was delivered.
    public var modifiers: KeyModifiers

    public init(events: [TouchEvent], modifiers: KeyModifiers = []) {
        self.events = events
        self.modifiers = modifiers
    }
}

/// The seat's touch screen: routes each touch point to the window it went down on.
public final class Touch {
    let proxy: OpaquePointer
    unowned let seat: Seat
    private var routing = TouchRouting<Window>()

    init(seat: Seat, proxy: OpaquePointer) {
        self.seat = seat
        self.proxy = proxy
        wl_touch_add_listener(proxy, touchListener, userData(self))
    }

    deinit {
        releaseDevice(proxy, since: 3) { wl_touch_release($0) }
    }

    fileprivate func down(serial: UInt32, time: UInt32, surface: OpaquePointer?, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        seat.inputEvent(serial: serial)
        let event = TouchEvent.down(id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y), serial: serial, time: time)
        routing.down(event, id: id, on: seat.display.window(for: surface))
    }

    fileprivate func motion(time: UInt32, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        routing.motion(.motion(id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y), time: time), id: id)
    }

    fileprivate func up(serial: UInt32, time: UInt32, id: Int32) {
        routing.up(.up(id: id, serial: serial, time: time), id: id)
    }

    fileprivate func frameEnded() {
        let modifiers = seat.keyboard?.keymap?.modifiers ?? []
        for (window, frame) in routing.frame() {
            var frame = frame
            frame.modifiers = modifiers
            window.onTouch?(frame)
        }
    }

    fileprivate func cancelled() {
        for (window, frame) in routing.cancel() { window.onTouch?(frame) }
    }
}

nonisolated(unsafe) let touchListener = UnsafeMutablePointer<wl_touch_listener>.listenerTable(
    wl_touch_listener(
        down: { data, _, serial, time, surface, id, x, y in
            owner(data, as: Touch.self).down(serial: serial, time: time, surface: surface, id: id, x: x, y: y)
        },
        up: { data, _, serial, time, id in owner(data, as: Touch.self).up(serial: serial, time: time, id: id) },
        motion: { data, _, time, id, x, y in owner(data, as: Touch.self).motion(time: time, id: id, x: x, y: y) },
        frame: { data, _ in owner(data, as: Touch.self).frameEnded() },
        cancel: { data, _ in owner(data, as: Touch.self).cancelled() },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }
    ))
