import Foundation
import XCTest

/// The desktop half of text entry under headless sway: the app's clipboard and primary selection against
/// wl-clipboard's `wl-copy` and `wl-paste` (both ways, and a megabyte both ways), and an input method
/// (`input-method`, on zwp_input_method_v2) sending preedit then commit to the app's text view through
/// zwp_text_input_v3.
final class DesktopInputSwayTests: XCTestCase {
    /// Starts sway and `desktop-input-probe`, waits for its pixels, and clicks into it so the app has an input
    /// event's serial (the compositor takes a selection only with one) and the keyboard focus.
    private func startApp() throws -> (HeadlessSway, ClientProcess, VirtualPointer) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("desktop-input-probe"), [])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        _ = try sway.screenshot(timeout: 10, "the app's gray background") { shot in
            shot.color(x: 500, y: 300).matches(RGB(235, 235, 235), tolerance: 2)
        }
        try pointer.click(500, 300)
        return (sway, app, pointer)
    }

    /// The same pattern and checksum as the probe's `copy-large`.
    private func pattern(_ count: Int) -> String {
        String(decoding: (0..<count).map { UInt8(33 + $0 % 251 % 90) }, as: UTF8.self)
    }

    private func checksum(_ text: String) -> UInt32 {
        text.utf8.reduce(UInt32(0)) { $0 &+ UInt32($1) }
    }

    func testTextCopiedWithWlCopyIsReadByTheApp() throws {
        let (sway, app, _) = try startApp()
        try wlCopy(sway, "Grüße from wl-copy")
        XCTAssertTrue(poll(timeout: 10) {
            try? app.send("types")
            return (try? app.waitForLine("types", timeout: 2) { $0.hasPrefix("types ") && $0.contains("text/plain") }) != nil
        }, app.report())
        try app.send("paste")
        let line = try app.waitForLine("the pasted text", timeout: 10) { $0.hasPrefix("pasted ") || $0.hasPrefix("paste failed") }
        XCTAssertTrue(line.hasSuffix(" Grüße from wl-copy"), line)
    }

    func testTextTheAppCopiesIsReadByWlPaste() throws {
        let (sway, app, _) = try startApp()
        try app.send("copy Hello from UIKit ✓")
        try app.waitForLine("'copied'") { $0 == "copied" || $0.hasPrefix("copy failed") }
        var pasted = ""
        XCTAssertTrue(poll(timeout: 10) {
            pasted = (try? wlPaste(sway).text) ?? ""
            return pasted == "Hello from UIKit ✓"
        }, "wl-paste read \"\(pasted)\"; \(app.report())")
        // Every text type is offered.
        let types = try wlPaste(sway, ["--list-types"]).text.split(separator: "\n").map(String.init)
        for type in ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "TEXT", "STRING"] {
            XCTAssertTrue(types.contains(type), "\(type) in \(types)")
        }
        XCTAssertEqual(try wlPaste(sway, ["--type", "UTF8_STRING"]).text, "Hello from UIKit ✓")
    }

    func testAMegabyteCrossesTheClipboardBothWays() throws {
        let (sway, app, _) = try startApp()
        let size = 1 << 20
        let large = pattern(size)
        // App → wl-paste: the app writes the pipe in pieces while its event loop goes on.
        try app.send("copy-large \(size)")
        try app.waitForLine("'copied'") { $0 == "copied" || $0.hasPrefix("copy failed") }
        var pasted = Data()
        XCTAssertTrue(poll(timeout: 15) {
            pasted = (try? wlPaste(sway).stdout) ?? Data()
            return pasted.count == size
        }, "wl-paste read \(pasted.count) bytes")
        XCTAssertEqual(String(decoding: pasted, as: UTF8.self), large)

        // wl-copy → app.
        let other = String(repeating: "wl-copy!", count: size / 8)
        let server = try wlCopy(sway, other)
        var line = ""
        XCTAssertTrue(poll(timeout: 15) {
            try? app.send("paste")
            line = (try? app.waitForLine("the pasted megabyte", timeout: 10) { $0.hasPrefix("pasted ") || $0.hasPrefix("paste failed") }) ?? line
            return line.hasPrefix("pasted \(size) \(self.checksum(other)) ")
        }, "\(line); wl-copy: \(server.report()); wl-paste: \((try? wlPaste(sway, ["--list-types"]).text) ?? "")")
        XCTAssertTrue(line.hasSuffix(" " + other.prefix(40)), line)
    }

    func testThePrimarySelectionGoesBothWays() throws {
        let (sway, app, _) = try startApp()
        try app.send("copy-primary selected words")
        let answer = try app.waitForLine("'copied'") { $0 == "copied" || $0.hasPrefix("copy failed") }
        if answer.contains("no primary selection") { throw XCTSkip("this sway offers no primary selection") }
        XCTAssertEqual(answer, "copied")
        var pasted = ""
        XCTAssertTrue(poll(timeout: 10) {
            pasted = (try? wlPaste(sway, ["--primary"]).text) ?? ""
            return pasted == "selected words"
        }, "wl-paste --primary read \"\(pasted)\"")

        try wlCopy(sway, "from the other side", ["--primary"])
        var line = ""
        XCTAssertTrue(poll(timeout: 10) {
            try? app.send("paste-primary")
            line = (try? app.waitForLine("the pasted primary selection", timeout: 5) { $0.hasPrefix("pasted ") || $0.hasPrefix("paste failed") }) ?? line
            return line.hasSuffix(" from the other side")
        }, line)
    }

    func testAnInputMethodsPreeditThenCommitReachTheTextView() throws {
        let (sway, app, _) = try startApp()
        // The app enables its text input when it has the focus and a text view is first responder.
        let method = try sway.startInputMethod(for: app, in: self)
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains { $0.hasPrefix("done ") } }, "the first done: \(method.report()) \(app.report())")

        try method.send("preedit にほ")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'marked にほ'", timeout: 10) { $0 == "marked にほ" }

        try method.send("commit 日本")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'text 日本'", timeout: 10) { $0 == "text 日本" }
        // The commit removed the preedit, and the app told the input method its new surrounding text.
        XCTAssertTrue(app.lines.last { $0.hasPrefix("marked") } == "marked ", app.report())
        try method.waitForLine("the surrounding text after the commit", timeout: 10) { $0 == "surrounding 日本|6|6" }

        try method.send("delete 3 0")
        try method.waitForLine("'ok'") { $0 == "ok" }
        try app.waitForLine("'text 日'", timeout: 10) { $0 == "text 日" }
    }
}
