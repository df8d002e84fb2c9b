import Foundation
import XCTest

/// The main menu's bar under headless sway: F10 shows it across the window's top with File dropped down as an
/// xdg_popup; Right and Left replace the popup with the neighbouring menu's; Return chooses the highlighted row.
final class MenuBarSwayTests: XCTestCase {
    /// The bar's title highlight (`MenuView.highlightColor`), seen near the left edge of a title.
    private let highlight = RGB(54, 120, 217)

    func testF10OpensFileAndArrowsMoveBetweenMenusBeforeReturnChooses() throws {
        let (sway, app) = try startProbe()
        try press("F10", in: sway, until: "the bar, and File's first row highlighted under it") { shot in
            shot.color(x: 500, y: 10).matches(RGB(242, 242, 242), tolerance: 3)
                && shot.color(x: 60, y: 28 + 6 + 14).matches(self.highlight, tolerance: 6)
        }
        // File's title spans x 6…51 or so; Edit's starts after it.
        try press("Right", in: sway, until: "Edit's title highlighted") { shot in
            shot.color(x: 56, y: 6).matches(self.highlight, tolerance: 6) && !shot.color(x: 8, y: 6).matches(self.highlight, tolerance: 6)
        }
        try press("Left", in: sway, until: "File's title highlighted again") { shot in
            shot.color(x: 8, y: 6).matches(self.highlight, tolerance: 6) && shot.color(x: 60, y: 28 + 6 + 14).matches(self.highlight, tolerance: 6)
        }
        try sway.press("Return")
        try app.waitForLine("'chose Say Hello'") { $0 == "chose Say Hello" }
        _ = try sway.screenshot(timeout: 10, "the bar gone") { shot in
            !shot.color(x: 500, y: 10).matches(RGB(242, 242, 242), tolerance: 3)
        }
        XCTAssertTrue(app.isRunning, app.report())
    }

    func testThePointerAtTheTopRevealsTheBarAndClicksMoveBetweenMenus() throws {
        let (sway, app) = try startProbe()
        let pointer = try sway.startVirtualPointer()
        try pointer.move(300, 300)
        try pointer.move(300, 1)
        _ = try sway.screenshot(timeout: 10, "the bar slid in") { $0.color(x: 500, y: 10).matches(RGB(242, 242, 242), tolerance: 3) }
        // Edit's menu by a click on its title, then File's by moving along the bar.
        try pointer.click(75, 14)
        _ = try sway.screenshot(timeout: 10, "Edit's menu under its title") { shot in
            shot.color(x: 56, y: 6).matches(self.highlight, tolerance: 6) && shot.color(x: 150, y: 28 + 20).matches(RGB(250, 250, 250), tolerance: 3)
        }
        try pointer.move(25, 14)
        _ = try sway.screenshot(timeout: 10, "File's menu under its title") { shot in
            shot.color(x: 8, y: 6).matches(self.highlight, tolerance: 6) && shot.color(x: 60, y: 28 + 20).matches(RGB(250, 250, 250), tolerance: 3)
        }
        try pointer.click(60, 28 + 6 + 14)
        try app.waitForLine("'chose Say Hello'") { $0 == "chose Say Hello" }
        XCTAssertTrue(app.isRunning, app.report())
    }

    /// The input probe under headless sway, launched and drawn.
    private func startProbe() throws -> (HeadlessSway, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("desktop-input-probe"), [])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        _ = try sway.screenshot(timeout: 10, "the app's blue square") { $0.color(x: 120, y: 175) == RGB(0, 0, 255) }
        return (sway, app)
    }

    /// Presses `key` until a screenshot shows `what`: a new virtual keyboard now and then loses its first key.
    private func press(_ key: String, in sway: HeadlessSway, until what: String, _ test: @escaping (Screenshot) -> Bool) throws {
        try sway.press(key)
        if (try? sway.screenshot(timeout: 4, what, until: test)) != nil { return }
        try sway.press(key)
        _ = try sway.screenshot(timeout: 6, what, until: test)
    }
}
