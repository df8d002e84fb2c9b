import Foundation
import XCTest

/// A UIKit app (`uikit-probe`) under headless sway with real input: a button tapped, a view
/// dragged by its pan recognizer, a table picked from and scrolled with the wheel, the window
/// resized in the middle of an animation, and the window's title, app id and states.
final class UIKitSwayTests: XCTestCase {
    /// Starts sway at 800×600 and the app, and waits until it laid out at the output's size.
    private func startApp() throws -> (HeadlessSway, ClientProcess, VirtualPointer) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), [])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        // Input and swaymsg criteria reach the window only once sway shows it: wait for its pixels.
        _ = try sway.screenshot(timeout: 10, "the app's gray background and table") { shot in
            shot.color(x: 200, y: 300).matches(RGB(235, 235, 235), tolerance: 2) && shot.color(x: 700, y: 580) == .white
        }
        return (sway, app, pointer)
    }

    func testTheScreenScaleIsKnownWhenTheAppLaunches() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        try sway.swaymsg("output HEADLESS-1 scale 2")
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"])
        addTeardownBlock { app.terminate() }
        // Asked in didFinishLaunching, before any window exists: @2x images load at launch.
        try app.waitForLine("'screen scale 2'") { $0 == "screen scale 2" }
        try app.waitForLine("layout at the output's size in points") { $0 == "layout 400 300" }
    }

    func testTheScreensFrameRateIsTheOutputsRefreshRate() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        try sway.swaymsg("output HEADLESS-1 mode --custom 800x600@30Hz")
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'screen fps 30'") { $0 == "screen fps 30" }
    }

    func testClosingOneOfTwoWindowsEndsItsRenderThreadAndTheAppGoesOn() throws {
        let (sway, app, pointer) = try startApp()
        let threads = { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(app.processIdentifier)/task").count) ?? 0 }
        let secondShown = { (try? sway.swaymsg("-t", "get_tree").contains("\"name\": \"second\"")) ?? false }
        try sway.type("w")
        try app.waitForLine("'second window'") { $0 == "second window" }
        XCTAssertTrue(poll(timeout: 10) { secondShown() }, "the second window shown")
        let withTwo = threads()
        try sway.swaymsg("[title=\"second\"] kill")
        XCTAssertTrue(poll(timeout: 10) { threads() < withTwo }, "the second window's render thread ended")
        XCTAssertTrue(poll(timeout: 10) { !secondShown() }, "the second window is gone from the desktop")
        // The first window still works.
        XCTAssertTrue(app.isRunning, app.report())
        try pointer.click(60, 42)
        try app.waitForLine("'button tapped'") { $0 == "button tapped" }
    }

    func testTheWindowCarriesItsTitleAppIDAndStates() throws {
        let (sway, app, _) = try startApp()
        let view = try sway.waitForView(appID: "uikit-probe", "titled") { $0.title == "UIKit probe" }
        XCTAssertEqual(view.rect.width, 800)
        // The states came with the first configure, before the layout startApp waited for.
        XCTAssertTrue(app.report().contains("states activated,tiled"), app.report())
    }

    func testTappingTheButtonRunsItsAction() throws {
        let (sway, app, pointer) = try startApp()
        let before = try Screenshot(contentsOf: sway.screenshot())
        try pointer.click(60, 42)
        try app.waitForLine("'button tapped'") { $0 == "button tapped" }
        // The action turned the background yellow.
        _ = try sway.screenshot(timeout: 10, "a yellow background") { $0.color(x: 300, y: 500) == RGB(255, 255, 0) }
        XCTAssertNotEqual(before.color(x: 300, y: 500), RGB(255, 255, 0))
    }

    func testDraggingMovesTheViewWithItsPanRecognizer() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.drag(from: (80, 160), to: (300, 300), steps: 12)
        try app.waitForLine("'dragged to 300 300'") { $0 == "dragged to 300 300" }
        // (sway draws its cursor at the pointer, so look beside it.)
        _ = try sway.screenshot(timeout: 10, "the red square centered at (300, 300)") { shot in
            shot.color(x: 270, y: 270) == RGB(255, 0, 0) && shot.color(x: 330, y: 330) == RGB(255, 0, 0)
                && shot.color(x: 80, y: 160) != RGB(255, 0, 0)
        }
    }

    func testTheTableSelectsTheTappedRowAndScrollsWithTheWheel() throws {
        let (sway, app, pointer) = try startApp()
        try pointer.click(600, 100)
        try app.waitForLine("'selected row 2'") { $0 == "selected row 2" }
        try pointer.move(600, 300)
        let tableArea = PixelBox(x: 420, y: 0, width: 380, height: 280)
        let before = try sway.screenshot(timeout: 10, "the selected row shown") { $0.count(in: tableArea) { $0 != .white } > 0 }
        try pointer.scroll(3)
        let line = try app.waitForLine("a wheel scroll") { $0.hasPrefix("scrolled to ") }
        let offset = Int(line.dropFirst("scrolled to ".count)) ?? 0
        XCTAssertGreaterThan(offset, 0, line)
        // The rows moved up on screen: the table's pixels changed.
        _ = try sway.screenshot(timeout: 10, "the rows scrolled") { shot in
            shot.count(in: tableArea) { $0 != .white } > 0
                && shot.differingPixels(from: before, tolerance: 8) > 500
        }
    }

    func testAResizeMidAnimationLaysOutTheNextFrameAtTheNewSize() throws {
        let (sway, app, _) = try startApp()
        // The bar's 30-second animation is running; the window shrinks under it.
        try sway.swaymsg("[app_id=\"uikit-probe\"] floating enable, resize set 500 400, move position 0 0")
        try app.waitForLine("layout at 500×400") { $0 == "layout 500 400" }
        _ = try sway.screenshot(timeout: 10, "the table in the right half of a 500×400 window") { shot in
            // Table rows are white from x = 250; the controller's gray is left of it.
            shot.color(x: 300, y: 200) == RGB(255, 255, 255) && shot.color(x: 200, y: 300) != RGB(255, 255, 255)
        }
        XCTAssertFalse(app.report().contains("bar finished"), "the animation keeps running through the resize")
    }

    /// UIWindow's fullscreen request: sway fullscreens the floating window over the whole
    /// output and the app sees the state and lays out at that size; the second request brings
    /// it back to its floating size.
    func testAFullscreenRequestFillsTheOutputAndComesBack() throws {
        let (sway, app, _) = try startApp()
        try sway.swaymsg("[app_id=\"uikit-probe\"] floating enable, resize set 500 400")
        try app.waitForLine("layout at 500×400") { $0 == "layout 500 400" }
        try sway.type("f")
        try app.waitForLine("the fullscreen state") { $0.hasPrefix("states ") && $0.contains("fullscreen") }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        let full = try sway.waitForView(appID: "uikit-probe", "fullscreen") { $0.fullscreen }
        XCTAssertEqual(full.rect.width, 800, "\(full)")
        try sway.type("f")
        try app.waitForLine("back from fullscreen") { $0.hasPrefix("states ") && !$0.contains("fullscreen") }
        try app.waitForLine("back at 500×400") { $0 == "layout 500 400" }
    }

    /// UIWindow.minimumSize reaches the compositor: dragged smaller from the resize grip of its
    /// client-drawn frame, the floating window stops at the probe's 320×240 and lays out there.
    /// (`swaymsg resize set` would not do: sway 1.7 applies it below a client's minimum.)
    func testTheMinimumSizeHoldsAgainstAnInteractiveResize() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        try sway.swaymsg("for_window [app_id=\"uikit-probe\"] floating enable")
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"],
                                  environment: ["LIBDECOR_FORCE_CSD": "1", "WAYLAND_DEBUG": "client"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("layout at 600×400") { $0 == "layout 600 400" }
        let view = try sway.waitForView(appID: "uikit-probe", "floating with libdecor's title bar") {
            $0.type == "floating_con" && $0.window.height > 400
        }
        let titleHeight = view.window.height - 400
        let corner = (x: Double(view.window.maxX - 2), y: Double(view.window.maxY - 2))
        try pointer.move(corner.x, corner.y)
        // A new virtual pointer's first events can be lost: press once the app has the pointer.
        try app.waitForWaylandLog(after: 0, "wl_pointer.enter") { $0.event("wl_pointer", "enter(") != nil }
        try pointer.press()
        try app.waitForWaylandLog(after: 0, "xdg_toplevel.resize (bottom-right)") { log in
            log.request("xdg_toplevel", "resize(").map { log.lines[$0].hasSuffix(", 10)") } ?? false
        }
        try pointer.move(corner.x - 450, corner.y - 350)
        try app.waitForLine("layout at the minimum, 320×240") { $0 == "layout 320 240" }
        try pointer.release()
        let shrunk = try sway.waitForView(appID: "uikit-probe", "320 wide") { $0.window.width == 320 }
        XCTAssertEqual(shrunk.window.height, 240 + titleHeight, "\(shrunk)")
        XCTAssertFalse(app.report().contains("layout 150"), "never laid out below its minimum")
    }
}
