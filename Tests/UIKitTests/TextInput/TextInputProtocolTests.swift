import Foundation
@testable import UIKit
import XCTest

/// `UITextInput` and `UIKeyInput`: marked text as an input method drives it (through `InputMethodClient`, the
/// entry point of the desktop's input methods), positions and ranges, and an app's own view adopting `UIKeyInput`.
final class TextInputProtocolTests: TextInputTestCase {
    func testMarkedTextShowsTheCompositionAndCommitsAsOneUndoStep() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "abc")
            field.becomeFirstResponder()
            field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            XCTAssertEqual(field.text, "abcni")
            let marked = try XCTUnwrap(field.markedTextRange)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: marked.start), 3)
            XCTAssertEqual(field.text(in: marked), "ni")
            XCTAssertEqual(field.surface.canvas.markedRects.count, 1, "the composition is underlined")
            field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))
            XCTAssertEqual(field.text, "abc你", "the new composition replaces the old")
            field.unmarkText()
            XCTAssertNil(field.markedTextRange)
            XCTAssertEqual(field.surface.canvas.markedRects.count, 0)
            rig.press("z", .control)
            XCTAssertEqual(field.text, "abc", "the committed text undoes as typing")
        }
    }

    func testTheInputMethodClientAppliesPreeditDeleteAndCommitInTheProtocolsOrder() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "héllo")
            field.becomeFirstResponder()
            let client = try XCTUnwrap(InputMethodClient.focused)
            let surrounding = try XCTUnwrap(client.surroundingText)
            XCTAssertEqual(surrounding.text, "héllo")
            XCTAssertEqual(surrounding.cursor, 6, "bytes: é takes two")
            client.apply(preedit: "かな", cursorBegin: 3, cursorEnd: 3, commit: nil, deleteBefore: 0, deleteAfter: 0)
            XCTAssertEqual(field.text, "héllo" + "かな")
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 6, length: 0), "the cursor after か (byte 3)")
            // The composition goes, "lo" (2 bytes) is deleted before the caret, the commit goes in.
            client.apply(preedit: nil, cursorBegin: nil, cursorEnd: nil, commit: "仮名", deleteBefore: 2, deleteAfter: 0)
            XCTAssertEqual(field.text, "hél仮名")
            XCTAssertNil(field.markedTextRange)
            let rect = try XCTUnwrap(client.cursorRectangle)
            XCTAssertGreaterThan(rect.minX, 20, "in window coordinates")
            XCTAssertEqual(client.traits.keyboardType, .default)
        }
    }

    func testPositionsRangesAndGeometry() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "hello world")
            let start = field.beginningOfDocument
            let five = field.position(from: start, offset: 5)!
            XCTAssertNil(field.position(from: start, offset: 99))
            XCTAssertEqual(field.compare(start, to: five), .orderedAscending)
            let word = field.textRange(from: start, to: five)!
            XCTAssertEqual(field.text(in: word), "hello")
            field.replace(word, withText: "HELLO")
            XCTAssertEqual(field.text, "HELLO world")
            XCTAssertGreaterThan(field.firstRect(for: word).width, 10)
            let caret = field.caretRect(for: five)
            let back = field.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!
            XCTAssertEqual(field.offset(from: start, to: back), 5)
            let tokenizer = field.tokenizer
            let enclosing = tokenizer.rangeEnclosingPosition(field.position(from: start, offset: 8)!, with: .word, inDirection: .storage(.forward))
            XCTAssertEqual(enclosing.flatMap(field.text(in:)), "world")
            XCTAssertEqual(field.offset(from: start, to: tokenizer.position(from: start, toBoundary: .word, inDirection: .storage(.forward))!), 5)
        }
    }

    /// An app's own editor: it adopts `UIKeyInput` and keeps what it is typed.
    @MainActor
    final class Keypad: UIView, UIKeyInput {
        var entered = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !entered.isEmpty }
        func insertText(_ text: String) { entered += text }
        func deleteBackward() { if !entered.isEmpty { entered.removeLast() } }
        var keyboardType: UIKeyboardType = .numberPad
    }

    func testAViewOfTheAppsOwnAdoptingUIKeyInputReceivesTypedText() {
        onMainActor {
            let rig = TextInputRig()
            let pad = Keypad(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            rig.window.addSubview(pad)
            XCTAssertTrue(pad.becomeFirstResponder())
            rig.type("12é")
            rig.press("BackSpace")
            rig.type("4")
            XCTAssertEqual(pad.entered, "124")
            XCTAssertEqual(InputMethodClient.focused?.traits.keyboardType, .numberPad)
            InputMethodClient.focused?.commit("✓")
            XCTAssertEqual(pad.entered, "124✓")
        }
    }
}
