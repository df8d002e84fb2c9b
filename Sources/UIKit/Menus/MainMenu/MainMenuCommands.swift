import Foundation

/// How the main menu's commands reach the app: validated by the responder that would perform them, sent along the
/// responder chain from the first responder when chosen or when their shortcut is pressed, and the window and app
/// commands the desktop performs itself (Undo, Redo, Close Window, Quit, Minimize, Zoom, Full Screen) when no
/// responder does.
@MainActor
enum MainMenuCommands {
    /// Where a window's commands start: its first responder, else what takes its keys (its frontmost controller).
    static func chainStart(in window: UIWindow) -> UIResponder {
        window.firstResponderHere ?? window.keyInputResponder
    }

    /// The responder that performs `command`: the first in the chain from `responder` that does not refuse it.
    static func target(for command: UICommand, from responder: UIResponder) -> UIResponder? {
        guard let action = command.action else { return nil }
        return responder.target(forAction: action, withSender: command) as? UIResponder
    }

    /// Resets `command` to what it was made with, then lets its target adjust it; with no target and nothing the
    /// desktop does for it, it is disabled.
    static func validate(_ command: UICommand, from responder: UIResponder, in window: UIWindow?) {
        command.restoreDeclared()
        guard let action = command.action else { return }
        if let builtIn = builtIn(action.name) {
            if !builtIn.isAvailable(responder, window) {
                command.attributes.insert(.disabled)
            } else if let title = builtIn.title?(responder) {
                command.title = title
            }
        } else if let target = target(for: command, from: responder) {
            target.validate(command)
        } else {
            command.attributes.insert(.disabled)
        }
    }

    /// Validates every command in `menu`, its submenus' too.
    static func validateAll(in menu: UIMenu, from responder: UIResponder, in window: UIWindow?) {
        for child in menu.children {
            if let command = child as? UICommand {
                validate(command, from: responder, in: window)
            } else if let submenu = child as? UIMenu {
                validateAll(in: submenu, from: responder, in: window)
            }
        }
    }

    /// Sends a chosen command's action along the chain from `responder`; true when something performed it.
    @discardableResult
    static func perform(_ command: UICommand, from responder: UIResponder, in window: UIWindow?) -> Bool {
        guard let action = command.action else { return false }
        if responder.sendAction(action, sender: command) { return true }
        guard let builtIn = builtIn(action.name), builtIn.isAvailable(responder, window) else { return false }
        builtIn.perform(responder, window)
        return true
    }

    /// The main menu's key command `key` triggers, validated and performed from `responder`; nil when none matched,
    /// the one matched is disabled, or nothing performed it (the press then goes on to the responders).
    static func performShortcut(_ key: UIKey, from responder: UIResponder, in window: UIWindow?) -> UIKeyCommand? {
        guard let command = keyCommands(in: UIMenuSystem.main.root).first(where: { $0.matches(key) }) else { return nil }
        validate(command, from: responder, in: window)
        guard !command.attributes.contains(.disabled), !command.attributes.contains(.hidden) else { return nil }
        return perform(command, from: responder, in: window) ? command : nil
    }

    /// The key commands a menu holds, depth first.
    static func keyCommands(in menu: UIMenu) -> [UIKeyCommand] {
        menu.children.flatMap { child -> [UIKeyCommand] in
            if let command = child as? UIKeyCommand { return [command] }
            if let submenu = child as? UIMenu { return keyCommands(in: submenu) }
            return []
        }
    }

    /// A command the desktop performs when no responder does: whether it can now, and doing it.
    struct BuiltIn {
        let isAvailable: @MainActor (UIResponder, UIWindow?) -> Bool
        /// The title the command shows while available ("Undo Typing"), when it says what it will do.
        var title: (@MainActor (UIResponder) -> String?)? = nil
        let perform: @MainActor (UIResponder, UIWindow?) -> Void
    }

    static func builtIn(_ action: String) -> BuiltIn? {
        switch action {
        case "undo:":
            return BuiltIn(isAvailable: { responder, _ in responder.undoManager?.canUndo == true },
                           title: { $0.undoManager?.undoMenuItemTitle }) { responder, _ in
                if let text = responder as? any TextEditMenuSource, text.undoManager === text.surface.editor.undoManager {
                    text.surface.editor.undo()
                } else {
                    responder.undoManager?.undo()
                }
            }
        case "redo:":
            return BuiltIn(isAvailable: { responder, _ in responder.undoManager?.canRedo == true },
                           title: { $0.undoManager?.redoMenuItemTitle }) { responder, _ in
                if let text = responder as? any TextEditMenuSource, text.undoManager === text.surface.editor.undoManager {
                    text.surface.editor.redo()
                } else {
                    responder.undoManager?.redo()
                }
            }
        case "performClose:":
            return desktopWindow { $0.closeRequested() }
        case "performMiniaturize:":
            return desktopWindow { $0.surface.minimize() }
        case "performZoom:":
            return desktopWindow { $0.setMaximized(!$0.window.states.contains(.maximized)) }
        case "toggleFullScreen:":
            return desktopWindow { $0.setFullscreen(!$0.window.states.contains(.fullscreen)) }
        case "terminate:":
            return BuiltIn(isAvailable: { _, window in window?.screenWindow != nil }) { _, _ in
                UIApplication.shared.lastWindowClosed()
                UIApplication.shared.terminate()
            }
        default:
            return nil
        }
    }

    /// A command on the window's desktop window, available while it has one.
    private static func desktopWindow(_ body: @escaping @MainActor (WindowRenderer) -> Void) -> BuiltIn {
        BuiltIn(isAvailable: { _, window in window?.screenWindow != nil }) { _, window in
            if let renderer = window?.screenWindow { body(renderer) }
        }
    }
}
