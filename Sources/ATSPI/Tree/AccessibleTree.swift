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
    /// The rectangle characters `range` of the object's text cover, in window coordinates; nil when unknown.
    func textBounds(of range: Range<Int>, on id: AccessibleObjectID) -> CGRect?
    /// The character of the object's text nearest `point` (window coordinates); nil when it has no laid-out text.
    func textOffset(at point: CGPoint, on id: AccessibleObjectID) -> Int?
    /// Changes the object's text, caret or selection as a user would (its delegate may refuse); false when it could not.
    func editText(_ edit: AccessibleTextEdit, on id: AccessibleObjectID) -> Bool
}

extension AccessibleTree {
    public func textBounds(of range: Range<Int>, on id: AccessibleObjectID) -> CGRect? { nil }
    public func textOffset(at point: CGPoint, on id: AccessibleObjectID) -> Int? { nil }
    public func editText(_ edit: AccessibleTextEdit, on id: AccessibleObjectID) -> Bool { false }
}
