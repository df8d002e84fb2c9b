import Foundation
import QuartzCore

/// Recognizes a gesture from the touches of a view and its subviews, and calls its actions as
/// its state moves: possible → began → changed → ended (continuous gestures) or possible →
/// recognized (discrete ones), or to failed / cancelled.
///
/// Difference from Apple: actions are closures (`addTarget(_:action:)` needs Objective-C
/// selectors); `init(handler:)` and `addAction(_:)` take them.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete gestures end by being recognized.
        public static let recognized = State.ended
    }

    /// The state; setting it (from a subclass) calls the actions when the gesture begins, changes or ends.
    open var state: State = .possible {
        didSet { arena?.recognizer(self, movedTo: state, from: oldValue) }
    }

    public internal(set) weak var view: UIView?
    open var isEnabled = true
    /// Whether the view's touches are cancelled once the gesture is recognized.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// The touches this recognizer tracks.
    var trackedTouches: [UITouch] = []
    weak var arena: GestureArena?

    public init() {}

    /// A recognizer calling `handler` at each state change that reports.
    ///
    /// Difference from Apple: a closure instead of `init(target:action:)`.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(handler)
    }

    /// Adds a closure called when the gesture begins, changes, ends or is cancelled.
    ///
    /// Difference from Apple: a closure instead of `addTarget(_:action:)`.
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(handler)
    }

    /// Keeps this recognizer from recognizing until `other` has failed.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
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

    func callActions() {
        for action in actions { action(self) }
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
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
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
