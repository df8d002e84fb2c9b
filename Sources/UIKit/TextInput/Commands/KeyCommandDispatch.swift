import Foundation

/// Finds the key command a press triggers in the responder chain from the first responder (each responder's
/// `keyCommands`, innermost first) and sends its action along the chain, as UIKit does before it delivers the press.
@MainActor
enum KeyCommandDispatch {
    /// The command `key` triggers from `responder` up, performed; nil when none matched or none performed it.
    /// `prioritizedOnly` looks only at commands that want priority over the system's behaviour (focus's keys).
    static func perform(_ key: UIKey, from responder: UIResponder, prioritizedOnly: Bool = false) -> UIKeyCommand? {
        var current: UIResponder? = responder
        while let candidate = current {
            for command in candidate.keyCommands ?? [] where command.matches(key) && !command.attributes.contains(.disabled)
                && (!prioritizedOnly || command.wantsPriorityOverSystemBehavior) {
                guard let action = command.action else { continue }
                if responder.sendAction(action, sender: command) { return command }
            }
            current = candidate.next
        }
        return nil
    }
}

/// What the keys type into a responder that adopts `UIKeyInput` and has no editing of its own: text, Backspace,
/// Return as a line break, and for `UITextInput` adopters Left and Right through their positions.
@MainActor
enum KeyInputTranslation {
    /// Delivers the press to `input`; false when it is not a typing key (it then goes on up the chain).
    static func deliver(_ press: UIPress, to input: UIKeyInput) -> Bool {
        guard let key = press.key, press.phase == .began || press.phase == .changed else { return false }
        let flags = key.modifierFlags
        if flags.contains(.control) || flags.contains(.command) { return false }
        switch key.keysymName {
        case "BackSpace":
            input.deleteBackward()
            return true
        case "Return", "KP_Enter":
            input.insertText("\n")
            return true
        case "Left", "Right":
            guard let textInput = input as? UITextInput, let selection = textInput.selectedTextRange else { return false }
            let direction: UITextLayoutDirection = key.keysymName == "Left" ? .left : .right
            let from = selection.isEmpty ? selection.start : (direction == .left ? selection.start : selection.end)
            let target = selection.isEmpty ? textInput.position(from: from, in: direction, offset: 1) ?? from : from
            textInput.selectedTextRange = textInput.textRange(from: target, to: target)
            return true
        default:
            guard !key.characters.isEmpty else { return false }
            input.insertText(key.characters)
            return true
        }
    }
}
