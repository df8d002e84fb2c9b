import Foundation

/// An object an app delegate hands back to be restored from a continued activity; responders are.
@MainActor @preconcurrency
public protocol UIUserActivityRestoring: AnyObject {
    /// Brings the object back to the state `userActivity` holds.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
