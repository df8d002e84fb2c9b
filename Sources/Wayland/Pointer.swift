import CWaylandProtocols

/// The seat's pointer: groups its events into frames for the window under it, and shows a
/// cursor from the cursor theme while it is over one of our windows.
public final class Pointer {
    let proxy: OpaquePointer
    unowned let seat: Seat
    private weak var focus: Window?
    private var pending: [PointerEvent] = []
    private var pendingSteps: [PointerAxis: Int32] = [:]
    private var x = 0.0
    private var y = 0.0
    private var enterSerial: UInt32 = 0
    private lazy var cursor = CursorSurface(display: seat.display)
    /// The touchpad gestures of this pointer, where the compositor offers `zwp_pointer_gestures_v1`.
    var gestures: PointerGestures?
    /// Where the frame's axis events came from (`wl_pointer.axis_source`), if it said.
    private var pendingSource: PointerAxisSource?
    /// The cursor shown over our windows: a name from the cursor theme (`left_ptr`, `hand2`, `xterm`, …).
    public var cursorName = "left_ptr" {
        didSet { if focus != nil, cursorName != oldValue { showCursor() } }
    }

    /// A cursor the window shows over its own parts (a resize grip) in place of `cursorName`.
    var overrideCursorName: String? {
        didSet { if focus != nil, overrideCursorName != oldValue { showCursor() } }
    }

    init(seat: Seat, proxy: OpaquePointer) {
        self.seat = seat
        self.proxy = proxy
        wl_pointer_add_listener(proxy, pointerListener, userData(self))
    }

    deinit {
        gestures = nil
        releaseDevice(proxy, since: 3) { wl_pointer_release($0) }
    }

    /// Whether this pointer version groups events with `frame` (older ones deliver each at once).
    private var groupsFrames: Bool { wl_proxy_get_version(proxy) >= 5 }

    fileprivate func entered(surface: OpaquePointer?, x: wl_fixed_t, y: wl_fixed_t, serial: UInt32) {
        focus = seat.display.window(for: surface)
        self.x = wl_fixed_to_double(x)
        self.y = wl_fixed_to_double(y)
        enterSerial = serial
        seat.inputEvent(serial: serial)
        guard focus != nil else { return }
        showCursor()
        append(.enter(x: self.x, y: self.y, serial: serial))
    }

    fileprivate func left() {
        guard focus != nil else { return }
        append(.leave)
        frameEnded()  // the leave belongs to the old window even if an enter follows in this frame
        focus = nil
        overrideCursorName = nil
    }

    fileprivate func moved(time: UInt32, x: wl_fixed_t, y: wl_fixed_t) {
        self.x = wl_fixed_to_double(x)
        self.y = wl_fixed_to_double(y)
        append(.motion(x: self.x, y: self.y, time: time))
    }

    fileprivate func button(serial: UInt32, time: UInt32, code: UInt32, state: UInt32) {
        seat.inputEvent(serial: serial)
        append(.button(code: code, isPressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue, serial: serial, time: time))
    }

    fileprivate func axis(time: UInt32, axis: UInt32, value: wl_fixed_t) {
        guard let axis = PointerAxis(rawValue: axis) else { return }
        append(.axis(axis, value: wl_fixed_to_double(value), steps: pendingSteps.removeValue(forKey: axis), time: time))
    }

    fileprivate func axisSteps(axis: UInt32, steps: Int32) {
        guard let axis = PointerAxis(rawValue: axis) else { return }
        pendingSteps[axis] = steps
    }

    fileprivate func axisSourceNamed(_ source: UInt32) {
        pendingSource = PointerAxisSource(rawValue: source)
    }

    fileprivate func axisStopped(time: UInt32, axis: UInt32) {
        guard let axis = PointerAxis(rawValue: axis) else { return }
        append(.axisStop(axis, time: time))
    }

    private func append(_ event: PointerEvent) {
        guard focus != nil else { return }
        pending.append(event)
        if !groupsFrames { frameEnded() }
    }

    fileprivate func frameEnded() {
        let source = pendingSource
        pendingSource = nil
        guard !pending.isEmpty, let focus else {
            pending.removeAll()
            return
        }
        let events = pending
        pending.removeAll()
        let inside = events.last != .leave
        var frame = PointerFrame(events: events, x: x, y: y, isInside: inside, modifiers: seat.keyboard?.keymap?.modifiers ?? [])
        frame.axisSource = source
        focus.deliver(frame, from: self)
    }

    /// `window` asked for another cursor: shown now if the pointer is over it.
    func cursorChanged(in window: Window) {
        if focus === window { showCursor() }
    }

    private func showCursor() {
        let name: String
        switch overrideCursorName.map(WindowCursor.named) ?? focus?.cursor ?? .standard {
        case .standard: name = cursorName
        case let .named(named): name = named
        case .hidden: return wl_pointer_set_cursor(proxy, enterSerial, nil, 0, 0)
        }
        guard let image = cursor.show(named: name, scale: seat.display.outputs.map(\.scale).max() ?? 1) else {
            return
        }
        wl_pointer_set_cursor(proxy, enterSerial, cursor.surface, image.hotspotX, image.hotspotY)
    }
}

nonisolated(unsafe) let pointerListener = UnsafeMutablePointer<wl_pointer_listener>.listenerTable(
    wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            owner(data, as: Pointer.self).entered(surface: surface, x: x, y: y, serial: serial)
        },
        leave: { data, _, _, _ in owner(data, as: Pointer.self).left() },
        motion: { data, _, time, x, y in owner(data, as: Pointer.self).moved(time: time, x: x, y: y) },
        button: { data, _, serial, time, button, state in
            owner(data, as: Pointer.self).button(serial: serial, time: time, code: button, state: state)
        },
        axis: { data, _, time, axis, value in owner(data, as: Pointer.self).axis(time: time, axis: axis, value: value) },
        frame: { data, _ in owner(data, as: Pointer.self).frameEnded() },
        axis_source: { data, _, source in owner(data, as: Pointer.self).axisSourceNamed(source) },
        axis_stop: { data, _, time, axis in owner(data, as: Pointer.self).axisStopped(time: time, axis: axis) },
        axis_discrete: { data, _, axis, discrete in owner(data, as: Pointer.self).axisSteps(axis: axis, steps: discrete) },
        axis_value120: { data, _, axis, value120 in
            owner(data, as: Pointer.self).axisSteps(axis: axis, steps: value120 / 120)
        }
    ))
