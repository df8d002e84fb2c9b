import Wayland
import XCTest

/// zwp_text_input_v3's done: the changes applied in the protocol's order, in bytes.
final class TextInputUpdateTests: XCTestCase {
    func testACommitReplacesThePreeditAndMovesTheCursorAfterIt() {
        var text = "ab", cursor = 2
        let update = TextInputUpdate(commitText: "日本")
        XCTAssertNil(update.applied(to: &text, cursor: &cursor))
        XCTAssertEqual(text, "ab日本")
        XCTAssertEqual(cursor, 8)
    }

    func testDeletionComesBeforeTheCommitAndThePreeditAfter() {
        var text = "hello", cursor = 5
        let update = TextInputUpdate(preedit: .init(text: "にほ", cursorBegin: 6, cursorEnd: 6), commitText: "p!", deleteBefore: 2)
        let preedit = update.applied(to: &text, cursor: &cursor)
        XCTAssertEqual(text, "help!")
        XCTAssertEqual(cursor, 5)
        XCTAssertEqual(preedit, 5..<11)
    }

    func testDeletionIsClampedToTheText() {
        var text = "ab", cursor = 1
        _ = TextInputUpdate(deleteBefore: 10, deleteAfter: 10).applied(to: &text, cursor: &cursor)
        XCTAssertEqual(text, "")
        XCTAssertEqual(cursor, 0)
    }

    func testSelectionContentOffersTextInEveryTextType() {
        let content = SelectionContent.text("héllo")
        XCTAssertEqual(content.types, ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "TEXT", "STRING"])
        XCTAssertEqual(content.data(for: "UTF8_STRING"), Data("héllo".utf8))
        var both = content
        both.add(Data([0x89, 0x50]), as: SelectionContent.pngType)
        XCTAssertEqual(both.types.last, "image/png")
        XCTAssertNil(content.data(for: "image/png"))
    }

    func testSelectionErrorsAreOneLine() {
        XCTAssertEqual("\(SelectionError.timedOut(type: "text/plain", after: .milliseconds(1500)))",
                       "the program holding the selection sent no text/plain for 1.5 s")
        XCTAssertEqual("\(SelectionError.typeNotOffered("image/png", offered: []))",
                       "the selection is not offered as image/png (offered: nothing)")
    }
}
