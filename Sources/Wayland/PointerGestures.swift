import CWaylandProtocols

/// A pointer's touchpad gestures (`zwp_pointer_gestures_v1`): its swipe, pinch and (from version 3) hold objects,
/// whose events go to the window the pointer was over when each gesture began.
final class PointerGestures {
    private let swipe: OpaquePointer?
    private let pinch: OpaquePointer?
    private let hold: OpaquePointer?
    private unowned let display: Display
    /// The window each running gesture began on, by kind.
    private var swipeWindow: Window?
    private var pinchWindow: Window?
    private var holdWindow: Window?

    init(pointer: OpaquePointer, manager: Globals.Bound, display: Display) {
        self.display = display
        swipe = zwp_pointer_gestures_v1_get_swipe_gesture(manager.proxy, pointer)
        pinch = zwp_pointer_gestures_v1_get_pinch_gesture(manager.proxy, pointer)
        hold = manager.version >= 3 ? zwp_pointer_gestures_v1_get_hold_gesture(manager.proxy, pointer) : nil
        if let swipe { zwp_pointer_gesture_swipe_v1_add_listener(swipe, swipeListener, userData(self)) }
        if let pinch { zwp_pointer_gesture_pinch_v1_add_listener(pinch, pinchListener, userData(self)) }
        if let hold { zwp_pointer_gesture_hold_v1_add_listener(hold, holdListener, userData(self)) }
    }

    deinit {
        if let swipe { zwp_pointer_gesture_swipe_v1_destroy(swipe) }
        if let pinch { zwp_pointer_gesture_pinch_v1_destroy(pinch) }
        if let hold { zwp_pointer_gesture_hold_v1_destroy(hold) }
    }

    fileprivate func swipeBegan(surface: OpaquePointer?, fingers: UInt32, time: UInt32) {
        swipeWindow = display.window(for: surface)
        swipeWindow?.onPointerGesture?(.swipeBegin(fingers: Int(fingers), time: time))
    }

    fileprivate func swipeUpdated(dx: wl_fixed_t, dy: wl_fixed_t, time: UInt32) {
        swipeWindow?.onPointerGesture?(.swipeUpdate(dx: wl_fixed_to_double(dx), dy: wl_fixed_to_double(dy), time: time))
    }

    fileprivate func swipeEnded(cancelled: Int32, time: UInt32) {
        swipeWindow?.onPointerGesture?(.swipeEnd(isCancelled: cancelled != 0, time: time))
        swipeWindow = nil
    }

    fileprivate func pinchBegan(surface: OpaquePointer?, fingers: UInt32, time: UInt32) {
        pinchWindow = display.window(for: surface)
        pinchWindow?.onPointerGesture?(.pinchBegin(fingers: Int(fingers), time: time))
    }

    fileprivate func pinchUpdated(dx: wl_fixed_t, dy: wl_fixed_t, scale: wl_fixed_t, rotation: wl_fixed_t, time: UInt32) {
        pinchWindow?.onPointerGesture?(.pinchUpdate(
            dx: wl_fixed_to_double(dx), dy: wl_fixed_to_double(dy),
            scale: wl_fixed_to_double(scale), rotation: wl_fixed_to_double(rotation), time: time))
    }

    fileprivate func pinchEnded(cancelled: Int32, time: UInt32) {
        pinchWindow?.onPointerGesture?(.pinchEnd(isCancelled: cancelled != 0, time: time))
        pinchWindow = nil
    }

    fileprivate func holdBegan(surface: OpaquePointer?, fingers: UInt32, time: UInt32) {
        holdWindow = display.window(for: surface)
        holdWindow?.onPointerGesture?(.holdBegin(fingers: Int(fingers), time: time))
    }

    fileprivate func holdEnded(cancelled: Int32, time: UInt32) {
        holdWindow?.onPointerGesture?(.holdEnd(isCancelled: cancelled != 0, time: time))
        holdWindow = nil
    }
}

nonisolated(unsafe) let swipeListener = UnsafeMutablePointer<zwp_pointer_gesture_swipe_v1_listener>.listenerTable(
    zwp_pointer_gesture_swipe_v1_listener(
        begin: { data, _, _, time, surface, fingers in
            owner(data, as: PointerGestures.self).swipeBegan(surface: surface, fingers: fingers, time: time)
        },
        update: { data, _, time, dx, dy in owner(data, as: PointerGestures.self).swipeUpdated(dx: dx, dy: dy, time: time) },
        end: { data, _, _, time, cancelled in owner(data, as: PointerGestures.self).swipeEnded(cancelled: cancelled, time: time) }
    ))

nonisolated(unsafe) let pinchListener = UnsafeMutablePointer<zwp_pointer_gesture_pinch_v1_listener>.listenerTable(
    zwp_pointer_gesture_pinch_v1_listener(
        begin: { data, _, _, time, surface, fingers in
            owner(data, as: PointerGestures.self).pinchBegan(surface: surface, fingers: fingers, time: time)
        },
        update: { data, _, time, dx, dy, scale, rotation in
            owner(data, as: PointerGestures.self).pinchUpdated(dx: dx, dy: dy, scale: scale, rotation: rotation, time: time)
        },
        end: { data, _, _, time, cancelled in owner(data, as: PointerGestures.self).pinchEnded(cancelled: cancelled, time: time) }
    ))

nonisolated(unsafe) let holdListener = UnsafeMutablePointer<zwp_pointer_gesture_hold_v1_listener>.listenerTable(
    zwp_pointer_gesture_hold_v1_listener(
        begin: { data, _, _, time, surface, fingers in
            owner(data, as: PointerGestures.self).holdBegan(surface: surface, fingers: fingers, time: time)
        },
        end: { data, _, _, time, cancelled in owner(data, as: PointerGestures.self).holdEnded(cancelled: cancelled, time: time) }
    ))
