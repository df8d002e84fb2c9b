import Foundation

/// The closure an action runs when it is chosen.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element, or a control's event handler, that runs a closure: the form iOS 14 gave target–action.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// Names an action, so a menu can find or replace it.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    override open var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    override open var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }

    /// An image shown in place of `image` while the action's state is on.
    open var selectedImage: UIImage?
    /// The title shown where actions are listed for discovery (the keyboard-shortcut overlay).
    open var discoverabilityTitle: String?
    /// The action's name; unique ones are made when none is given.
    open private(set) var identifier: Identifier
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// What performed the action while its handler runs (the control, or the menu's interaction).
    open private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier("UIAction.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// An action whose title and image are its description; its handler does nothing.
    public convenience init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state) { _ in }
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    override var displayedAttributes: UIMenuElement.Attributes { attributes }
    override var displayedState: UIMenuElement.State { state }
}
