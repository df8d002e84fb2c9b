import Foundation

/// A keyboard shortcut: a key with modifiers that sends an action along the responder chain, and a command a menu
/// shows with its shortcut. Responders offer them in `keyCommands`, the main menu holds them; a press is matched
/// against the chain's commands, from the first responder up, then the main menu's, before it is delivered as a press.
///
/// Difference from Apple: `.command` (⌘) matches Ctrl as well, the desktop's shortcut key.
@MainActor @preconcurrency
open class UIKeyCommand: UICommand {
    /// The key: a character (`"f"`, `"\t"`, `"\r"`) or one of the `input…` constants.
    open internal(set) var input: String?
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// Whether the shortcut goes before what the system does with the same keys (a text view's own).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the shortcut is remapped for the keyboard's layout.
    open var allowsAutomaticLocalization = true
    /// Whether arrow and bracket shortcuts are mirrored in right-to-left layouts.
    open var allowsAutomaticMirroring = true

    /// An empty key command, for subclasses.
    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init()
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init()
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The `input` a key stands for: its constant for the named keys, else the character it types without modifiers.
    static func input(of key: UIKey) -> String {
        switch key.keysymName {
        case "Up", "KP_Up": return inputUpArrow
        case "Down", "KP_Down": return inputDownArrow
        case "Left", "KP_Left": return inputLeftArrow
        case "Right", "KP_Right": return inputRightArrow
        case "Escape": return inputEscape
        case "Prior", "KP_Prior": return inputPageUp
        case "Next", "KP_Next": return inputPageDown
        case "Home", "KP_Home": return inputHome
        case "End", "KP_End": return inputEnd
        case "Delete", "KP_Delete": return inputDelete
        case "Tab", "ISO_Left_Tab": return "\t"
        case "Return", "KP_Enter": return "\r"
        case "BackSpace": return "\u{8}"
        default:
            if key.keysymName.count > 1, key.keysymName.hasPrefix("F"), let number = Int(key.keysymName.dropFirst()), (1...12).contains(number) {
                return "UIKeyInputF\(number)"
            }
            return key.charactersIgnoringModifiers
        }
    }

    /// Whether a press of `key` triggers this command: the same input (letters in either case) and the same
    /// modifiers (Caps Lock aside; ⌘ met by Ctrl).
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        var held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        var wanted = modifierFlags.subtracting([.alphaShift, .numericPad])
        if wanted.contains(.command), !held.contains(.command), held.contains(.control) {
            held.remove(.control)
            held.insert(.command)
        }
        let pressed = Self.input(of: key)
        // A shifted character ("?" or "A") carries its Shift in the character.
        if pressed != input, pressed.lowercased() == input.lowercased() || key.characters == input {
            held.remove(.shift)
            wanted.remove(.shift)
        }
        return held == wanted && (pressed == input || pressed.lowercased() == input.lowercased() || key.characters == input)
    }
}
