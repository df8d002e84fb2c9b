import Foundation
import XCTest

/// Typing into text fields of a UIKit app (`uikit-probe --form`) under headless sway: wtype's keys (ASCII and
/// not) arrive as text in the clicked field, and Tab moves the keys across the three fields and round again; an
/// input method (`input-method`, on zwp_input_method_v2) composes and commits text into a `UITextField` through
/// zwp_text_input_v3, hears the field's text as the user types, and is told the password field is one.
final class TextInputSwayTests: XCTestCase {
    /// Headless sway showing the probe's form, with a virtual pointer.
    private func startForm() throws -> (HeadlessSway, VirtualPointer, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--form", "--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        // Input reaches the window only once sway shows it: wait for the form's pale blue.
        _ = try sway.screenshot(timeout: 10, "the form's pale blue ground") { $0.color(x: 600, y: 500).matches(RGB(200, 230, 255), tolerance: 2) }
        return (sway, pointer, app)
    }

    func testTypedTextArrivesInTheFieldAndTabMovesAcrossThreeFields() throws {
        let (sway, pointer, app) = try startForm()

        try pointer.click(100, 37)
        try app.waitForLine("'focus 1'") { $0 == "focus 1" }
        try sway.type("héllo ✓")
        try app.waitForLine("'text 1 héllo ✓'", timeout: 15) { $0 == "text 1 héllo ✓" }

        try sway.press("Tab")
        try app.waitForLine("'focus 2'") { $0 == "focus 2" }
        try sway.type("abc")
        try app.waitForLine("'text 2 abc'", timeout: 15) { $0 == "text 2 abc" }
        try sway.press("Tab")
        try app.waitForLine("'focus 3'") { $0 == "focus 3" }
        try sway.press("Tab")
        try app.waitForLine("'focus 1' again") { $0 == "focus 1" }
        // Field 1 took the keys with its text selected (Tab selects it all): typing replaces it.
        try sway.type("x")
        try app.waitForLine("'text 1 x'", timeout: 15) { $0 == "text 1 x" }
        // The typed text is drawn: the field is no longer blank where its text starts.
        _ = try sway.screenshot(timeout: 10, "dark text in field 2") { shot in
            (28..<60).contains { x in shot.color(x: x, y: 97).red < 120 }
        }
    }

    func testAnInputMethodsPreeditAndCommitArriveInTheFocusedTextField() throws {
        let (sway, pointer, app) = try startForm()
        try pointer.click(100, 37)
        try app.waitForLine("'focus 1'") { $0 == "focus 1" }
        let method = try sway.startInputMethod(for: app, in: self)
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("surrounding |0|0") }, "the empty field's surrounding text: \(method.report())")

        try method.send("preedit にほ")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'text 1 にほ'", timeout: 10) { $0 == "text 1 にほ" }
        // The preedit is drawn in the field's text area (dark, not the blue caret).
        _ = try sway.screenshot(timeout: 10, "the preedit in field 1") { shot in
            (28..<60).contains { x in (28..<50).contains { y in shot.color(x: x, y: y).red < 120 && shot.color(x: x, y: y).blue < 120 } }
        }

        try method.send("commit 日本")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'text 1 日本'", timeout: 10) { $0 == "text 1 日本" }
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("surrounding 日本|6|6") }, "the surrounding text after the commit: \(method.report())")

        // Typing tells the input method the new text and caret; a deletion it asks for takes a character.
        try sway.type("x")
        try app.waitForLine("'text 1 日本x'", timeout: 15) { $0 == "text 1 日本x" }
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("surrounding 日本x|7|7") }, "the surrounding text after typing: \(method.report())")
        try method.send("delete 1 0")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'text 1 日本'", timeout: 10) { $0 == "text 1 日本" }

        // The password field says it is one (hidden text, sensitive data) and its text is never sent.
        try sway.press("Tab")
        try app.waitForLine("'focus 2'") { $0 == "focus 2" }
        try sway.press("Tab")
        try app.waitForLine("'focus 3'") { $0 == "focus 3" }
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("content-type \(0x40 | 0x80) 8") }, "the password's content type: \(method.report())")
        try sway.type("pw")
        try app.waitForLine("'text 3 pw'", timeout: 15) { $0 == "text 3 pw" }
        // The state after each of the two keys (the caret moved) reached the input method, without the text.
        let password = "content-type \(0x40 | 0x80) 8"
        XCTAssertTrue(poll(timeout: 10) { method.lines.filter { $0 == password }.count >= 3 }, method.report())
        XCTAssertFalse(method.lines.contains { $0.hasPrefix("surrounding") && $0.contains("pw") }, method.report())
    }
}
