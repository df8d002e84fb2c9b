import Foundation
import XCTest

/// Typing into text fields of a UIKit app (`uikit-probe --form`) under headless sway: wtype's keys (ASCII and
/// not) arrive as text in the clicked field, and Tab moves the keys across the three fields and round again.
final class TextInputSwayTests: XCTestCase {
    func testTypedTextArrivesInTheFieldAndTabMovesAcrossThreeFields() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--form", "--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        // Input reaches the window only once sway shows it: wait for the form's pale blue.
        _ = try sway.screenshot(timeout: 10, "the form's pale blue ground") { $0.color(x: 600, y: 500).matches(RGB(200, 230, 255), tolerance: 2) }

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
}
