import CWaylandServer

/// The touchpad case's objects: the client's pointer and gesture objects, and the toplevel surface they play on.
struct TouchpadObjects {
    var pointer: Resource?
    var swipe: Resource?
    var pinch: Resource?
    var hold: Resource?
    var surface: Resource?
    var played = false

    /// A request named `request` made `object`.
    mutating func made(_ object: Resource, by request: String) {
        switch request {
        case "get_pointer": pointer = object
        case "get_swipe_gesture": swipe = object
        case "get_pinch_gesture": pinch = object
        case "get_hold_gesture": hold = object
        default: break
        }
    }

    mutating func forget(_ resource: Resource) {
        for keyPath in [\TouchpadObjects.pointer, \.swipe, \.pinch, \.hold, \.surface] where self[keyPath: keyPath] == resource {
            self[keyPath: keyPath] = nil
        }
    }
}

/// The touchpad case plays, once the pointer, its gesture objects and a configured toplevel exist: the pointer enters
/// at (100, 80); a two-finger pinch to 1.5 turning 10° then 5°; a three-finger swipe; a cancelled hold; and a
/// two-finger scroll of 12 then 8 down that stops. Stamps count from 1000 ms in steps of 10.
extension Compositor {
    func playTouchpadWhenReady() {
        guard misbehavior == .touchpad, !touchpad.played, let pointer = touchpad.pointer, let swipe = touchpad.swipe,
              let pinch = touchpad.pinch, let hold = touchpad.hold, let surface = touchpad.surface else { return }
        touchpad.played = true
        var time: UInt32 = 1000
        func next() -> UInt32 {
            time += 10
            serial += 1
            return time
        }
        wl_pointer_send_enter(pointer, next(), surface, wl_fixed_from_int(100), wl_fixed_from_int(80))
        wl_pointer_send_frame(pointer)

        zwp_pointer_gesture_pinch_v1_send_begin(pinch, serial, next(), surface, 2)
        zwp_pointer_gesture_pinch_v1_send_update(pinch, next(), wl_fixed_from_double(1), wl_fixed_from_double(-2), wl_fixed_from_double(1.25), wl_fixed_from_double(10))
        zwp_pointer_gesture_pinch_v1_send_update(pinch, next(), 0, 0, wl_fixed_from_double(1.5), wl_fixed_from_double(5))
        zwp_pointer_gesture_pinch_v1_send_end(pinch, serial, next(), 0)

        zwp_pointer_gesture_swipe_v1_send_begin(swipe, serial, next(), surface, 3)
        zwp_pointer_gesture_swipe_v1_send_update(swipe, next(), wl_fixed_from_double(30), wl_fixed_from_double(0.5))
        zwp_pointer_gesture_swipe_v1_send_end(swipe, serial, next(), 0)

        zwp_pointer_gesture_hold_v1_send_begin(hold, serial, next(), surface, 2)
        zwp_pointer_gesture_hold_v1_send_end(hold, serial, next(), 1)

        for distance in [12.0, 8] {
            wl_pointer_send_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER.rawValue)
            wl_pointer_send_axis(pointer, next(), WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue, wl_fixed_from_double(distance))
            wl_pointer_send_frame(pointer)
        }
        wl_pointer_send_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER.rawValue)
        wl_pointer_send_axis_stop(pointer, next(), WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue)
        wl_pointer_send_frame(pointer)
        say("touchpad played")
    }
}
