import Foundation
@testable import UIKit
import Wayland
import XCTest

/// The main menu's key commands fire along the responder chain from the first responder, as a Mac Catalyst app's
/// do: after the chain's own `keyCommands`, validated first, and a press none performs goes on to the responders.
final class MainMenuShortcutTests: MainMenuTestCase {
    @MainActor
    final class Editor: UIViewController {
        var log: [String] = []
        var countsWords = true
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "k", modifierFlags: .command, action: "ownK:")]
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action.name == "wordCount:" ? countsWords : super.canPerformAction(action, withSender: sender)
        }
        override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
            guard ["wordCount:", "ownK:", "menuK:"].contains(action.name) else { return false }
            log.append("\(action.name) from \((sender as? UICommand)?.title ?? "?")")
            return true
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("press \(presses.first?.key?.keysymName ?? "")")
        }
    }

    /// A field with the keys in an editor's view, and a main menu with Word Count (Ctrl+Shift+W) and a second
    /// Ctrl+K in the View menu.
    @MainActor
    private static func editorRig() -> (TextInputRig, Editor, UITextField) {
        let delegate = MenuBuildingDelegate()
        delegate.build = { builder in
            builder.insertChild(UIMenu(options: .displayInline, children: [
                UIKeyCommand(title: "Word Count", action: "wordCount:", input: "w", modifierFlags: [.command, .shift]),
                UIKeyCommand(title: "Menu K", action: "menuK:", input: "k", modifierFlags: .command),
            ]), atEndOfMenu: .view)
        }
        Self.install(delegate)
        let rig = TextInputRig()
        let editor = Editor()
        rig.window.rootViewController = editor
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        editor.view.addSubview(field)
        field.becomeFirstResponder()
        return (rig, editor, field)
    }

    func testAMenuShortcutReachesTheResponderThatPerformsIt() {
        onMainActor {
            let (rig, editor, field) = Self.editorRig()
            rig.press("w", [.control, .shift])
            XCTAssertEqual(editor.log, ["wordCount: from Word Count"], "sent from the field up to the editor, the command as sender")
            XCTAssertEqual(field.text, "")
            rig.press("k", .control)
            XCTAssertEqual(editor.log.last, "ownK: from ", "the chain's own key commands go first")
        }
    }

    func testACommandNobodyPerformsLeavesThePressToTheResponders() {
        onMainActor {
            let (rig, editor, _) = Self.editorRig()
            editor.countsWords = false
            rig.press("w", [.control, .shift])
            XCTAssertEqual(editor.log, ["press w"], "the editor refuses Word Count: the press goes up from the field")
        }
    }

    func testCtrlCCopiesTheFieldsSelectionThroughTheEditMenusCommand() {
        onMainActor {
            let (rig, _, field) = Self.editorRig()
            rig.type("hello")
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
            UIPasteboard.general.string = ""
            rig.press("c", .control)
            XCTAssertEqual(UIPasteboard.general.string, "hello")
            rig.press("z", .control)
            XCTAssertEqual(field.text, "", "Undo reaches the field's editor")
        }
    }
}
