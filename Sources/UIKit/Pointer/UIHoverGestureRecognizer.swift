import Foundation

/// Recognizes the pointer over its view with no button pressed: began as the pointer enters the view (or a subview),
/// changed as it moves in it, ended as it leaves. It takes no touches, so it never stands in another recognizer's way.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in the window's coordinates, while it hovers over the view.
    private var pointerLocation: CGPoint?

    override var receivesTouches: Bool { false }

    /// How far above the screen a hovering pencil is (iOS 16.1): 0 for a mouse, which has no height.
    open var zOffset: CGFloat { 0 }

    /// The altitude of a hovering pencil (iOS 16.4): 0 for a mouse.
    open var altitudeAngle: CGFloat { 0 }

    /// The roll of a hovering pencil (iOS 17.5): 0 for a mouse.
    open var rollAngle: CGFloat { 0 }

    /// The azimuth of a hovering pencil in `view` (iOS 16.4): 0 for a mouse.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The azimuth as a unit vector in `view` (iOS 16.4): the vector of angle 0 for a mouse.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    override open func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation else { return .zero }
        return view?.convert(pointerLocation, from: nil) ?? pointerLocation
    }

    /// The pointer is at `point` (window coordinates) over the view: begins, or reports a change; false when the
    /// delegate would not let it begin (it then waits for the pointer to leave).
    @discardableResult
    func hover(at point: CGPoint, modifiers: UIKeyModifierFlags) -> Bool {
        pointerLocation = point
        modifierFlags = modifiers
        switch appliedState {
        case .began, .changed:
            appliedState = .changed
        case .failed:
            return false
        default:
            if appliedState != .possible { restart() }
            guard view?.gestureRecognizerShouldBegin(self) ?? true, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
                appliedState = .failed
                return false
            }
            appliedState = .began
        }
        callActions()
        return true
    }

    /// The pointer left the view for `point` (window coordinates; nil when it left the window), or the recognizer was
    /// disabled: ends a hover under way, and waits for the next.
    func hoverEnded(at point: CGPoint?) {
        if appliedState == .began || appliedState == .changed {
            if let point { pointerLocation = point }
            appliedState = .ended
            callActions()
        } else {
            restart()
        }
    }

    private func restart() {
        appliedState = .possible
        pointerLocation = nil
        reset()
    }
}
