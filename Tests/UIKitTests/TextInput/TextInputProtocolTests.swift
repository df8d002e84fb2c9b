import Foundation
@_spi(DesktopInput) @testable import UIKit
import XCTest

/// `UITextInput` and `UIKeyInput`: marked text as an input method drives it, positions and ranges, and an app's own
/// view adopting `UIKeyInput` (reached by the desktop's input methods through `InputMethodClient`).
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
            // The input method reaches it with committed text only.
            let client = InputMethodClient.client(for: UIApplication.firstResponder, replacing: nil)
            XCTAssertEqual(client?.desktopContentPurpose, .digits, "from its number pad")
            XCTAssertNil(client?.surroundingText)
            client?.setMarkedText("5", selectedRange: NSRange(location: 1, length: 0))
            client?.insertText("✓")
            client?.deleteSurrounding(beforeLength: 2, afterLength: 0)
            XCTAssertEqual(pad.entered, "124", "a deletion without positions takes one character")
            client?.insertText("✓")
            XCTAssertEqual(pad.entered, "124✓")
        }
    }
}
