import Foundation

/// `updateTraitsIfNeeded()`: trait changes here are delivered as they are made (the environment changes, an override
/// is set, a view moves), so nothing is ever pending and the call returns with every callback already made.
extension UIView {
    /// Brings the view's traits and their change callbacks up to date: they already are.
    public func updateTraitsIfNeeded() {
        TraitChange.invalidate()
    }
}

extension UIViewController {
    /// Brings the controller's traits and their change callbacks up to date: they already are.
    public func updateTraitsIfNeeded() {
        TraitChange.invalidate()
    }
}
