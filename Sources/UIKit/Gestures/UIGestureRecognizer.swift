import Foundation
import QuartzCore

/// Recognizes a gesture from the touches of a view and its subviews, and calls its actions as
/// its state moves: possible → began → changed → ended (continuous gestures) or possible →
/// recognized (discrete ones), or to failed / cancelled. A subclass reports what it saw by setting
/// `state`; the window's gesture arena applies the move, as UIKit does behind UIGestureRecognizerSubclass.
///
/// Difference from Apple: actions are closures (`addTarget(_:action:)` needs Objective-C
/// selectors); `init(handler:)` and `addAction(_:)` take them, typed on the recognizer's class.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete gestures end by being recognized.
        public static let recognized = State.ended
    }

    /// The state. A subclass sets it to report what it saw (`.began`, `.changed`, `.recognized`,
    /// `.failed` …); the arena of the touch sequence applies the move its state machine allows, holds
    /// a recognition back while a recognizer it requires to fail may still recognize, and calls the actions.
    ///
    /// Difference from Apple: a report made after the touch sequence ended (every finger up, the
    /// recognizer reset) is ignored; UIKit keeps an undecided recognizer open across sequences.
    open var state: State {
        get { appliedState }
        set {
            if let arena {
                arena.report(newValue, by: self)
            } else {
                Log.input.debug("\(Swift.type(of: self)) reported \(newValue) outside a touch sequence; ignored")
            }
        }
    }

    /// The state the arena applied; only the arena writes it.
    var appliedState: State = .possible

    public internal(set) weak var view: UIView?
    open var isEnabled = true
    /// Whether the view's touches are cancelled once the gesture is recognized.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for finding the recognizer or telling it apart in logs; UIKit does nothing else with it.
    open var name: String?
    /// The touch types (`UITouch.TouchType` raw values) the recognizer sees; a touch of another type passes it by.
    /// All four by default, so the pointer's touches reach it as on iPadOS.
    open var allowedTouchTypes: [NSNumber] = [UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map { NSNumber(value: $0.rawValue) }
    /// The press types (`UIPress.PressType` raw values) the recognizer sees (`.select` by default).
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// Whether the recognizer ignores new touches of a type other than its first touch's (true by default).
    open var requiresExclusiveTouchType = true
    /// The modifier keys held during the newest event the recognizer received.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons whose presses the recognizer takes as touches (the primary button's alone by default).
    ///
    /// Difference from Apple: only the primary button makes touches on the desktop, so a recognizer whose mask
    /// lacks `.primary` receives no pointer touches (the secondary button opens context menus).
    open var buttonMask: UIEvent.ButtonMask = .primary

    /// Whether the recognizer takes part in touch sequences (a hover recognizer follows the pointer instead).
    var receivesTouches: Bool { true }
    /// The actions, each bound to the recognizer as its own class (`UIGestureRecognizerActions`).
    var actions: [() -> Void] = []
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// The touches this recognizer tracks.
    var trackedTouches: [UITouch] = []
    weak var arena: GestureArena?

    /// A recognizer with no actions yet; `init(handler:)` makes any subclass through its own `init()`.
    ///
    /// Difference from Apple: designated (Apple's is a convenience initializer over `init(target:action:)`, which
    /// needs Objective-C selectors), so a subclass writes `override init()` where iOS code overrides
    /// `init(target:action:)`.
    override public init() {}

    /// Creates a recognizer from an archive.
    ///
    /// Difference from Apple: decodes nothing and gives nil; recognizers come from code here, never from nibs.
    public init?(coder: NSCoder) {
        return nil
    }

    /// Keeps this recognizer from recognizing until `other` has failed.
    open func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Where the pointer is (window coordinates) while a touchpad's pinch or scroll drives the recognizer.
    var touchpadLocation: CGPoint?

    /// The centroid of the tracked touches in `view`'s coordinates (the pointer's place while a touchpad drives it).
    open func location(in view: UIView?) -> CGPoint {
        if trackedTouches.isEmpty, let touchpadLocation {
            return view?.convert(touchpadLocation, from: nil) ?? touchpadLocation
        }
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open var numberOfTouches: Int { trackedTouches.count }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// A stylus's estimated force or angle became exact.
    ///
    /// Difference from Apple: never called; no touch here has estimated properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Key presses, as a responder gets them.
    ///
    /// Difference from Apple: presses go along the responder chain only; no recognizer is sent them.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Stops following `touch`: the recognizer hears no more of it, and a recognition does not take it from its view.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Stops following a key press.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether the recognizer sees `event` at all (iOS 13.4); asked before the delegate.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Whether this recognizer waits for `other` to fail before it recognizes, for every instance of a subclass
    /// (as the delegate's `gestureRecognizer(_:shouldRequireFailureOf:)` does for one).
    open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }

    /// Whether `other` waits for this recognizer to fail before it recognizes, for every instance of a subclass.
    open func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer, recognizing, makes `prevented` fail (or cancels it); true by default.
    open func canPrevent(_ prevented: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventing`, recognizing, makes this recognizer fail (or cancels it); true by default.
    open func canBePrevented(by preventing: UIGestureRecognizer) -> Bool { true }

    /// Returns the recognizer to `.possible` once its gesture is over; subclasses clear their state.
    open func reset() {}

    /// Whether a touchpad's input of this kind drives the recognizer (a pinch's transform, a pan's scroll).
    func accepts(_ kind: PointerGestureKind) -> Bool { false }

    /// A touchpad's pinch or scroll changed, as iPadOS delivers them in transform and scroll events.
    func pointerGesture(_ change: PointerGestureChange, with event: UIEvent) {}

    func callActions() {
        for action in actions { action() }
    }
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
