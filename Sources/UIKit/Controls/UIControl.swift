@_spi(KeyValueObserving) import KeyValueObserving
import QuartzCore

/// A view that sends actions for touch events (tap up inside, value changed, …) and shows a
/// highlighted state while pressed. Actions are closures (`UIAction`), the form iOS 14 added.
///
/// Difference from Apple: selector-based `addTarget(_:action:for:)` does not exist without the
/// Objective-C runtime.
@MainActor @preconcurrency
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A button showed its menu (`showsMenuAsPrimaryAction`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Where the content (a button's title and image) sits across the control.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content sits down the control.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// `contentHorizontalAlignment` with leading and trailing made left or right for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var isEnabled = true { didSet { stateDidChange(); KeyValueObservers.objectDidChange(self) } }
    open var isSelected = false { didSet { stateDidChange(); KeyValueObservers.objectDidChange(self) } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange(); KeyValueObservers.objectDidChange(self) } } }

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []
    private var isTrackingInside = false

    /// A control in `frame` running `primaryAction` when its primary action triggers (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Calls `action` for each of `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Stops the actions with `actionIdentifier` from running for `controlEvents`; they still run for their other
    /// events (iOS 14).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs `action` with this control as its sender; `sendActions(for:)` calls it for each registered action, so a
    /// subclass overriding it sees (and may filter) every action the control sends (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Calls `iterator` with each registered action and its events, in the order they were added, until it sets
    /// its last argument to true (iOS 14).
    ///
    /// Difference from Apple: target and selector are always nil, since actions are closures here.
    public func enumerateEventHandlers(_ iterator: (UIAction?, Any?, Selector?, Event, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for entry in actions {
            iterator(entry.action, nil, nil, entry.events, &stop)
            if stop.boolValue { return }
        }
    }

    /// The union of the events any action is registered for.
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Where, in the control's coordinates, a menu it shows attaches: below its leading corner (iOS 14).
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: 0, y: bounds.height)
    }

    /// Whether any action is registered for one of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions registered for `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// Called when highlighted, selected or enabled changes; subclasses update their look.
    ///
    /// Difference from Apple: not in UIKit; subclasses override it instead of observing `state` with KVO.
    open func stateDidChange() {}

    /// Whether a touch is being tracked (from `beginTracking` until it ends, is cancelled, or `beginTracking` or
    /// `continueTracking` answers false).
    open var isTracking: Bool { trackingTouch }
    /// Whether the tracked touch is inside the control (or near it: UIKit allows about 70 points around).
    open var isTouchInside: Bool { isTrackingInside }
    /// The stored `isTracking`, which controls with touch handling of their own also set.
    var trackingTouch = false

    /// A touch went down in the control: whether to track it (custom controls start their drag here).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: whether to go on tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` is nil when there is none to give).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (the touch was taken by a gesture or the system).
    open func cancelTracking(with event: UIEvent?) {}

    /// The area a press may wander in and still count as inside (UIKit allows about 70 points around).
    private func isNearInside(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(point)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTrackingInside = true
        trackingTouch = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isNearInside(touch.location(in: self))
        if inside != isTrackingInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        isTrackingInside = inside
        if trackingTouch { trackingTouch = continueTracking(touch, with: event) }
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        if trackingTouch {
            trackingTouch = false
            endTracking(touch, with: event)
        }
        isHighlighted = false
        if isNearInside(touch.location(in: self)) {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackingTouch {
            trackingTouch = false
            cancelTracking(with: event)
        }
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
