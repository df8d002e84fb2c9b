import Foundation
@_spi(DesktopInput) @testable import UIKit
import Wayland
import XCTest

/// The desktop text input's side of zwp_text_input_v3: an update reaches the first responder's client in the
/// protocol's order, with the protocol's UTF-8 byte counts turned into UIKit's UTF-16 ones.
final class DesktopTextInputTests: XCTestCase {
    /// Records what the desktop text input does to it, as a text view would apply it.
    @MainActor
    private final class Client: DesktopTextInputClient {
        var text: String
        var marked = ""
        var markedSelection = NSRange(location: 0, length: 0)
        var calls: [String] = []

        init(_ text: String) { self.text = text }

        func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            marked = markedText ?? ""
            markedSelection = selectedRange
            calls.append("mark \(marked) \(selectedRange.location),\(selectedRange.length)")
        }

        func unmarkText() {
            text += marked
            marked = ""
            calls.append("unmark")
        }

        func insertText(_ text: String) {
            self.text += text
            marked = ""
            calls.append("insert \(text)")
        }

        func deleteSurrounding(beforeLength: Int, afterLength: Int) {
            var units = Array(text.utf16)
            units.removeLast(min(beforeLength, units.count))
            text = String(decoding: units, as: UTF16.self)
            calls.append("delete \(beforeLength) \(afterLength)")
        }

        var surroundingText: (text: String, selection: NSRange)? { (text, NSRange(location: text.utf16.count, length: 0)) }
        var caretRect: CGRect { .zero }
        var desktopContentPurpose: DesktopContentPurpose { .normal }
    }

    func testAPreeditShowsAsMarkedTextWithItsCursorInUTF16() {
        onMainActor {
            let client = Client("a")
            let shows = DesktopTextInput.deliver(TextInputUpdate(preedit: .init(text: "🙂に", cursorBegin: 4, cursorEnd: 7)), to: client, hadPreedit: false)
            XCTAssertTrue(shows)
            XCTAssertEqual(client.calls, ["mark 🙂に 2,1"])
        }
    }

    func testACommitRemovesThePreeditFirstThenDeletesThenInserts() {
        onMainActor {
            let client = Client("日本語")
            client.marked = "にほ"
            let shows = DesktopTextInput.deliver(TextInputUpdate(commitText: "!", deleteBefore: 3), to: client, hadPreedit: true)
            XCTAssertFalse(shows)
            XCTAssertEqual(client.calls, ["mark  0,0", "unmark", "delete 1 0", "insert !"])
            XCTAssertEqual(client.text, "日本!")
        }
    }

    func testACommitWithNothingToDeleteTakesThePreeditsPlace() {
        onMainActor {
            let client = Client("日本")
            client.marked = "ご"
            let shows = DesktopTextInput.deliver(TextInputUpdate(commitText: "語"), to: client, hadPreedit: true)
            XCTAssertFalse(shows)
            XCTAssertEqual(client.calls, ["insert 語", "mark  0,0", "unmark"])
            XCTAssertEqual(client.text, "日本語")
        }
    }

    func testByteCountsBecomeUTF16Counts() {
        XCTAssertEqual(DesktopTextInput.byteOffset(ofUTF16: 3, in: "a🙂b"), 5)
        XCTAssertEqual(DesktopTextInput.utf16Offset(ofByte: 5, in: "a🙂b"), 3)
        // A byte inside a character rounds down to its start.
        XCTAssertEqual(DesktopTextInput.utf16Offset(ofByte: 3, in: "a🙂b"), 1)
        let (before, after) = DesktopTextInput.utf16Lengths(bytesBefore: 4, bytesAfter: 1, around: ("a🙂b", NSRange(location: 3, length: 0)))
        XCTAssertEqual(before, 2)
        XCTAssertEqual(after, 1)
        XCTAssertEqual(DesktopTextInput.utf16Range(ofBytes: -1, -1, in: "ab"), NSRange(location: 2, length: 0))
    }

    func testAPasswordFieldHidesItsTextFromTheInputMethod() {
        let type = DesktopTextInput.contentType(.password)
        XCTAssertEqual(type.purpose, TextContentType.password)
        XCTAssertEqual(type.hints & TextContentType.hiddenText, TextContentType.hiddenText)
    }
}
