import Foundation
@testable import UIKit
import XCTest

/// Selection by pointer (click, double click, triple click, drag), Tab and Shift+Tab moving the keys between
/// fields with the focus ring, copy and paste through `UIPasteboard`, and the caret's blink.
final class TextSelectionAndFocusTests: TextInputTestCase {
    func testClicksPlaceTheCaretAndSelectWordsAndLinesAndDragsSelectRanges() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 20, y: 20, width: 300, height: 30), text: "alpha beta gamma")
            let caretOf = { rig.caretPoint($0, in: field) }
            let insideBeta = caretOf(8)
            rig.click(insideBeta)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 8, length: 0))
            rig.click(insideBeta, after: 100)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 6, length: 4), "a double click selects 'beta'")
            rig.click(insideBeta, after: 100)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 0, length: 16), "a triple click selects the line")
            rig.drag(from: caretOf(2), to: caretOf(13))
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 11))
            rig.drag(from: caretOf(13), to: caretOf(2))
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 11), "dragged backwards")
            rig.press("Left", .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 1, length: 12), "the dragged-to end moves")
        }
    }

    func testTabMovesTheKeysAcrossFieldsInReadingOrderWithAFocusRing() {
        onMainActor {
            let rig = TextInputRig()
            // Added out of order: Tab follows the screen, not the order of subviews.
            let third = rig.field(CGRect(x: 20, y: 140, width: 200, height: 30), text: "three")
            let first = rig.field(CGRect(x: 20, y: 20, width: 200, height: 30), text: "one")
            let second = rig.field(CGRect(x: 20, y: 80, width: 200, height: 30), text: "two")
            rig.press("Tab")
            XCTAssertTrue(first.isFirstResponder, "with no field focused, Tab focuses the first")
            XCTAssertEqual(first.surface.editor.selectedRange, NSRange(location: 0, length: 3), "reached by Tab, its text is selected")
            XCTAssertFalse(first.focusRing.isHidden)
            rig.press("Tab")
            XCTAssertTrue(second.isFirstResponder)
            XCTAssertTrue(first.focusRing.isHidden)
            XCTAssertFalse(second.focusRing.isHidden)
            rig.press("Tab")
            XCTAssertTrue(third.isFirstResponder)
            rig.press("Tab")
            XCTAssertTrue(first.isFirstResponder, "round to the start")
            rig.press("ISO_Left_Tab", .shift)
            XCTAssertTrue(third.isFirstResponder, "Shift+Tab goes back")
            rig.type("!")
            XCTAssertEqual(third.text, "!", "typing replaced the selected text")
        }
    }

    func testCopyCutAndPasteGoThroughTheGeneralPasteboard() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "cut this")
            field.becomeFirstResponder()
            let notes = NoteLog()
            let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { _ in notes.entries.append("changed") }
            defer { NotificationCenter.default.removeObserver(observer) }
            let count = UIPasteboard.general.changeCount
            rig.press("BackSpace", .control)
            rig.press("Left", [.control, .shift])
            rig.press("x", .control)
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(UIPasteboard.general.string, "cut ")
            XCTAssertEqual(UIPasteboard.general.changeCount, count + 1)
            XCTAssertEqual(notes.entries.count, 1)
            rig.press("v", .control)
            rig.press("v", .control)
            XCTAssertEqual(field.text, "cut cut ")
            UIPasteboard.general.string = "two\nlines"
            rig.press("v", .control)
            XCTAssertEqual(field.text, "cut cut two lines", "a field pastes line breaks as spaces")
        }
    }

    func testThePasteboardHoldsStringsURLsAndImagesAsItems() throws {
        try onMainActor {
            _ = installManualClock()
            let board = UIPasteboard.general
            board.strings = ["a", "b"]
            XCTAssertEqual(board.numberOfItems, 2)
            XCTAssertTrue(board.hasStrings)
            XCTAssertEqual(board.string, "a")
            board.url = URL(string: "https://example.org/x")
            XCTAssertEqual(board.url?.host, "example.org")
            XCTAssertEqual(board.string, "https://example.org/x", "a URL is a string too")
            let image = try XCTUnwrap(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            } as UIImage?)
            board.image = image
            XCTAssertFalse(board.hasStrings)
            XCTAssertEqual(board.image?.size, CGSize(width: 4, height: 4))
            XCTAssertNotNil(board.data(forPasteboardType: "public.png"), "kept as PNG")
            let named = try XCTUnwrap(UIPasteboard.withName(UIPasteboard.Name("test"), create: true))
            XCTAssertFalse(named === board)
            named.string = "private"
            XCTAssertNotEqual(board.string, "private")
            XCTAssertNil(UIPasteboard.withName(UIPasteboard.Name("absent"), create: false))
        }
    }

    func testTheCaretRestsWhileTypingThenBlinks() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            field.becomeFirstResponder()
            let caret = field.surface.caret
            XCTAssertFalse(caret.isHidden)
            let shown = { caret.presentation()?.opacity ?? caret.opacity }
            rig.clock.advance(by: 0.4)
            XCTAssertEqual(shown(), 1, "solid during the rest")
            rig.clock.advance(by: 0.7)
            XCTAssertEqual(shown(), 0, "off in the second half of the first blink")
            rig.type("a")
            rig.clock.advance(by: 0.3)
            XCTAssertEqual(shown(), 1, "typing restarts the rest")
            rig.clock.advance(by: 0.5)
            XCTAssertEqual(shown(), 1, "on in the first half of the blink")
            rig.clock.advance(by: 0.5)
            XCTAssertEqual(shown(), 0)
            rig.press("a", .control)
            XCTAssertTrue(caret.isHidden, "a selection shows no caret")
        }
    }

    func testTheCaretStopsBlinkingTenSecondsAfterTheLastKeyOrClickAndBlinksAgainOnTyping() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "a")
            field.becomeFirstResponder()
            let caret = field.surface.caret
            let context = CAContext.current
            let shown = { caret.presentation()?.opacity ?? caret.opacity }
            context.advance(by: 9.9)
            XCTAssertNotNil(caret.animation(forKey: CaretLayer.blinkKey), "still blinking at 9.9 s")
            context.advance(by: 0.2)
            XCTAssertNil(caret.animation(forKey: CaretLayer.blinkKey), "no animation left to ask for frames after 10 s")
            XCTAssertNil(CAAnimationEngine.nextEventTime(), "nothing left to wake up for")
            XCTAssertFalse(caret.isHidden)
            XCTAssertEqual(shown(), 1, "shown, steady")
            context.advance(by: 30)
            XCTAssertEqual(shown(), 1)

            rig.type("b")
            XCTAssertNotNil(caret.animation(forKey: CaretLayer.blinkKey), "typing brings the blink back")
            context.advance(by: 1.1)
            XCTAssertEqual(shown(), 0, "off in the second half of the first blink")
            context.advance(by: 9)
            XCTAssertNil(caret.animation(forKey: CaretLayer.blinkKey))

            // A key that moves nothing (Right at the end) wakes it too, and so does a click on the caret's place.
            rig.press("Right")
            XCTAssertNotNil(caret.animation(forKey: CaretLayer.blinkKey))
            context.advance(by: 10.1)
            XCTAssertNil(caret.animation(forKey: CaretLayer.blinkKey))
            let end = field.convert(field.caretRect(for: field.endOfDocument), to: rig.window)
            rig.click(CGPoint(x: end.midX, y: end.midY))
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 0))
            XCTAssertNotNil(caret.animation(forKey: CaretLayer.blinkKey), "a click wakes it")
        }
    }
}
