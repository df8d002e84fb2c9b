import Foundation

/// An object that responds to a layer event (a property change, `onOrderIn`, …); a `CAAnimation` adds itself to the layer.
@MainActor @preconcurrency
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject`; Swift has no selectors, so this is the whole protocol.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull()` is the "no action" answer: it stops the action search, as `[NSNull null]` does on Apple platforms.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
