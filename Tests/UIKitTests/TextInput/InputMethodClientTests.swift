import Foundation
@_spi(DesktopInput) @testable import UIKit
import Wayland
import XCTest

/// The desktop input method's client of `UITextField` and `UITextView` (`InputMethodClient`, through `UITextInput`):
/// a preedit shown as marked text, a commit typed in its place through the delegate and the undo history, deletions
/// around the caret on grapheme clusters, the surrounding text and caret it reports, what the text is for, and the
/// news of every change that the desktop text input passes on.
final class InputMethodClientTests: TextInputTestCase {
    @MainActor
    final class Gatekeeper: UITextFieldDelegate {
        var refuseDigits = false
        var refuseDeletions = false
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if refuseDigits, string.contains(where: \.isNumber) { return false }
            if refuseDeletions, string.isEmpty, range.length > 0 { return false }
            return true
        }
    }

    func testAPreeditIsMarkedTextWithItsCursorAndIsLeftOutOfTheSurroundingText() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "ab")
            let client = try imClient(field)
            let update = TextInputUpdate(preedit: .init(text: "にほ", cursorBegin: 3, cursorEnd: 3))
            XCTAssertTrue(DesktopTextInput.deliver(update, to: client, hadPreedit: false))
            XCTAssertEqual(field.text, "abにほ")
            XCTAssertEqual(offsets(field, field.markedTextRange), NSRange(location: 2, length: 2))
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 3, length: 0), "the cursor after に (byte 3)")
            XCTAssertEqual(field.surface.canvas.markedRects.count, 1, "the preedit is underlined")
            let surrounding = try XCTUnwrap(client.surroundingText)
            XCTAssertEqual(surrounding.text, "ab", "the input method's own preedit is not surrounding text")
            XCTAssertEqual(surrounding.selection, NSRange(location: 2, length: 0))
        }
    }

    func testACommitReplacesThePreeditAsTypingWithActionsAndOneUndoStep() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "ab")
            var changes: [String] = []
            field.addAction(UIAction { [unowned field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
            let client = try imClient(field)
            _ = DesktopTextInput.deliver(TextInputUpdate(preedit: .init(text: "にほ", cursorBegin: 6, cursorEnd: 6)), to: client, hadPreedit: false)
            let heardBefore = changes.count
            let shows = DesktopTextInput.deliver(TextInputUpdate(commitText: "日本"), to: client, hadPreedit: true)
            XCTAssertFalse(shows)
            XCTAssertEqual(field.text, "ab日本")
            XCTAssertEqual(Array(changes[heardBefore...]), ["ab日本"], "the commit takes the preedit's place in one change")
            XCTAssertNil(field.markedTextRange)
            XCTAssertEqual(field.surface.canvas.markedRects.count, 0)
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 4, length: 0))
            XCTAssertEqual(changes.last, "ab日本", ".editingChanged after the commit")
            rig.press("z", .control)
            XCTAssertEqual(field.text, "ab", "the commit undoes in one step, leaving no preedit behind")
        }
    }

    func testTheDelegateRefusesCommitsAndDeletionsAsItRefusesTyping() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "ab")
            let gatekeeper = Gatekeeper()
            gatekeeper.refuseDigits = true
            field.delegate = gatekeeper
            let client = try imClient(field)
            _ = DesktopTextInput.deliver(TextInputUpdate(preedit: .init(text: "12", cursorBegin: 2, cursorEnd: 2)), to: client, hadPreedit: false)
            _ = DesktopTextInput.deliver(TextInputUpdate(commitText: "12"), to: client, hadPreedit: true)
            XCTAssertEqual(field.text, "ab", "refused, and the preedit is gone")
            _ = DesktopTextInput.deliver(TextInputUpdate(commitText: "cd"), to: client, hadPreedit: false)
            XCTAssertEqual(field.text, "abcd")

            gatekeeper.refuseDeletions = true
            select(field, 3)
            client.deleteSurrounding(beforeLength: 2, afterLength: 1)
            XCTAssertEqual(field.text, "abcd")
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 3, length: 0), "the selection stays")
        }
    }

    func testDeletionsAroundTheCaretTakeWholeGraphemeClusters() throws {
        try onMainActor {
            let rig = TextInputRig()
            // a, a thumbs-up with a skin tone (4 units), e with a combining acute (2 units), b.
            let field = rig.field(text: "a👍🏽e\u{301}b")
            let client = try imClient(field)
            select(field, 7)
            client.deleteSurrounding(beforeLength: 1, afterLength: 0)
            XCTAssertEqual(field.text, "a👍🏽b", "the accent goes with its letter")
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 5, length: 0))
            client.deleteSurrounding(beforeLength: 1, afterLength: 0)
            XCTAssertEqual(field.text, "ab", "the skin tone goes with its emoji")
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 1, length: 0))

            field.text = "xe\u{301}y🇫🇷z"
            select(field, 1)
            client.deleteSurrounding(beforeLength: 0, afterLength: 1)
            XCTAssertEqual(field.text, "xy🇫🇷z", "after the caret too")
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 1, length: 0))
            select(field, 2)
            client.deleteSurrounding(beforeLength: 1, afterLength: 2)
            XCTAssertEqual(field.text, "xz", "before and after at once; half a flag is the flag")
            XCTAssertEqual(offsets(field, field.selectedTextRange), NSRange(location: 1, length: 0))
        }
    }

    func testTheProtocolsByteCountsDeleteBeforeTheCommitInTheField() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "日本語")
            let client = try imClient(field)
            _ = DesktopTextInput.deliver(TextInputUpdate(commitText: "!", deleteBefore: 3), to: client, hadPreedit: false)
            XCTAssertEqual(field.text, "日本!")
        }
    }

    func testTheSurroundingTextAndCaretFollowTheSelection() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 20, y: 40, width: 200, height: 30), text: "héllo")
            let client = try imClient(field)
            var surrounding = try XCTUnwrap(client.surroundingText)
            XCTAssertEqual(surrounding.text, "héllo")
            XCTAssertEqual(surrounding.selection, NSRange(location: 5, length: 0))
            let end = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
            XCTAssertEqual(client.caretRect, end, "in the window's coordinates")
            XCTAssertGreaterThan(client.caretRect.minX, 40)
            XCTAssertTrue((40...70).contains(client.caretRect.midY), "\(client.caretRect)")

            select(field, 1, 2)
            surrounding = try XCTUnwrap(client.surroundingText)
            XCTAssertEqual(surrounding.selection, NSRange(location: 1, length: 2))
            XCTAssertLessThan(client.caretRect.minX, end.minX)
            // What goes to the compositor: bytes, and surface units at twice the points.
            let state = DesktopTextInput.state(of: client, zoom: 2)
            XCTAssertEqual(state.surrounding, .init(text: "héllo", cursor: 4, anchor: 1))
            XCTAssertEqual(state.caret.x, Int((client.caretRect.minX * 2).rounded()))
            XCTAssertEqual(state.caret.height, Int((client.caretRect.height * 2).rounded(.up)))
            XCTAssertEqual(state.purpose, .normal)
        }
    }

    func testWhatTheTextIsForComesFromTheTraits() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "secret")
            let client = try imClient(field)
            XCTAssertEqual(client.desktopContentPurpose, .normal)
            let cases: [(UIKeyboardType, DesktopContentPurpose)] = [
                (.numberPad, .digits), (.asciiCapableNumberPad, .digits), (.decimalPad, .number), (.numbersAndPunctuation, .number),
                (.phonePad, .phone), (.emailAddress, .email), (.URL, .url), (.webSearch, .url), (.twitter, .normal),
            ]
            for (keyboard, purpose) in cases {
                field.keyboardType = keyboard
                XCTAssertEqual(client.desktopContentPurpose, purpose, "\(keyboard)")
            }
            field.keyboardType = .default
            field.textContentType = .emailAddress
            XCTAssertEqual(client.desktopContentPurpose, .email)
            field.textContentType = .oneTimeCode
            XCTAssertEqual(client.desktopContentPurpose, .digits)
            field.textContentType = .newPassword
            XCTAssertEqual(client.desktopContentPurpose, .password)
            field.textContentType = nil
            field.isSecureTextEntry = true
            XCTAssertEqual(client.desktopContentPurpose, .password)
            let state = DesktopTextInput.state(of: client, zoom: 1)
            XCTAssertNil(state.surrounding, "a password's text is never sent to the input method")
            let type = DesktopTextInput.contentType(state.purpose)
            XCTAssertEqual(type.hints & TextContentType.sensitiveData, TextContentType.sensitiveData)
            XCTAssertEqual(type.hints & TextContentType.hiddenText, TextContentType.hiddenText)
        }
    }

    func testATextViewIsServedTheSameWayAndSaysItsTextHasLines() throws {
        try onMainActor {
            let rig = TextInputRig()
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
            view.text = "one\ntwo"
            rig.window.addSubview(view)
            let client = try imClient(view)
            XCTAssertEqual(client.desktopContentPurpose, .multiline)
            _ = DesktopTextInput.deliver(TextInputUpdate(preedit: .init(text: "さ", cursorBegin: -1, cursorEnd: -1)), to: client, hadPreedit: false)
            XCTAssertEqual(view.text, "one\ntwoさ")
            XCTAssertNotNil(view.markedTextRange)
            _ = DesktopTextInput.deliver(TextInputUpdate(commitText: "三"), to: client, hadPreedit: true)
            XCTAssertEqual(view.text, "one\ntwo三")
            XCTAssertEqual(client.surroundingText?.selection, NSRange(location: 8, length: 0))

            // Scrolling moves the caret on screen, and the client says so.
            view.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
            view.layoutIfNeeded()
            let before = client.caretRect
            var news = 0
            client.onChange = { news += 1 }
            view.contentOffset = CGPoint(x: 0, y: view.contentOffset.y - 40)
            view.layoutIfNeeded()
            XCTAssertGreaterThan(news, 0)
            XCTAssertEqual(client.caretRect.minY, before.minY + 40, accuracy: 0.01)

            view.isEditable = false
            XCTAssertNil(InputMethodClient.client(for: view, replacing: client), "a read-only text view takes no input method")
            XCTAssertNil(view.inputDelegate, "the client let go of it")
        }
    }

    func testTheClientHearsEveryChangeOfTextAndSelectionAndFollowsTheFirstResponder() throws {
        try onMainActor {
            let rig = TextInputRig()
            let first = rig.field(CGRect(x: 20, y: 20, width: 200, height: 30), text: "one")
            let second = rig.field(CGRect(x: 20, y: 80, width: 200, height: 30), text: "two")
            let client = try imClient(first)
            XCTAssertTrue(first.inputDelegate === client, "the client is the field's input delegate")
            var news = 0
            client.onChange = { news += 1 }
            select(first, 1)
            XCTAssertGreaterThan(news, 0, "a selection change")
            news = 0
            rig.type("x")
            XCTAssertGreaterThan(news, 0, "typing")
            news = 0
            first.text = "set by the app"
            XCTAssertGreaterThan(news, 0, "a program's change")
            news = 0
            rig.press("Left")
            XCTAssertGreaterThan(news, 0, "a caret move")

            XCTAssertTrue(InputMethodClient.client(for: first, replacing: client) === client, "the same responder keeps its client")
            second.becomeFirstResponder()
            let next = try XCTUnwrap(InputMethodClient.client(for: UIApplication.firstResponder, replacing: client))
            XCTAssertFalse(next === client)
            XCTAssertNil(first.inputDelegate, "the old field is let go")
            XCTAssertTrue(second.inputDelegate === next)
            news = 0
            first.text = "no longer heard"
            XCTAssertEqual(news, 0)
            second.resignFirstResponder()
            XCTAssertNil(InputMethodClient.client(for: UIApplication.firstResponder, replacing: next), "no first responder, no client")
            XCTAssertNil(second.inputDelegate)
        }
    }
}

@MainActor
private func imClient(_ responder: UIResponder) throws -> InputMethodClient {
    XCTAssertTrue(responder.becomeFirstResponder())
    return try XCTUnwrap(InputMethodClient.client(for: UIApplication.firstResponder, replacing: nil))
}

@MainActor
private func select(_ field: UITextInput, _ location: Int, _ length: Int = 0) {
    let from = field.position(from: field.beginningOfDocument, offset: location)!
    field.selectedTextRange = field.textRange(from: from, to: field.position(from: from, offset: length)!)
}

@MainActor
private func offsets(_ field: UITextInput, _ range: UITextRange?) -> NSRange? {
    guard let range else { return nil }
    let start = field.offset(from: field.beginningOfDocument, to: range.start)
    return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
}
