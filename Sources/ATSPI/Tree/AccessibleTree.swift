import Foundation

/// The app's side of the bridge: it answers for the objects of its accessible tree when a client asks, and does
/// what the client asks of them. The bridge calls it only while serving a request, on the main thread.
@MainActor
public protocol AccessibleTree: AnyObject {
    /// The object `id` as it is now, or nil when it is gone.
    func node(_ id: AccessibleObjectID) -> AccessibleNode?
    /// Performs action `index` of the object's `actions`; false when it could not.
    func performAction(_ index: Int, on id: AccessibleObjectID) -> Bool
    /// Sets an adjustable object's value; false when it is not adjustable.
    func setValue(_ value: Double, on id: AccessibleObjectID) -> Bool
    /// Moves keyboard focus to the object; false when it cannot take focus.
    func grabFocus(_ id: AccessibleObjectID) -> Bool
}
