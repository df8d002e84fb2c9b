import Foundation

/// An action assistive technology offers on an element beside activating it ("Delete", "Reply"); AT-SPI clients
/// see it as one more action of `org.a11y.atspi.Action`.
///
/// Difference from Apple: a plain class (Apple's is an `NSObject`); `init(name:target:selector:)` is missing, since
/// there are no selectors; the closure forms are whole.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction {
    /// What the action is called, as spoken.
    open var name: String
    /// The name with speech attributes.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown beside the name where actions are listed.
    open var image: UIImage?
    /// Runs the action; true when it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public convenience init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, image: UIImage?,
                            actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, image: image, actionHandler: actionHandler)
    }

    /// Runs the handler; false when there is none.
    func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
