import Foundation
import XCTest

/// A context menu under headless sway: opened by the virtual pointer's right-click as an xdg_popup beside the
/// pointer, drawn by the app's own compositor; an item chosen by pointer runs its handler; Escape dismisses it.
final class MenuSwayTests: XCTestCase {
    private func startApp() throws -> (HeadlessSway, ClientProcess, VirtualPointer) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("desktop-input-probe"), [])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        _ = try sway.screenshot(timeout: 10, "the app's blue square") { shot in
            shot.color(x: 120, y: 175) == RGB(0, 0, 255) && shot.color(x: 500, y: 300).matches(RGB(235, 235, 235), tolerance: 2)
        }
        try pointer.move(100, 150)
        return (sway, app, pointer)
    }

    /// The menu's light background over the blue square, below and right of (100, 150).
    private func menuShown(_ shot: Screenshot) -> Bool {
        shot.color(x: 100 + 150, y: 150 + 10).matches(RGB(250, 250, 250), tolerance: 3)
            && shot.color(x: 100 + 80, y: 150 + 120).matches(RGB(250, 250, 250), tolerance: 3)
    }

    func testARightClickOpensThePopupAndAClickChoosesAnItem() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.click(100, 150, button: "right")
        try app.waitForLine("'menu opened'") { $0 == "menu opened" }
        _ = try sway.screenshot(timeout: 10, "the menu over the square") { self.menuShown($0) }
        // Rows are 28 points from 6: "Rename" is the second.
        try pointer.click(160, 150 + 6 + 28 + 14)
        // The menu closes, then the action runs (as on iOS).
        try app.waitForLine("'menu closed'") { $0 == "menu closed" }
        try app.waitForLine("'chose Rename'") { $0 == "chose Rename" }
        _ = try sway.screenshot(timeout: 10, "the square without the menu") { !self.menuShown($0) && $0.color(x: 200, y: 240) == RGB(0, 0, 255) }
    }

    func testEscapeDismissesTheMenuWithoutChoosing() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.click(100, 150, button: "right")
        try app.waitForLine("'menu opened'") { $0 == "menu opened" }
        _ = try sway.screenshot(timeout: 10, "the menu over the square") { self.menuShown($0) }
        try sway.press("Escape")
        try app.waitForLine("'menu closed'") { $0 == "menu closed" }
        XCTAssertFalse(app.lines.contains { $0.hasPrefix("chose") }, app.report())
        _ = try sway.screenshot(timeout: 10, "the square without the menu") { !self.menuShown($0) }
    }

    func testAClickOutsideDismissesTheMenu() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.click(100, 150, button: "right")
        try app.waitForLine("'menu opened'") { $0 == "menu opened" }
        _ = try sway.screenshot(timeout: 10, "the menu over the square") { self.menuShown($0) }
        // A click into the app's own window (sway sends popup_done only for other programs' surfaces).
        try pointer.click(600, 500)
        try app.waitForLine("'menu closed'") { $0 == "menu closed" }
        XCTAssertFalse(app.lines.contains { $0.hasPrefix("chose") }, app.report())
    }

    func testASubmenuOpensBesideItsRowAsANestedPopup() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.click(100, 150, button: "right")
        try app.waitForLine("'menu opened'") { $0 == "menu opened" }
        _ = try sway.screenshot(timeout: 10, "the menu over the square") { self.menuShown($0) }
        // "Share" is the fourth row; its submenu opens right of the 160-point-wide menu.
        try pointer.click(160, 150 + 6 + 3 * 28 + 14)
        _ = try sway.screenshot(timeout: 10, "the submenu right of the menu") { shot in
            shot.color(x: 100 + 160 + 60, y: 150 + 6 + 3 * 28 + 10).matches(RGB(250, 250, 250), tolerance: 3)
        }
        // "Messages", its second row below its title.
        try pointer.click(100 + 160 + 60, 150 + 6 + 3 * 28 + 6 + 2 * 28 + 14)
        try app.waitForLine("'chose Messages'") { $0 == "chose Messages" }
    }
}
