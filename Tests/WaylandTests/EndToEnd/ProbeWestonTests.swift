import Foundation
import XCTest

/// wayland-probe under headless weston: the configure sequence, the pattern on screen,
/// and the clear failures when there is no compositor or it goes away.
final class ProbeWestonTests: XCTestCase {
    func testDefaultSizePatternOnScreen() throws {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), [])
        addTeardownBlock { probe.terminate() }

        try probe.waitForLine("'ready'") { $0 == "ready" }
        // weston's first configure is 0x0: the client chooses its size, 640x480 by default.
        // The probe may print the configure as received (0 0) or as applied (640 480).
        let configure = try probe.waitForConfigure("(the first one)") { _ in true }
        XCTAssertTrue([0, 640].contains(configure.width) && [0, 480].contains(configure.height),
                      "first configure \(configure)")
        XCTAssertFalse(configure.states.contains("maximized") || configure.states.contains("fullscreen"), "\(configure)")
        let frame = try probe.waitForFrame(width: 640, height: 480)
        XCTAssertEqual(frame.bufferWidth, 640)
        XCTAssertEqual(frame.bufferHeight, 480)

        // The output is larger than the window, so weston's desktop shell shows all of it,
        // somewhere below its panel.
        let shot = try weston.screenshot(timeout: 10, "the probe's four quadrants at 640x480") {
            ProbePattern(in: $0).map { $0.problems(width: 640, height: 480).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.red.width, 320, "\(pattern)")
        XCTAssertEqual(pattern.red.height, 220, accuracy: 2, "\(pattern)")
        XCTAssertEqual(pattern.window.width, 640, "\(pattern)")
        XCTAssertEqual(pattern.window.height, 480, "\(pattern)")
        // The band between the quadrants is white, with the black text "type here" in it.
        let band = PixelBox(x: pattern.window.x, y: pattern.red.maxY, width: 640, height: 40)
        XCTAssertGreaterThan(shot.count(in: band) { $0 == .white }, 640 * 40 / 2, "white band in \(shot.url.path)")
        XCTAssertGreaterThan(shot.count(in: band) { $0.matches(.black, tolerance: 60) }, 50, "text in \(shot.url.path)")
        XCTAssertTrue(probe.isRunning, probe.report())
    }

    func testSizeOption() throws {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), ["--size", "400x300"])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 400, height: 300)
        let shot = try weston.screenshot(timeout: 10, "the probe's four quadrants at 400x300") {
            ProbePattern(in: $0).map { $0.problems(width: 400, height: 300).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.red.width, 200, "\(pattern)")
        XCTAssertEqual(pattern.red.height, 130, "\(pattern)")
    }

    func testKilledCompositorEndsProbeWithConnectionMessage() throws {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), [])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 640, height: 480)

        weston.kill()
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 1, exit.stderr)
        let lines = exit.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line on stderr: \(exit.stderr)")
        XCTAssertTrue(lines.first?.hasPrefix("wayland-probe: ") ?? false, exit.stderr)
        XCTAssertTrue(exit.stderr.lowercased().contains("connection"), "names the lost connection: \(exit.stderr)")
    }

    func testNoCompositorNamesWaylandDisplay() throws {
        let runtime = try Artifacts.temporaryFolder("no-compositor")
        defer { try? FileManager.default.removeItem(at: runtime) }
        let probe = try ClientProcess(Command(try BuiltProducts.executable("wayland-probe").path, [], environment: [
            "PATH": "/usr/bin:/bin",
            "XDG_RUNTIME_DIR": runtime.path,
            "WAYLAND_DISPLAY": "wayland-missing",
        ]))
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 1, exit.stderr)
        XCTAssertEqual(exit.stderr.split(separator: "\n").count, 1, "one line on stderr: \(exit.stderr)")
        XCTAssertTrue(exit.stderr.hasPrefix("wayland-probe: "), exit.stderr)
        XCTAssertTrue(exit.stderr.contains("WAYLAND_DISPLAY"), exit.stderr)
        XCTAssertFalse(probe.lines.contains("ready"), "\(probe.lines)")
    }
}
