import Foundation

/// The main menu an app starts from before its `buildMenu(with:)` changes it: the application, File, Edit, Format,
/// View, Window and Help menus under `.root`, with Apple's identifiers, holding the commands that do something here.
/// Groups with nothing in them yet (`.print`, `.spelling`, `.toolbar` …) are empty inline menus, so apps can find
/// them and insert into them; the menu bar leaves empty menus out.
@MainActor
enum StandardMainMenu {
    static func make() -> UIMenu {
        UIMenu(identifier: .root, children: [application, file, edit, format, view, window, help])
    }

    /// An inline group: its children show in its parent between separators.
    private static func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
        UIMenu(identifier: identifier, options: .displayInline, children: children)
    }

    private static func key(_ title: String, _ action: String, _ input: String, _ flags: UIKeyModifierFlags = .command) -> UIKeyCommand {
        UIKeyCommand(title: title, action: Selector(action), input: input, modifierFlags: flags)
    }

    private static func command(_ title: String, _ action: String) -> UICommand {
        UICommand(title: title, action: Selector(action))
    }

    /// The app's name, as the application menu is titled.
    static var applicationName: String {
        (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String) ?? ProcessInfo.processInfo.processName
    }

    private static var application: UIMenu {
        UIMenu(title: applicationName, identifier: .application, children: [
            group(.about), group(.preferences), group(.services), group(.hide),
            group(.quit, [key("Quit \(applicationName)", "terminate:", "q")]),
        ])
    }

    private static var file: UIMenu {
        UIMenu(title: "File", identifier: .file, children: [
            group(.newScene), group(.newItem), group(.open), group(.openRecent), group(.close, [key("Close Window", "performClose:", "w")]),
            group(.document), group(.print),
        ])
    }

    private static var edit: UIMenu {
        UIMenu(title: "Edit", identifier: .edit, children: [
            group(.undoRedo, [key("Undo", "undo:", "z"), key("Redo", "redo:", "z", [.command, .shift])]),
            group(.standardEdit, [
                key("Cut", "cut:", "x"), key("Copy", "copy:", "c"), key("Paste", "paste:", "v"),
                key("Paste and Match Style", "pasteAndMatchStyle:", "v", [.command, .alternate, .shift]),
                command("Delete", "delete:"), key("Select All", "selectAll:", "a"),
            ]),
            UIMenu(title: "Find", identifier: .find, children: [
                group(.findPanel, [
                    key("Find…", "find:", "f"), key("Find and Replace…", "findAndReplace:", "f", [.command, .alternate]),
                    key("Find Next", "findNext:", "g"), key("Find Previous", "findPrevious:", "g", [.command, .shift]),
                ]),
                key("Use Selection for Find", "useSelectionForFind:", "e"),
            ]),
            group(.autoFill),
            group(.replace), group(.share), group(.lookup), group(.learn), group(.spelling, [group(.spellingPanel), group(.spellingOptions)]),
            group(.substitutions, [group(.substitutionsPanel), group(.substitutionOptions)]),
            group(.transformations), group(.speech),
        ])
    }

    private static var format: UIMenu {
        UIMenu(title: "Format", identifier: .format, children: [
            UIMenu(title: "Font", identifier: .font, children: [
                group(.textStyle, [key("Bold", "toggleBoldface:", "b"), key("Italic", "toggleItalics:", "i"), key("Underline", "toggleUnderline:", "u")]),
                group(.textSize, [key("Bigger", "increaseSize:", "+"), key("Smaller", "decreaseSize:", "-")]),
                group(.textColor), group(.textStylePasteboard),
            ]),
            UIMenu(title: "Text", identifier: .text, children: [
                group(.alignment),
                group(.writingDirection, [
                    command("Left to Right", "makeTextWritingDirectionLeftToRight:"),
                    command("Right to Left", "makeTextWritingDirectionRightToLeft:"),
                ]),
            ]),
        ])
    }

    private static var view: UIMenu {
        UIMenu(title: "View", identifier: .view, children: [
            group(.toolbar), group(.sidebar),
            group(.fullscreen, [key("Enter Full Screen", "toggleFullScreen:", UIKeyCommand.inputF11, [])]),
        ])
    }

    private static var window: UIMenu {
        UIMenu(title: "Window", identifier: .window, children: [
            group(.minimizeAndZoom, [key("Minimize", "performMiniaturize:", "m"), command("Zoom", "performZoom:")]),
            group(.bringAllToFront),
        ])
    }

    private static var help: UIMenu {
        UIMenu(title: "Help", identifier: .help, children: [])
    }
}
