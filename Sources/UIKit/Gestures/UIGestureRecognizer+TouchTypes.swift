import Foundation

/// Which touches a recognizer takes by their type: `allowedTouchTypes`, the pointer's buttons, and
/// `requiresExclusiveTouchType`.
extension UIGestureRecognizer {
    /// Whether a touch of `type` reaches the recognizer: a type it allows, and for the pointer a mask with the
    /// primary button (the one that makes touches).
    func allows(_ type: UITouch.TouchType) -> Bool {
        allowedTouchTypes.contains { $0.intValue == type.rawValue } && (type != .indirectPointer || buttonMask.contains(.primary))
    }

    /// Whether the recognizer follows `touch` beside the touches it has: any, unless it requires one type and
    /// `touch`'s differs from its first touch's.
    func takesAlongside(_ touch: UITouch) -> Bool {
        guard requiresExclusiveTouchType, let first = trackedTouches.first else { return true }
        return first.type == touch.type
    }
}
