import Foundation
import XCTest

/// The pointer's cursor comes from the cursor theme: entering the window sets a cursor surface
/// holding a theme image (libwayland-cursor), hot spot and all.
final class CursorTests: XCTestCase {
    func testEnteringTheWindowSetsAThemeCursor() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), [], environment: ["WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForLine("'ready'") { $0 == "ready" }
        try probe.waitForFrame(width: 800, height: 600)
        let mark = probe.errorMark
        try pointer.move(300, 200)
        try probe.waitForLine("the pointer over the window") { ProbeOutput.pointer($0) != nil }
        // The theme's image is attached to a cursor surface and set on the pointer with its hot spot.
        try probe.waitForWaylandLog(after: mark, "wl_pointer.set_cursor with a surface") { log in
            log.request("wl_pointer", "set_cursor(").map { log.lines[$0].contains("wl_surface@") } ?? false
        }
        let log = probe.waylandLog(from: 0)
        let setCursor = try XCTUnwrap(log.request("wl_pointer", "set_cursor(").map { log.lines[$0] })
        // "wl_pointer@N.set_cursor(serial, wl_surface@S, hx, hy)": surface S holds the theme's image.
        let surface = try XCTUnwrap(setCursor.split(separator: " ").first { $0.hasPrefix("wl_surface@") }?
            .trimmingCharacters(in: CharacterSet(charactersIn: ",")))
        XCTAssertNotNil(log.lines.first { $0.contains(" -> \(surface).attach(wl_buffer@") },
                        "the cursor surface \(surface) got a theme image buffer")
    }

    func testAWindowThatHidesTheCursorSetsNoSurface() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), ["--cursor", "none"], environment: ["WAYLAND_DEBUG": "client"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForLine("'ready'") { $0 == "ready" }
        try probe.waitForFrame(width: 800, height: 600)
        let mark = probe.errorMark
        try pointer.move(300, 200)
        try probe.waitForLine("the pointer over the window") { ProbeOutput.pointer($0) != nil }
        try probe.waitForWaylandLog(after: mark, "wl_pointer.set_cursor with no surface") { log in
            log.request("wl_pointer", "set_cursor(").map { log.lines[$0].contains("nil") } ?? false
        }
    }
}
