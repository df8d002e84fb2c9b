import Foundation

/// A key command's shortcut as desktop menus write it: modifiers then the key, joined by "+" ("Ctrl+Shift+Z",
/// "F11", "Alt+Left"). ⌘ is written Ctrl, the key that performs it here.
@MainActor
enum ShortcutLabel {
    static func text(for command: UIKeyCommand) -> String? {
        guard let input = command.input, !input.isEmpty else { return nil }
        let flags = command.modifierFlags
        var parts: [String] = []
        if flags.contains(.command) || flags.contains(.control) { parts.append("Ctrl") }
        if flags.contains(.alternate) { parts.append("Alt") }
        if flags.contains(.shift) { parts.append("Shift") }
        parts.append(keyName(input))
        return parts.joined(separator: "+")
    }

    private static let names: [String: String] = [
        UIKeyCommand.inputUpArrow: "Up", UIKeyCommand.inputDownArrow: "Down", UIKeyCommand.inputLeftArrow: "Left",
        UIKeyCommand.inputRightArrow: "Right", UIKeyCommand.inputEscape: "Esc", UIKeyCommand.inputPageUp: "Page Up",
        UIKeyCommand.inputPageDown: "Page Down", UIKeyCommand.inputHome: "Home", UIKeyCommand.inputEnd: "End",
        UIKeyCommand.inputDelete: "Delete", "\t": "Tab", "\r": "Enter", " ": "Space", "\u{8}": "Backspace",
    ]

    static func keyName(_ input: String) -> String {
        if let name = names[input] { return name }
        if input.hasPrefix("UIKeyInputF") { return String(input.dropFirst("UIKeyInput".count)) }
        return input.uppercased()
    }
}
