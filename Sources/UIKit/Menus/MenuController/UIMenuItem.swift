/// A custom command of the edit menu `UIMenuController` shows: a title and the action the first responder is sent
/// when it is chosen.
@MainActor @preconcurrency
open class UIMenuItem {
    /// The title the menu shows.
    open var title: String
    /// The action sent along the responder chain from the first responder when the item is chosen; a responder
    /// performs one that is not a standard edit action in `performAction(_:withSender:)`.
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
