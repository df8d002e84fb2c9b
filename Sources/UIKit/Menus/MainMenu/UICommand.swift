import Foundation

/// A menu element that sends an action along the responder chain when chosen: the first responder that can perform
/// the action does, after `validate(_:)` has had its say about the command's title, state and attributes. The main
/// menu's File, Edit and View entries are commands.
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
    override open var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    override open var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }

    /// The title a shortcut list shows (the title when nil).
    open var discoverabilityTitle: String?
    /// The action sent along the responder chain when the command is chosen.
    open internal(set) var action: Selector?
    /// A value that tells apart commands sending the same action (which font, which tab).
    open internal(set) var propertyList: Any?
    /// Other actions the command performs with other modifiers held.
    open internal(set) var alternates: [UICommandAlternate] = []
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off

    /// The command as it was made, restored before each validation so `validate(_:)` starts from it.
    private var declared: (title: String, image: UIImage?, discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State)?

    /// An empty command, for subclasses.
    public init() {
        super.init(title: "", image: nil)
    }

    /// Difference from Apple: always nil; there are no archives to read commands from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A command sending `action` with `propertyList`.
    public convenience init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init()
        self.title = title
        self.image = image
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    override var displayedAttributes: UIMenuElement.Attributes { attributes }
    override var displayedState: UIMenuElement.State { state }

    /// Puts back what the command was made with (what an earlier validation changed).
    func restoreDeclared() {
        guard let declared else {
            declared = (title, image, discoverabilityTitle, attributes, state)
            return
        }
        title = declared.title
        image = declared.image
        discoverabilityTitle = declared.discoverabilityTitle
        attributes = declared.attributes
        state = declared.state
    }

    /// Whether the command sends `action` with an equal property list (both nil, or equal hashable values).
    func sends(_ action: Selector, propertyList: Any?) -> Bool {
        self.action == action && UICommand.propertyListsMatch(self.propertyList, propertyList)
    }

    static func propertyListsMatch(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return (a as? AnyHashable).map { $0 == (b as? AnyHashable) } ?? false
        default: return false
        }
    }
}

/// An alternate action a command performs with other modifiers held.
@MainActor @preconcurrency
open class UICommandAlternate {
    open private(set) var title: String
    open private(set) var action: Selector
    open private(set) var modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
