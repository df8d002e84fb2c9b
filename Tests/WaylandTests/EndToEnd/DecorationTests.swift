import Foundation
import XCTest

/// Window frames (issue 10), end to end: server-side under sway through xdg-decoration;
/// client-side through libdecor's cairo plugin under weston, and under sway when
/// LIBDECOR_FORCE_CSD=1 forces it: moved, resized from the window's own grip inside its content
/// edges, and closed with sway's virtual pointer. Resizing from libdecor's border and
/// double-click-to-maximize run under weston nested in sway (its Wayland backend), where the
/// same virtual pointer reaches weston's clients: sway 1.7 has no way to deliver the pointer to
/// that border (see testSwayDoesNotReachTheResizeBorder), and it answers a maximize request
/// with an unchanged configure.
///
/// Geometry of libdecor 0.1.1's cairo plugin, measured: a 24-pixel title bar above the
/// content (inside the window geometry, so sway's tree counts it), the title centered in it,
/// the close, maximize and minimize buttons 32 pixels apart from the right end (close centered
/// 16 pixels from it), and a 24-pixel shadow around the frame, outside the window geometry,
/// which is the resize border. The bar is near-black (8,7,6) with white text when the window
/// is active, dark grey (48,48,48) with grey (144,144,144) text when it is not.
final class DecorationTests: XCTestCase {
    private let appID = "wayland-probe"

    // MARK: sway, server-side

