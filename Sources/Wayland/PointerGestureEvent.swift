/// One touchpad gesture event (`zwp_pointer_gestures_v1`), for the window the pointer was over when the gesture
/// began; `time` is the compositor's stamp in milliseconds (`EventTime` reads it as seconds).
public enum PointerGestureEvent: Equatable, Sendable {
    /// Three or more fingers began moving together (a compositor keeps the swipes it acts on itself).
    case swipeBegin(fingers: Int, time: UInt32)
    /// The swipe's fingers moved by this much since the last event, in surface units.
    case swipeUpdate(dx: Double, dy: Double, time: UInt32)
    case swipeEnd(isCancelled: Bool, time: UInt32)
    /// Two or more fingers began pinching or turning.
    case pinchBegin(fingers: Int, time: UInt32)
    /// The fingers' centre moved by `dx`, `dy` since the last event (surface units); `scale` is their spread over
    /// the spread when the pinch began; `rotation` is the turn since the last event, in degrees clockwise.
    case pinchUpdate(dx: Double, dy: Double, scale: Double, rotation: Double, time: UInt32)
    case pinchEnd(isCancelled: Bool, time: UInt32)
    /// Fingers rest on the touchpad without moving (a hold stops kinetic scrolling).
    case holdBegin(fingers: Int, time: UInt32)
    case holdEnd(isCancelled: Bool, time: UInt32)
}
