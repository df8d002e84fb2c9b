import Foundation
import XCTest

/// What real compositors can send that a client rarely sees: a first configure of 0×0, a
/// window of 1×1 pixel, an output scale change and a new output, mid-animation.
final class ProtocolEdgeTests: XCTestCase {
    private let sky = RGB(84, 153, 237)

    func testAConfigureOf0x0LetsTheDemoChooseItsSize() throws {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let demo = try launchDemo("clouds", in: weston, environment: ["WAYLAND_DEBUG": "client"])
        // weston's first configure is 0×0: the demo answers with a buffer of its own size, 800×600.
        // (weston draws no frames: libdecor's title bar and border come in buffers of their own.)
        try demo.waitForWaylandLog(after: 0, "configure(0, 0) answered by an 800×600 buffer") { log in
            guard let configure = log.event("xdg_toplevel", "configure(0, 0") else { return false }
            return log.lines[configure...].contains { $0.contains("create_buffer(") && $0.contains(", 800, 600, 3200,") }
        }
        try weston.screenshot(timeout: 15, "the sky of an 800×600 window") { shot in
            shot.count { $0.matches(self.sky, tolerance: 3) } > 300_000
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testAWindowOf1x1PixelAndBackSurvives() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("genius", in: sway, environment: ["WAYLAND_DEBUG": "client"])
        try sway.waitForView(appID: "demo", "tiled at 800×600", timeout: 15) { $0.rect.width == 800 }
        // The tiled window follows the output: a 1×1 output gives it a 1×1 configure.
        let mark = demo.errorMark
        try sway.swaymsg("output HEADLESS-1 resolution 1x1")
        try demo.waitForWaylandLog(after: mark, "a 1×1 configure acknowledged with a 1×1 buffer") { log in
            guard let configure = log.event("xdg_toplevel", "configure(1, 1"),
                  let ack = log.request("xdg_surface", "ack_configure(", from: configure)
            else { return false }
            return log.request("wl_surface", "commit(", from: ack) != nil
                && log.lines[configure...].contains { $0.contains("create_buffer(") && $0.contains(", 1, 1, 4,") }
        }
        try sway.swaymsg("output HEADLESS-1 resolution 800x600")
        _ = try sway.waitForView(appID: "demo", "back at 800×600") { $0.rect.width == 800 && $0.rect.height == 600 }
        try sway.screenshot(timeout: 15, "Genius's covers again") { shot in
            let cover = shot.color(x: 390, y: 180)
            return cover.red > 200 && cover.blue < 120
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testAnOutputScaleChangeWhileAnimatingRedrawsAtTheNewScale() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("clouds", in: sway, environment: ["WAYLAND_DEBUG": "client"])
        try sway.screenshot(timeout: 15, "the clouds scene") { $0.count { $0.matches(self.sky, tolerance: 3) } > 100_000 }
        let mark = demo.errorMark
        try sway.swaymsg("output HEADLESS-1 scale 2")
        // 400×300 points at scale 2: the same 800×600 pixels, now with buffer scale 2 (the buffers
        // of the same size may be reused, so the scale, not a new buffer, is what shows it). The
        // output's scale event and the configure come in either order, and a frame may be committed
        // between them, so the buffer scale may be set before the configure or after it.
        try demo.waitForWaylandLog(after: mark, "a configure of 400×300 answered at buffer scale 2") { log in
            guard let configure = log.event("xdg_toplevel", "configure(400, 300"),
                  let ack = log.request("xdg_surface", "ack_configure(", from: configure)
            else { return false }
            return log.request("wl_surface", "commit(", from: ack) != nil
                && log.lines.contains { $0.contains(".set_buffer_scale(2)") }
        }
        try sway.screenshot(timeout: 15, "the sky filling the output at scale 2") { shot in
            shot.color(x: 790, y: 5).matches(self.sky, tolerance: 3) && shot.color(x: 5, y: 590).matches(self.sky, tolerance: 3)
        }
        // The clouds keep animating: frames keep coming. (Whether one shows moving depends on
        // where the scene put them at random: after the scale change they may all be off the
        // narrower window for a while.)
        try demo.waitForWaylandLog(after: mark, "30 frames committed after the configure") { log in
            guard let configure = log.event("xdg_toplevel", "configure(400, 300") else { return false }
            return log.lines[configure...].filter { $0.contains("wl_surface@") && $0.contains(".commit()") }.count >= 30
        }
        // The buffer scale is surface state the compositor keeps: sent once for the change, not with every frame.
        XCTAssertEqual(demo.waylandLog(from: mark).requests("wl_surface", "set_buffer_scale(").count, 1)
        try sway.swaymsg("output HEADLESS-1 scale 1")
        try sway.screenshot(timeout: 15, "the sky back at scale 1") { shot in
            shot.color(x: 790, y: 5).matches(self.sky, tolerance: 3) && shot.color(x: 5, y: 590).matches(self.sky, tolerance: 3)
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// An output plugged in while the scene animates, and the window moved onto it. (Removing
    /// one cannot be shown headless: sway 1.7 has no `unplug`, and fails to commit
    /// `output HEADLESS-2 disable` — "Failed to commit output HEADLESS-2".)
    func testAWindowMovedToANewOutputRedrawsAtItsSize() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("clouds", in: sway, environment: ["WAYLAND_DEBUG": "client"])
        try sway.waitForView(appID: "demo", "mapped", timeout: 15) { $0.rect.width == 800 }
        try sway.swaymsg("create_output")
        try sway.swaymsg("output HEADLESS-2 resolution 640x480 position 800 0")
        let mark = demo.errorMark
        try sway.swaymsg("[app_id=\"demo\"] move container to output HEADLESS-2")
        try demo.waitForWaylandLog(after: mark, "wl_surface.enter of the new output and a 640×480 buffer") { log in
            log.event("wl_surface", "enter(") != nil
                && log.lines.contains { $0.contains("create_buffer(") && $0.contains(", 640, 480, 2560,") }
        }
        try sway.screenshot(timeout: 15, "the sky filling the new output") { shot in
            shot.width >= 1440 && shot.color(x: 1430, y: 470).matches(self.sky, tolerance: 3)
                && shot.color(x: 805, y: 5).matches(self.sky, tolerance: 3)
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
