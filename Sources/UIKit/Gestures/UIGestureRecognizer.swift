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
open class UIGestureRecognizer {
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
    public weak var delegate: (any UIGestureRecognizerDelegate)?
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
    public init() {}

    /// Creates a recognizer from an archive.
    ///
    /// Difference from Apple: decodes nothing and gives nil; recognizers come from code here, never from nibs.
    public init?(coder: NSCoder) {
        return nil
    }

    /// Keeps this recognizer from recognizing until `other` has failed.
    public func require(toFail other: UIGestureRecognizer) {
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

    // MARK: Subclass hooks

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

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

/// Lets an app allow or forbid a recognizer's gestures.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer sees an event at all (iOS 13.4): touches, a touchpad's pinch (`.transform`) or scrolling.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

extension UIView {
    /// Attaches a recognizer to the view: it sees touches of the view and its subviews.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizerStorage.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { recognizer.view = nil }
            gestureRecognizerStorage = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
