import Foundation
@testable import UIKit
import XCTest

/// Commands validated before their menu shows: the responder that would perform one adjusts it in
/// `validate(_:)`, one refused by every responder in `canPerformAction(_:withSender:)` shows disabled, and each
/// validation starts again from the command as it was made.
final class MenuValidationTests: MainMenuTestCase {
    @MainActor
    final class Editor: UIViewController {
        var wordWrap = true
        var canDuplicate = false
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            switch action.name {
            case "toggleWordWrap:": return true
            case "duplicate:": return canDuplicate
            case "cut:", "copy:", "paste:", "delete:", "selectAll:": return false
            default: return super.canPerformAction(action, withSender: sender)
            }
        }
        override func validate(_ command: UICommand) {
            if command.action == "toggleWordWrap:" {
                command.state = wordWrap ? .on : .off
                command.title = wordWrap ? "Word Wrap" : "Word Wrap (off)"
            }
        }
    }

    /// A window whose controller is an editor, and the commands the test validates.
    @MainActor
    private static func editorWindow() -> (UIWindow, Editor) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let editor = Editor()
        window.rootViewController = editor
        return (window, editor)
    }

    func testTheTargetAdjustsStateAndTitle() {
        onMainActor {
            let (window, editor) = Self.editorWindow()
            let wrap = UICommand(title: "Word Wrap", action: "toggleWordWrap:")
            let responder = MainMenuCommands.chainStart(in: window)
            XCTAssertTrue(MainMenuCommands.target(for: wrap, from: responder) === editor)
            MainMenuCommands.validate(wrap, from: responder, in: window)
            XCTAssertEqual(wrap.state, .on)
            editor.wordWrap = false
            MainMenuCommands.validate(wrap, from: responder, in: window)
            XCTAssertEqual(wrap.state, .off)
            XCTAssertEqual(wrap.title, "Word Wrap (off)")
            editor.wordWrap = true
            MainMenuCommands.validate(wrap, from: responder, in: window)
            XCTAssertEqual(wrap.title, "Word Wrap", "each validation starts from the command as made")
        }
    }

    /// A responder at the end of its chain that performs only what it is told it can.
    @MainActor
    final class Document: UIResponder {
        var performs: Set<String> = []
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { performs.contains(action.name) }
    }

    func testACommandNoResponderPerformsIsDisabled() {
        onMainActor {
            let document = Document()
            let duplicate = UIKeyCommand(title: "Duplicate", action: "duplicate:", input: "d", modifierFlags: .command)
            MainMenuCommands.validate(duplicate, from: document, in: nil)
            XCTAssertTrue(duplicate.attributes.contains(.disabled))
            document.performs = ["duplicate:"]
            MainMenuCommands.validate(duplicate, from: document, in: nil)
            XCTAssertFalse(duplicate.attributes.contains(.disabled), "enabled again: validation starts from the command as made")
            // Undo follows the undo manager; the window's commands need a desktop window.
            let undo = UIKeyCommand(title: "Undo", action: "undo:", input: "z", modifierFlags: .command)
            MainMenuCommands.validate(undo, from: document, in: nil)
            XCTAssertTrue(undo.attributes.contains(.disabled))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.addSubview(field)
            field.becomeFirstResponder()
            field.insertText("typed")
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            MainMenuCommands.validate(undo, from: field, in: window)
            XCTAssertFalse(undo.attributes.contains(.disabled))
            XCTAssertTrue(undo.title.hasPrefix("Undo"), undo.title)
            MainMenuCommands.perform(undo, from: field, in: window)
            XCTAssertEqual(field.text, "", "the field's own editor undid the typing")
            UIApplication.firstResponder = nil
            let close = UIKeyCommand(title: "Close Window", action: "performClose:", input: "w", modifierFlags: .command)
            MainMenuCommands.validate(close, from: document, in: UIWindow(frame: .zero))
            XCTAssertTrue(close.attributes.contains(.disabled))
        }
    }

    func testAMenuShownIsValidatedThroughout() {
        onMainActor {
            let (window, editor) = Self.editorWindow()
            editor.wordWrap = false
            let wrap = UICommand(title: "Word Wrap", action: "toggleWordWrap:", state: .on)
            let copy = UICommand(title: "Copy", action: "copy:")
            let menu = UIMenu(children: [UIMenu(title: "Options", children: [wrap]), copy])
            MainMenuCommands.validateAll(in: menu, from: MainMenuCommands.chainStart(in: window), in: window)
            XCTAssertEqual(wrap.state, .off)
            let rows = MenuLayout(title: nil, elements: MenuLayout.visibleElements(of: menu.children[0] as! UIMenu), measure: { CGFloat($0.count * 7) }).rows
            XCTAssertEqual(rows.first?.state, .off)
            XCTAssertFalse(copy.attributes.contains(.disabled), "the window and app above the editor do not refuse copy:")
        }
    }
}