    /// Without forcing, the probe asks sway for server-side decorations, sway answers
    /// server-side, the client draws no frame: its pixels start at the content origin sway
    /// reports, with no libdecor surface at all, and when sway draws its own title bar the
    /// probe is re-laid out below it.
    func testSwayDrawsTheFrameWithoutForcing() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), [], environment: ["WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForLine("'ready'") { $0 == "ready" }
        try probe.waitForConfigure("800 600") { $0.width == 800 && $0.height == 600 }
        try probe.waitForFrame(width: 800, height: 600)

        // The negotiation: set_mode(server_side) asked, configure(server_side) answered, and no
        // subsurface (libdecor's frame is made of subsurfaces) ever created.
        // (stderr is read apart from stdout, so the log is waited for, not just read.)
        try probe.waitForWaylandLog(after: 0, "set_mode(server_side) answered by configure(server_side)") { log in
            guard let ask = log.request("zxdg_toplevel_decoration_v1", "set_mode(2)") else { return false }
            return log.event("zxdg_toplevel_decoration_v1", "configure(2)", from: ask) != nil
        }
        XCTAssertNil(probe.waylandLog().request("wl_subcompositor", "get_subsurface("), "no client-side frame surfaces")

        // sway's view: tiled, sway's own border mode (none in the test config), not "csd".
        let view = try sway.waitForView(appID: appID, "filling the output") { $0.window.width == 800 && $0.window.height == 600 }
        XCTAssertEqual(view.border, "none", "\(view)")
        XCTAssertEqual(view.window, PixelBox(x: 0, y: 0, width: 800, height: 600), "\(view)")
        // The probe's pattern starts right at the content origin: nothing of a client title bar.
        let shot = try sway.screenshot(timeout: 10, "the pattern filling the content rect \(view.window)") {
            ProbePattern(in: $0).map { $0.window == view.window && $0.problems(width: 800, height: 600).isEmpty } ?? false
        }
        XCTAssertEqual(ProbePattern(in: shot)?.red.x, 0)
        XCTAssertEqual(ProbePattern(in: shot)?.red.y, 0)

        // sway's own title bar: the probe is configured to the smaller content rect below it and
        // draws exactly there, the bar's pixels are sway's (focused title color #285577).
        try sway.swaymsg("[app_id=\"\(appID)\"] border normal")
        let framed = try sway.waitForView(appID: appID, "with sway's title bar") { $0.border == "normal" && $0.decoRect.height > 0 }
        let content = framed.window
        XCTAssertGreaterThan(content.y, 0, "\(framed)")
        try probe.waitForConfigure("\(content.width) \(content.height)") { $0.width == content.width && $0.height == content.height }
        try probe.waitForFrame(width: content.width, height: content.height)
        let framedShot = try sway.screenshot(timeout: 10, "the pattern in the content rect \(content) below sway's title bar") {
            ProbePattern(in: $0).map { $0.window == content && $0.problems(width: content.width, height: content.height).isEmpty } ?? false
        }
        let bar = PixelBox(x: framed.rect.x, y: framed.rect.y - framed.decoRect.height,
                           width: framed.rect.width, height: framed.decoRect.height)
        let swayTitle = framedShot.count(in: bar) { $0.matches(RGB(0x28, 0x55, 0x77), tolerance: 3) }
        XCTAssertGreaterThan(swayTitle, bar.width * bar.height / 2, "sway's title bar \(bar) in \(framedShot.url.path)")
        XCTAssertEqual(probeColors(in: framedShot, bar), 0, "no probe pixels in sway's title bar, \(framedShot.url.path)")
    }

    // MARK: sway, client-side forced

    /// With LIBDECOR_FORCE_CSD=1 and the window floating, libdecor draws the title bar above
    /// the content (sway's tree says "csd" and counts the bar in the window geometry; the probe
    /// tells sway through xdg-decoration that it draws its own frame); a drag on the title bar
    /// moves the window (an xdg_toplevel.move that sway turns into its move grab), and a click
    /// on the close button ends the probe cleanly.
    func testForcedClientSideFrameUnderSwayMovesAndCloses() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        try sway.swaymsg("for_window [app_id=\"\(appID)\"] floating enable")
        let pointer = try sway.startVirtualPointer()
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), ["--size", "400x300", "--title", "Client-side frame"],
                                    environment: ["LIBDECOR_FORCE_CSD": "1", "WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForLine("'ready'") { $0 == "ready" }
        try probe.waitForConfigure("400 300 activated") { $0.width == 400 && $0.height == 300 && $0.states.contains("activated") }
        try probe.waitForFrame(width: 400, height: 300)

        // sway sees a client-side frame: a floating view whose window geometry is the content
        // plus the title bar above it.
        let view = try sway.waitForView(appID: appID, "floating, 400 wide, taller than its content") {
            $0.type == "floating_con" && $0.window.width == 400 && $0.window.height > 300
        }
        XCTAssertEqual(view.border, "csd", "\(view)")
        let titleHeight = view.window.height - 300
        XCTAssertTrue((20...40).contains(titleHeight), "libdecor's title bar is \(titleHeight) px high: \(view)")
        // The probe declined sway's frame through xdg-decoration (set_mode client_side).
        try probe.waitForWaylandLog(after: 0, "zxdg_toplevel_decoration_v1.set_mode(client_side)") {
            $0.request("zxdg_toplevel_decoration_v1", "set_mode(1)") != nil
        }

        let content = contentBox(of: view, titleHeight: titleHeight)
        let shot = try sway.screenshot(timeout: 10, "the pattern at \(content) below a title bar") {
            ProbePattern(in: $0).map { $0.window == content && $0.problems(width: 400, height: 300).isEmpty } ?? false
        }
        let bar = PixelBox(x: view.window.x, y: view.window.y, width: 400, height: titleHeight)
        XCTAssertEqual(titleBarProblems(in: shot, bar), [], shot.url.path)

        // Move: press on the title bar (left of the centered title), wait until the probe
        // asked for the move and sway started its grab (sway then takes the pointer focus away
        // from the client: wl_pointer.leave), drag, release.
        let grab = (x: Double(bar.x + 40), y: bar.midY)
        let offset = (x: 120, y: 90)
        try pointer.move(grab.x, grab.y)
        let beforePress = probe.errorMark
        try pointer.press()
        try probe.waitForWaylandLog(after: beforePress, "xdg_toplevel.move followed by sway's grab (wl_pointer.leave)") { log in
            guard let move = log.request("xdg_toplevel", "move(") else { return false }
            return log.event("wl_pointer", "leave(", from: move) != nil
        }
        for step in 1...6 {
            let t = Double(step) / 6
            try pointer.move(grab.x + Double(offset.x) * t, grab.y + Double(offset.y) * t)
        }
        try pointer.release()
        let moved = try sway.waitForView(appID: appID, "moved by (\(offset.x), \(offset.y))") {
            $0.window.x == view.window.x + offset.x && $0.window.y == view.window.y + offset.y
        }
        XCTAssertEqual(moved.window.width, 400)
        XCTAssertEqual(moved.window.height, view.window.height)
        let movedContent = contentBox(of: moved, titleHeight: titleHeight)
        let movedShot = try sway.screenshot(timeout: 10, "the pattern moved to \(movedContent)") {
            ProbePattern(in: $0).map { $0.window == movedContent && $0.problems(width: 400, height: 300).isEmpty } ?? false
        }
        let movedBar = PixelBox(x: moved.window.x, y: moved.window.y, width: 400, height: titleHeight)
        XCTAssertEqual(titleBarProblems(in: movedShot, movedBar), [], movedShot.url.path)

        // Close: the rightmost button of the title bar.
        try pointer.click(Double(movedBar.maxX - 16), movedBar.midY)
        try probe.waitForLine("'close'") { $0 == "close" }
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 0, probe.report())
        XCTAssertFalse(exit.stderr.contains("wayland-probe:"), "no error line: \(probe.report())")
    }

    /// sway never delivers the pointer to libdecor's border outside the window geometry, so the
    /// window keeps a resize grip just inside its content's edges: over the bottom-right corner
    /// the pointer shows the theme's resize cursor (a new set_cursor with another hot spot), a
    /// drag from there asks for xdg_toplevel.resize (bottom-right) and sway resizes the window;
    /// the probe is configured to the new size and draws its pattern there.
    func testForcedClientSideFrameUnderSwayResizesFromItsContentCorner() throws {
        let (sway, pointer, probe, view) = try startFloatingFramedProbe()
        let content = contentBox(of: view, titleHeight: view.window.height - 300)

        // The arrow over the middle, the corner cursor over the grip.
        try pointer.move(content.midX, content.midY)
        let line = try probe.waitForLine("the pointer over the content") { ProbeOutput.pointer($0) != nil }
        // The frame shifts nothing: the app sees the pointer in its own content coordinates.
        let seen = try XCTUnwrap(ProbeOutput.pointer(line))
        XCTAssertEqual(seen.x, content.midX - Double(content.x), accuracy: 1, line)
        XCTAssertEqual(seen.y, content.midY - Double(content.y), accuracy: 1, line)
        var arrow = ""
        try probe.waitForWaylandLog(after: 0, "the arrow set on entering") { log in
            arrow = log.requests("wl_pointer", "set_cursor(").last.map(cursorHotSpot) ?? ""
            return !arrow.isEmpty
        }
        let corner = (x: Double(content.maxX - 2), y: Double(content.maxY - 2))
        var mark = probe.errorMark
        try pointer.move(corner.x, corner.y)
        try probe.waitForWaylandLog(after: mark, "a set_cursor with another hot spot than the arrow's \(arrow)") { log in
            log.requests("wl_pointer", "set_cursor(").contains { cursorHotSpot($0) != arrow }
        }

        // A right click on the grip is the app's: it reaches the probe and starts no resize.
        try pointer.click(corner.x, corner.y, button: "right")
        try probe.waitForLine("the right button pressed on the grip") { ProbeOutput.button($0).map { $0.code == 273 && $0.pressed } ?? false }
        XCTAssertNil(probe.waylandLog(from: 0).request("xdg_toplevel", "resize("), "a right click started a resize")

        // The drag: the resize request, sway's grab, then a configure at the grown size. One
        // motion: of several quick ones, sway 1.7 applied only the first (seen here).
        let growth = (width: 120, height: 90)
        mark = probe.errorMark
        try pointer.press()
        try probe.waitForWaylandLog(after: mark, "xdg_toplevel.resize (bottom-right) followed by sway's grab") { log in
            guard let resize = log.request("xdg_toplevel", "resize("), log.lines[resize].hasSuffix(", 10)") else { return false }
            return log.event("wl_pointer", "leave(", from: resize) != nil
        }
        try pointer.move(corner.x + Double(growth.width), corner.y + Double(growth.height))
        let size = (width: 400 + growth.width, height: 300 + growth.height)
        let configure = try probe.waitForConfigure("about \(size.width) \(size.height)") {
            abs($0.width - size.width) <= 2 && abs($0.height - size.height) <= 2
        }
        try probe.waitForFrame(width: configure.width, height: configure.height)
        try pointer.release()
        let resized = try sway.waitForView(appID: appID, "\(configure.width) wide") { $0.window.width == configure.width }
        let grown = contentBox(of: resized, titleHeight: view.window.height - 300)
        let shot = try sway.screenshot(timeout: 10, "the pattern re-laid out in \(grown)") {
            ProbePattern(in: $0).map { $0.window == grown && $0.problems(width: grown.width, height: grown.height).isEmpty } ?? false
        }
        XCTAssertEqual(ProbePattern(in: shot)?.window.width, configure.width, shot.url.path)
    }

    /// The hot spot of a `wl_pointer.set_cursor(serial, wl_surface@S, hx, hy)` line: "hx, hy".
    private func cursorHotSpot(_ line: Substring) -> String {
        let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " )")) }
        return fields.suffix(2).joined(separator: ", ")
    }

    // MARK: weston

    /// weston offers no xdg-decoration, so the probe draws its frame with libdecor unforced:
    /// the title bar with the window's title above the quadrants, the buttons at its right end.
    func testWestonShowsTheClientSideTitleBar() throws {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let title = "Decorated by libdecor"
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), ["--title", title])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 640, height: 480)
        let shot = try weston.screenshot(timeout: 10, "the probe's quadrants at 640x480") {
            ProbePattern(in: $0).map { $0.problems(width: 640, height: 480).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        // Exactly the content size: the frame is drawn around it, not in it.
        XCTAssertEqual(pattern.window.width, 640, "\(pattern)")
        XCTAssertEqual(pattern.window.height, 480, "\(pattern)")
        let bar = PixelBox(x: pattern.window.x, y: pattern.window.y - 24, width: 640, height: 24)
        XCTAssertEqual(titleBarProblems(in: shot, bar), [], shot.url.path)
        // The title: light text centered in the bar, about as wide as the title's
        // 21 characters in a bold sans face (about 230 px here), left of the buttons.
        let text = try XCTUnwrap(lightBox(in: shot, PixelBox(x: bar.x + 100, y: bar.y, width: bar.width - 200, height: 24)),
                                 "title text in \(shot.url.path)")
        XCTAssertEqual(text.midX, bar.midX, accuracy: 12, "title centered: \(text) in \(bar), \(shot.url.path)")
        XCTAssertTrue((150...320).contains(text.width), "title text \(text.width) px wide for '\(title)', \(shot.url.path)")
        // The three buttons at the right end.
        let buttons = try XCTUnwrap(lightBox(in: shot, PixelBox(x: bar.maxX - 100, y: bar.y, width: 100, height: 24)))
        XCTAssertGreaterThan(buttons.width, 60, "three buttons: \(buttons), \(shot.url.path)")
        XCTAssertTrue(probe.isRunning, probe.report())
    }

    /// Resizing from libdecor's border (in its shadow, outside the window geometry) and moving
    /// by the title bar under weston, with real pointer input: weston runs as a window in
    /// headless sway (its Wayland backend), so sway's virtual pointer reaches weston's clients.
    /// (sway 1.7 itself never delivers pointer events outside a floating window's geometry, so
    /// under sway alone the resize border cannot be reached: see testSwayDoesNotReachTheResizeBorder.)
    func testResizeFromTheBottomRightCornerUnderWeston() throws {
        let nested = try startProbeInNestedWeston(title: "Resize me")
        let (weston, pointer, probe) = (nested.weston, nested.pointer, nested.probe)
        var inWeston = nested.inWeston
        let origin = nested.origin
        func toSway(_ x: Int, _ y: Int) -> (Double, Double) { (Double(origin.x + x), Double(origin.y + y)) }

        // weston places windows at random: first drag the title bar so the content starts at
        // (20, 60) in weston, leaving room to grow.
        let target = (x: 20, y: 60)
        let grab = toSway(inWeston.window.x + 40, inWeston.window.y - 12)
        let delta = (x: Double(target.x - inWeston.window.x), y: Double(target.y - inWeston.window.y))
        try pointer.move(grab.0, grab.1)
        var mark = probe.errorMark
        try pointer.press()
        try probe.waitForWaylandLog(after: mark, "xdg_toplevel.move followed by weston's grab (wl_pointer.leave)") { log in
            guard let move = log.request("xdg_toplevel", "move(") else { return false }
            return log.event("wl_pointer", "leave(", from: move) != nil
        }
        for step in 1...8 {
            let t = Double(step) / 8
            try pointer.move(grab.0 + delta.x * t, grab.1 + delta.y * t)
        }
        try pointer.release()
        inWeston = try XCTUnwrap(ProbePattern(in: try weston.screenshot(timeout: 10, "the pattern moved to \(target)") {
            ProbePattern(in: $0).map { $0.window.x == target.x && $0.window.y == target.y } ?? false
        }))

        // Resize: press in the shadow just outside the bottom-right corner of the content,
        // wait for the probe's xdg_toplevel.resize (edge 10, bottom-right) and weston's grab, drag.
        let corner = toSway(inWeston.window.maxX + 5, inWeston.window.maxY + 5)
        let growth = (width: 160, height: 120)
        let arrows = Set(probe.waylandLog(from: 0).requests("wl_pointer", "set_cursor(").map(cursorHotSpot))
        mark = probe.errorMark
        try pointer.move(corner.0, corner.1)
        // libdecor shows the theme's corner cursor over its border: a hot spot no arrow had.
        try probe.waitForWaylandLog(after: mark, "a resize cursor over the border (hot spots so far \(arrows))") { log in
            log.requests("wl_pointer", "set_cursor(").contains { !arrows.contains(cursorHotSpot($0)) }
        }
        mark = probe.errorMark
        try pointer.press()
        try probe.waitForWaylandLog(after: mark, "xdg_toplevel.resize (bottom-right) followed by weston's grab") { log in
            guard let resize = log.request("xdg_toplevel", "resize("),
                  log.lines[resize].hasSuffix(", 10)") else { return false }
            return log.event("wl_pointer", "leave(", from: resize) != nil
        }
        for step in 1...8 {
            let t = Double(step) / 8
            try pointer.move(corner.0 + Double(growth.width) * t, corner.1 + Double(growth.height) * t)
        }
        try pointer.release()
        let size = (width: 300 + growth.width, height: 200 + growth.height)
        let configure = try probe.waitForConfigure("\(size.width) \(size.height) (the resize's end)") {
            abs($0.width - size.width) <= 2 && abs($0.height - size.height) <= 2 && !$0.states.contains("resizing")
        }
        try probe.waitForFrame(width: configure.width, height: configure.height)
        let resized = try weston.screenshot(timeout: 10, "the pattern re-laid out at \(configure.width)x\(configure.height)") {
            ProbePattern(in: $0).map {
                $0.problems(width: configure.width, height: configure.height).isEmpty && $0.window.x == target.x && $0.window.y == target.y
            } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: resized))
        XCTAssertEqual(pattern.window.width, configure.width, "\(pattern)")
        XCTAssertEqual(pattern.window.height, configure.height, "\(pattern)")
        let bar = PixelBox(x: pattern.window.x, y: pattern.window.y - 24, width: configure.width, height: 24)
        XCTAssertEqual(titleBarProblems(in: resized, bar), [], "the title bar follows the new width, \(resized.url.path)")
    }

    /// A double-click on the title bar maximizes the window and another restores it (under
    /// weston in sway, as for the resize: sway 1.7 answers xdg_toplevel.set_maximized with an
    /// unchanged configure).
    func testDoubleClickOnTheTitleBarMaximizesUnderWeston() throws {
        let nested = try startProbeInNestedWeston(title: "Maximize me")
        let (weston, pointer, probe, inSway) = (nested.weston, nested.pointer, nested.probe, nested.inSway)
        let title = (x: Double(inSway.window.x + 40), y: Double(inSway.window.y - 12))

        try pointer.click(title.x, title.y)
        try pointer.click(title.x, title.y)
        let maximized = try probe.waitForConfigure("maximized") { $0.states.contains("maximized") }
        // weston's work area (the output below its panel), less libdecor's title bar.
        XCTAssertEqual(maximized.width, weston.width, "\(maximized)")
        XCTAssertGreaterThan(maximized.height, 400, "\(maximized)")
        try probe.waitForFrame(width: maximized.width, height: maximized.height)
        let shot = try weston.screenshot(timeout: 10, "the pattern at \(maximized.width)x\(maximized.height)") {
            ProbePattern(in: $0).map { $0.problems(width: maximized.width, height: maximized.height).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.window.x, 0, "\(pattern)")
        XCTAssertEqual(pattern.window.maxY, weston.height, "fills the work area to the bottom: \(pattern)")
        let bar = PixelBox(x: 0, y: pattern.window.y - 24, width: weston.width, height: 24)
        XCTAssertEqual(titleBarProblems(in: shot, bar), [], shot.url.path)

        // Double-click on the maximized title bar (now at the top of the work area): restored.
        let origin = nested.origin
        let again = (x: Double(origin.x + 40), y: Double(origin.y + bar.y + 12))
        try pointer.click(again.x, again.y)
        try pointer.click(again.x, again.y)
        let restored = try probe.waitForConfigure("restored (not maximized)") { !$0.states.contains("maximized") }
        XCTAssertEqual(restored.width, 300, "\(restored)")
        XCTAssertEqual(restored.height, 200, "\(restored)")
        try probe.waitForFrame(width: 300, height: 200)
    }

    /// The title bar's buttons under weston (nested in sway for its virtual pointer): maximize
    /// gives a maximized configure filling weston's width, and minimize asks for
    /// xdg_toplevel.set_minimized, after which weston shows the window no more.
    func testTitleBarButtonsMaximizeAndMinimizeUnderWeston() throws {
        let nested = try startProbeInNestedWeston(title: "Buttons")
        let (weston, pointer, probe, inSway, origin) = (nested.weston, nested.pointer, nested.probe, nested.inSway, nested.origin)

        // Maximize: the middle button, 48 px from the bar's right end.
        try pointer.click(Double(inSway.window.maxX - 48), Double(inSway.window.y - 12))
        let maximized = try probe.waitForConfigure("maximized") { $0.states.contains("maximized") }
        XCTAssertEqual(maximized.width, weston.width, "\(maximized)")
        try probe.waitForFrame(width: maximized.width, height: maximized.height)
        let full = try XCTUnwrap(ProbePattern(in: try weston.screenshot(timeout: 10, "the pattern maximized") {
            ProbePattern(in: $0).map { $0.problems(width: maximized.width, height: maximized.height).isEmpty } ?? false
        }))

        // Minimize: the left button, 80 px from the right end of the maximized bar.
        let mark = probe.errorMark
        try pointer.click(Double(origin.x + full.window.maxX - 80), Double(origin.y + full.window.y - 12))
        try probe.waitForWaylandLog(after: mark, "xdg_toplevel.set_minimized") { $0.request("xdg_toplevel", "set_minimized(") != nil }
        _ = try weston.screenshot(timeout: 10, "weston showing the window no more") { ProbePattern(in: $0) == nil }
    }

    /// UIWindow.setMaximized, asked before the window shows: weston maximizes it (sway 1.7
    /// would answer with an unchanged configure), the app sees the state and lays out over
    /// weston's whole width.
    func testAUIWindowAskingToBeMaximizedIsMaximizedUnderWeston() throws {
        let weston = try HeadlessWeston(width: 700, height: 500)
        stopAfterTest(weston)
        let app = try weston.launch(try BuiltProducts.executable("uikit-probe"), ["--idle", "--maximize"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("the maximized state") { $0.hasPrefix("states ") && $0.contains("maximized") }
        let layout = try app.waitForLine("a layout as wide as weston") { $0.hasPrefix("layout \(weston.width) ") }
        let height = Int(layout.split(separator: " ").last ?? "") ?? 0
        XCTAssertGreaterThan(height, 400, "the work area less the title bar: \(layout)")
    }

    /// Documents why the resize is proven under weston: under sway 1.7 the pointer just
    /// outside a floating client-side-framed window's geometry, where libdecor's resize border
    /// is, reaches no surface of the client (sway hit-tests floating windows only inside their
    /// geometry), while just inside it reaches the content. Fails once sway delivers it, so
    /// the resize can then be proven under sway too.
    func testSwayDoesNotReachTheResizeBorder() throws {
        let (_, pointer, probe, view) = try startFloatingFramedProbe()
        // Inside the content: the surface the pointer enters there.
        try pointer.move(Double(view.window.maxX - 3), Double(view.window.maxY - 3))
        var content = ""
        try probe.waitForWaylandLog(after: 0, "wl_pointer.enter into the content") { log in
            content = log.events("wl_pointer", "enter(").last.map(enteredSurface) ?? ""
            return !content.isEmpty
        }
        let mark = probe.errorMark
        for (dx, dy) in [(5, 5), (8, 8), (5, 12), (12, 5)] {
            try pointer.move(Double(view.window.maxX + dx), Double(view.window.maxY + dy))
        }
        // Back inside: once that enter is in the log, every event before it is too.
        try pointer.move(Double(view.window.maxX - 3), Double(view.window.maxY - 3))
        try probe.waitForWaylandLog(after: mark, "wl_pointer.leave, then wl_pointer.enter back into \(content)") { log in
            guard let leave = log.event("wl_pointer", "leave(") else { return false }
            return log.events("wl_pointer", "enter(").contains { enteredSurface($0) == content }
                && log.event("wl_pointer", "enter(", from: leave) != nil
        }
        let entered = Set(probe.waylandLog(from: mark).events("wl_pointer", "enter(").map(enteredSurface))
        XCTAssertEqual(entered, [content], "sway now delivers the pointer to libdecor's resize border: "
            + "prove the resize under sway too")
    }

    /// The surface a `wl_pointer.enter(serial, wl_surface@N, x, y)` line names.
    private func enteredSurface(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" }).first { $0.hasPrefix("wl_surface@") }.map(String.init) ?? "?"
    }

    // MARK: Helpers

    /// Headless sway with a virtual pointer, and the probe at 400×300 floating in the frame
    /// libdecor draws when LIBDECOR_FORCE_CSD=1 (its protocol log on), with sway's view of it.
    private func startFloatingFramedProbe() throws -> (HeadlessSway, VirtualPointer, ClientProcess, SwayView) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        try sway.swaymsg("for_window [app_id=\"\(appID)\"] floating enable")
        let pointer = try sway.startVirtualPointer()
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), ["--size", "400x300"],
                                    environment: ["LIBDECOR_FORCE_CSD": "1", "WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 400, height: 300)
        let view = try sway.waitForView(appID: appID, "floating with its title bar") {
            $0.type == "floating_con" && $0.window.height > 300
        }
        return (sway, pointer, probe, view)
    }

    /// weston nested in sway (so sway's virtual pointer reaches weston's clients) showing the
    /// probe at 300×200 titled `title`, and where its pattern is in both compositors.
    private struct NestedProbe {
        let sway: HeadlessSway
        let weston: HeadlessWeston
        let pointer: VirtualPointer
        let probe: ClientProcess
        let inWeston: ProbePattern
        let inSway: ProbePattern
        /// Where weston's output starts in sway's.
        var origin: (x: Int, y: Int) { (inSway.window.x - inWeston.window.x, inSway.window.y - inWeston.window.y) }
    }

    private func startProbeInNestedWeston(title: String) throws -> NestedProbe {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let weston = try HeadlessWeston(width: 700, height: 500, nestedIn: sway)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), ["--size", "300x200", "--title", title],
                                      environment: ["WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 300, height: 200)
        // Where weston's output is in sway: the same pattern in both screenshots.
        let inWeston = try XCTUnwrap(ProbePattern(in: try weston.screenshot(timeout: 10, "the pattern in weston") {
            ProbePattern(in: $0).map { $0.problems(width: 300, height: 200).isEmpty } ?? false
        }))
        let inSway = try XCTUnwrap(ProbePattern(in: try sway.screenshot(timeout: 10, "the pattern in sway") {
            ProbePattern(in: $0).map { $0.problems(width: 300, height: 200).isEmpty } ?? false
        }))
        return NestedProbe(sway: sway, weston: weston, pointer: pointer, probe: probe, inWeston: inWeston, inSway: inSway)
    }


    /// The content of a client-side-framed view: the window geometry below the title bar.
    private func contentBox(of view: SwayView, titleHeight: Int) -> PixelBox {
        PixelBox(x: view.window.x, y: view.window.y + titleHeight, width: view.window.width, height: view.window.height - titleHeight)
    }

    /// What is wrong with `bar` as libdecor's title bar (empty when it looks right): mostly
    /// dark grey, some light grey text and buttons, none of the probe's colors.
    private func titleBarProblems(in shot: Screenshot, _ bar: PixelBox) -> [String] {
        var problems: [String] = []
        let area = bar.width * bar.height
        let dark = shot.count(in: bar) { isGrey($0) && $0.red < 70 }
        let light = shot.count(in: bar) { isGrey($0) && $0.red > 110 }
        if dark < area * 6 / 10 { problems.append("only \(dark) of \(area) pixels of \(bar) are dark grey") }
        if light < 40 { problems.append("only \(light) light pixels (title, buttons) in \(bar)") }
        let colors = probeColors(in: shot, bar)
        if colors > 0 { problems.append("\(colors) pixels of the probe's colors in \(bar)") }
        return problems
    }

    private func isGrey(_ color: RGB) -> Bool {
        max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) <= 12
    }

    /// The box of the light grey (text) pixels in `region`.
    private func lightBox(in shot: Screenshot, _ region: PixelBox) -> PixelBox? {
        var box: PixelBox?
        for grey in stride(from: 116, through: 255, by: 12) {
            guard let found = shot.boundingBox(of: RGB(grey, grey, grey), tolerance: 6, in: region)?.box else { continue }
            box = box.map { union($0, found) } ?? found
        }
        return box
    }

    private func union(_ a: PixelBox, _ b: PixelBox) -> PixelBox {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return PixelBox(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    private func probeColors(in shot: Screenshot, _ region: PixelBox) -> Int {
        shot.count(in: region) { color in
            [RGB.red, .green, .blue, .yellow].contains { color.matches($0, tolerance: 2) }
        }
    }
}
