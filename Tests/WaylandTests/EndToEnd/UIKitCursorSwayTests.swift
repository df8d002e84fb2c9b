import Foundation
import XCTest

/// The cursor a UIKit window asks for reaches the compositor: over a text field of `uikit-probe --form` the pointer
/// is set to the theme's text beam, and back to the arrow off it (each crossing sets the cursor anew).
final class UIKitCursorSwayTests: XCTestCase {
    func testTheCursorTurnsToTheTextBeamOverATextFieldAndBack() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--form", "--idle"], environment: ["WAYLAND_DEBUG": "client"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        _ = try sway.screenshot(timeout: 10, "the form's pale blue ground") { $0.color(x: 600, y: 500).matches(RGB(200, 230, 255), tolerance: 2) }
        try pointer.move(600, 500)
        try pointer.move(100, 37)
        try pointer.move(600, 500)

        let field = "motion(", fieldPlace = "100.00000000, 37.00000000", groundPlace = "600.00000000, 500.00000000"
        /// The hot spot ("hx, hy)") of the cursor set after the last motion to `place`, before the next motion.
        func hotSpot(after place: String, in lines: [Substring]) -> Substring? {
            guard let motion = lines.lastIndex(where: { $0.contains(field) && $0.contains(place) }) else { return nil }
            let following = lines[(motion + 1)...].prefix { !$0.contains(field) }
            return following.first { $0.contains("wl_pointer@") && $0.contains(".set_cursor(") }?.split(separator: ",").suffix(2).joined(separator: ",")[...]
        }
        try app.waitForWaylandLog(after: 0, "a cursor set over the field, then off it") { log in
            hotSpot(after: fieldPlace, in: log.lines) != nil && hotSpot(after: groundPlace, in: log.lines) != nil
        }
        let lines = app.waylandLog(from: 0).lines
        // "wl_pointer@N.set_cursor(serial, wl_surface@S, hx, hy)": the beam's hot spot is not the arrow's.
        XCTAssertNotEqual(hotSpot(after: fieldPlace, in: lines), hotSpot(after: groundPlace, in: lines))
    }
}
