import Foundation
@testable import UIKit
import XCTest

/// Editing as a desktop user expects it, through the keys the compositor delivers: grapheme clusters deleted and
/// stepped over whole, bidirectional text moved through logically, words, line ends, selection with Shift, undo
/// and redo through the field's `UndoManager`.
final class TextEditingOperationTests: TextInputTestCase {
    func testBackspaceAndArrowsTakeGraphemeClustersWhole() {
        onMainActor {
            let rig = TextInputRig()
            // e + combining acute, a thumbs-up with a skin tone, a flag (two regional indicators), a family (ZWJ).
            let field = rig.field(text: "e\u{301}👍🏽🇫🇷👨‍👩‍👧")
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertEqual(field.surface.editor.selectedRange.location, 18, "the caret at the end (UTF-16 units)")
            rig.press("Left")
            XCTAssertEqual(field.surface.editor.selectedRange.location, 10, "one step over the whole family")
            rig.press("Right")
            rig.press("BackSpace")
            XCTAssertEqual(field.text, "e\u{301}👍🏽🇫🇷")
            rig.press("BackSpace")
            XCTAssertEqual(field.text, "e\u{301}👍🏽", "the flag goes whole")
            rig.press("BackSpace")
            XCTAssertEqual(field.text, "e\u{301}", "the thumb goes with its skin tone")
            rig.press("Home")
            rig.press("Delete")
            XCTAssertEqual(field.text, "", "the letter goes with its accent")
        }
    }

    func testCaretMovesLogicallyThroughMixedDirectionTextAndShowsWherePangoPutsIt() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 20, y: 20, width: 300, height: 30), text: "abc אבג def")
            field.becomeFirstResponder()
            rig.press("Home")
            var offsets: [Int] = []
            for _ in 0..<6 {
                rig.press("Right")
                offsets.append(field.surface.editor.selectedRange.location)
            }
            XCTAssertEqual(offsets, [1, 2, 3, 4, 5, 6], "Right steps through storage order, into the Hebrew too")
            // Inside the right-to-left run the caret goes left as the offset grows.
            let x4 = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!).minX
            let x5 = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!).minX
            XCTAssertLessThan(x5, x4)
            // A selection across the direction change covers two pieces on the line.
            let range = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 2)!, to: field.position(from: field.beginningOfDocument, offset: 6)!)!
            XCTAssertGreaterThanOrEqual(field.selectionRects(for: range).count, 2)
        }
    }

    func testRightToLeftTextAlignsRightByNature() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 0, y: 0, width: 300, height: 30), text: "שלום")
            let start = field.caretRect(for: field.beginningOfDocument).minX
            XCTAssertGreaterThan(start, 250, "the first character's caret is at the right edge")
        }
    }

    func testControlArrowsMoveByWordsHomeEndByLineAndShiftExtends() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "one two, three")
            field.becomeFirstResponder()
            rig.press("Home")
            rig.press("Right", .control)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 3, length: 0), "to the end of 'one'")
            rig.press("Right", .control)
            XCTAssertEqual(field.surface.editor.selectedRange.location, 7, "past the space to the end of 'two'")
            rig.press("Left", [.control, .shift])
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 4, length: 3), "'two' selected back to its start")
            rig.press("End", .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 7, length: 7), "the anchor stayed at 7")
            rig.press("Left")
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 7, length: 0), "Left collapses to the start")
            rig.press("BackSpace", .control)
            XCTAssertEqual(field.text, "one , three", "Ctrl+Backspace deletes the word before")
            rig.press("a", .control)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 0, length: 11))
        }
    }

    func testUndoAndRedoStepThroughTypingRunsAndEdits() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            field.becomeFirstResponder()
            rig.type("hello")
            rig.press("Home")
            rig.type("> ")
            XCTAssertEqual(field.text, "> hello")
            XCTAssertTrue(field.undoManager?.canUndo == true)
            rig.press("z", .control)
            XCTAssertEqual(field.text, "hello", "the second typing run undone alone")
            rig.press("z", .control)
            XCTAssertEqual(field.text, "")
            rig.press("z", [.control, .shift])
            XCTAssertEqual(field.text, "hello", "Ctrl+Shift+Z redoes")
            rig.press("y", .control)
            XCTAssertEqual(field.text, "> hello", "Ctrl+Y redoes too")
            XCTAssertEqual(field.surface.editor.selectedRange.location, 2, "the caret where the redone typing ended")
            rig.press("a", .control)
            rig.press("BackSpace")
            XCTAssertEqual(field.text, "")
            rig.press("z", .control)
            XCTAssertEqual(field.text, "> hello")
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 0, length: 7), "undo restores the selection it deleted")
        }
    }

    func testSettingTextForgetsTheHistoryAndSendsNoActions() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            field.becomeFirstResponder()
            rig.type("ab")
            XCTAssertEqual(changes, 2)
            field.text = "set"
            XCTAssertEqual(changes, 2, "a program's change sends no action")
            XCTAssertFalse(field.undoManager?.canUndo ?? true)
        }
    }
}
