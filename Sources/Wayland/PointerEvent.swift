/// One pointer event, in surface-local (logical) coordinates; `time` is the compositor's stamp in
/// milliseconds (`EventTime` reads it as seconds).
public enum PointerEvent: Equatable, Sendable {
    /// The pointer entered the window at a position; `serial` is needed to set the cursor.
    case enter(x: Double, y: Double, serial: UInt32)
    /// The pointer left the window.
    case leave
    case motion(x: Double, y: Double, time: UInt32)
    /// A button (a Linux input code: 272 left, 273 right, 274 middle) changed state.
    case button(code: UInt32, isPressed: Bool, serial: UInt32, time: UInt32)
    /// Scrolling along an axis, in surface units; `steps` counts wheel notches when known.
    case axis(PointerAxis, value: Double, steps: Int32?, time: UInt32)
    /// Scrolling stopped on an axis (a finger lifted from a touchpad).
    case axisStop(PointerAxis, time: UInt32)
}

/// A scroll axis.
public enum PointerAxis: UInt32, Sendable {
    case vertical = 0
    case horizontal = 1
}

/// What the axis events of a frame came from (`wl_pointer.axis_source`).
public enum PointerAxisSource: UInt32, Sendable {
    /// A mouse wheel's notches.
    case wheel = 0
    /// Fingers on a touchpad (the frame that ends it has an `axisStop`).
    case finger = 1
    /// A continuous device other than fingers (a trackpoint's scrolling).
    case continuous = 2
    /// A wheel tilted sideways.
    case wheelTilt = 3
}

/// The events the compositor grouped into one logical pointer event (wl_pointer.frame).
public struct PointerFrame: Equatable, Sendable {
    public var events: [PointerEvent]
    /// Where the pointer is after the frame, in surface-local coordinates.
    public var x: Double
    public var y: Double
    /// Whether the pointer is over the window after the frame.
    public var isInside: Bool
    /// The keyboard's modifiers (xkb's effective state) when the frame was delivered: a Shift-click extends a selection.
    public var modifiers: KeyModifiers
    /// Where the frame's scrolling came from, when the compositor said (pointer version 5 and later).
    public var axisSource: PointerAxisSource?

    public init(events: [PointerEvent], x: Double, y: Double, isInside: Bool, modifiers: KeyModifiers = []) {
        self.events = events
        self.x = x
        self.y = y
        self.isInside = isInside
        self.modifiers = modifiers
    }
}
