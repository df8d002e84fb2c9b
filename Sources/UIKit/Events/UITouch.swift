import QuartzCore

/// One finger (or the pointer acting as one) on the screen, from down to up.
@MainActor @preconcurrency
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// What produced the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil
        /// A mouse or touchpad pointer.
        case indirectPointer
    }

    public internal(set) var phase: Phase
    /// When the touch last changed, on the `CACurrentMediaTime()` clock: the time the compositor
    /// stamped on the event, not the time it was delivered.
    public internal(set) var timestamp: TimeInterval
    /// The taps at about this place, each going down soon after the last (by their timestamps).
    public internal(set) var tapCount: Int
    public let type: TouchType
    /// The view the touch began in (hit-tested then); it keeps the touch until it ends.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Where the touch is, in the window's coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// How far the touch has reached its view's own touch methods.
    var viewDelivery = ViewDelivery.none

    /// Whether a touch's view hears of it.
    enum ViewDelivery {
        /// Not given to the view: withheld (a second touch on a view that takes one) or refused by a scroll view.
        case none
        /// Its `touchesBegan` waits while a scroll view delays content touches.
        case held
        /// The view got `touchesBegan` and gets the rest.
        case delivered
        /// Taken from the view by a gesture recognizer that cancels touches.
        case withdrawn
    }

    init(type: TouchType, phase: Phase, location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow?) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// Where the touch is in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An input event: the touches that changed together.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses
        /// A mouse wheel's or a touchpad's scrolling (iOS 13.4).
        case scroll = 10
        /// The pointer moving with no button (iOS 13.4).
        case hover = 11
        /// A touchpad's pinch or rotation (iOS 13.4).
        case transform = 14
    }

    public let type: EventType
    /// What a motion or remote-control event is (`.none` for others).
    public let subtype: EventSubtype
    /// When the event happened, on the `CACurrentMediaTime()` clock (the compositor's stamp).
    public let timestamp: TimeInterval
    let touches: Set<UITouch>
    private let modifiers: UIKeyModifierFlags
    private let buttons: ButtonMask

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: Set<UITouch> = [],
         modifierFlags: UIKeyModifierFlags = [], buttonMask: ButtonMask = []) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.touches = touches
        modifiers = modifierFlags
        buttons = buttonMask
    }

    /// The modifier keys held on the keyboard when the event happened (Shift while clicking extends a selection).
    open var modifierFlags: UIKeyModifierFlags { modifiers }

    /// The pointer buttons held during the event: `.primary` while the pointer's touch is down, none for fingers.
    open var buttonMask: ButtonMask { buttons }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}
