import Foundation
import XCTest

/// wayland-probe under headless sway (as an unprivileged user when the tests run as root):
/// a tiled window that fills the output, pointer input through the virtual pointer, keys
/// through wtype, a resize through swaymsg, and the end of the compositor.
final class ProbeSwayTests: XCTestCase {
    /// Starts sway at 800x600 and the probe in it, and waits until the probe has drawn at the
    /// output's size.
    private func startProbe() throws -> (HeadlessSway, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"), [])
        addTeardownBlock { probe.terminate() }
        try probe.waitForLine("'ready'") { $0 == "ready" }
        // The tiled size is the whole output (no bar, borders or gaps in the test config).
        try probe.waitForConfigure("800 600 with activated") {
            $0.width == 800 && $0.height == 600 && $0.states.contains("activated")
        }
        try probe.waitForFrame(width: 800, height: 600)
        return (sway, probe)
    }

    func testFillsTheOutputWithThePattern() throws {
        let (sway, probe) = try startProbe()
        let shot = try sway.screenshot(timeout: 10, "the probe's four quadrants filling 800x600") {
            ProbePattern(in: $0).map { $0.problems(width: 800, height: 600).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.window, PixelBox(x: 0, y: 0, width: 800, height: 600), "\(pattern)")
        XCTAssertEqual(pattern.red, PixelBox(x: 0, y: 0, width: 400, height: 280), "\(pattern)")
        XCTAssertTrue(probe.isRunning, probe.report())
    }

    func testPointerEventsArriveAtTheirCoordinates() throws {
        let (sway, probe) = try startProbe()
        let pointer = try sway.startVirtualPointer()

        try pointer.move(200, 150)
        // `pointer enter` when the probe's wl_pointer came after the move (the seat had no
        // pointer capability before the virtual pointer existed), else `pointer motion`.
        let at = try probe.waitForLine("pointer at (200, 150)") {
            ProbeOutput.pointer($0).map { abs($0.x - 200) < 0.6 && abs($0.y - 150) < 0.6 } ?? false
        }
        XCTAssertNotNil(ProbeOutput.pointer(at))

        // The ring follows the pointer: white pixels 14 px from it, in the red quadrant.
        _ = try sway.screenshot(timeout: 10, "the white ring around (200, 150)") { shot in
            shot.color(x: 200 + 14, y: 150) == .white && shot.color(x: 200, y: 150 - 14) == .white
                && shot.color(x: 200 - 14, y: 150) == .white
        }

        // …and nothing else is white in the red quadrant (no stray strokes). sway's headless
        // output composites the cursor (white-outlined arrow, hot spot at the pointer) into
        // the screenshot, hence the margin below and right of the ring.
        let shot = try Screenshot(contentsOf: sway.screenshot())
        let redQuadrant = PixelBox(x: 0, y: 0, width: 400, height: 280)
        let ringArea = PixelBox(x: 200 - 20, y: 150 - 20, width: 60, height: 60)
        let stray = shot.count(in: redQuadrant) { $0 == .white } - shot.count(in: ringArea) { $0 == .white }
        XCTAssertEqual(stray, 0, "white pixels away from the ring in \(shot.url.path)")

        try pointer.click(300, 200)
        let press = try probe.waitForLine("button 272 pressed") { ProbeOutput.button($0)?.pressed == true }
        XCTAssertEqual(ProbeOutput.button(press), ProbeOutput.Button(code: 272, pressed: true, x: 300, y: 200))
        let release = try probe.waitForLine("button 272 released") { ProbeOutput.button($0)?.pressed == false }
        XCTAssertEqual(ProbeOutput.button(release), ProbeOutput.Button(code: 272, pressed: false, x: 300, y: 200))

        try pointer.click(700, 500, button: "right")
        let right = try probe.waitForLine("button 273 pressed") { ProbeOutput.button($0)?.pressed == true }
        XCTAssertEqual(ProbeOutput.button(right), ProbeOutput.Button(code: 273, pressed: true, x: 700, y: 500))

        // A drag: press, motion through the way, release at the end.
        try pointer.drag(from: (100, 100), to: (500, 400), steps: 4)
        let dragPress = try probe.waitForLine("drag press") { ProbeOutput.button($0)?.pressed == true }
        XCTAssertEqual(ProbeOutput.button(dragPress), ProbeOutput.Button(code: 272, pressed: true, x: 100, y: 100))
        try probe.waitForLine("motion to (300, 250) while pressed") { $0 == "pointer motion 300.0 250.0" }
        let dragRelease = try probe.waitForLine("drag release") { ProbeOutput.button($0)?.pressed == false }
        XCTAssertEqual(ProbeOutput.button(dragRelease), ProbeOutput.Button(code: 272, pressed: false, x: 500, y: 400))
    }

    func testWheelScrolls() throws {
        let (sway, probe) = try startProbe()
        let pointer = try sway.startVirtualPointer()
        try pointer.move(400, 100)
        // The probe asks for its wl_pointer only when the new device gives the seat a pointer
        // capability; events sent before that are lost. Its `pointer enter` (or motion) line
        // says it is listening.
        try probe.waitForLine("pointer at (400, 100)") {
            ProbeOutput.pointer($0).map { abs($0.x - 400) < 0.6 && abs($0.y - 100) < 0.6 } ?? false
        }
        try pointer.scroll(1)
        let down = try probe.waitForLine(startingWith: "pointer axis vertical")
        XCTAssertGreaterThan(Double(down.split(separator: " ").last ?? "") ?? 0, 0, down)
        try pointer.scroll(0, horizontal: -2)
        let left = try probe.waitForLine(startingWith: "pointer axis horizontal")
        XCTAssertLessThan(Double(left.split(separator: " ").last ?? "") ?? 0, 0, left)
    }

    func testOutputScaleTwoDoublesTheBuffer() throws {
        let (sway, probe) = try startProbe()
        // 800x600 pixels at scale 2: the window is 400x300 logical, its buffer 800x600.
        try sway.swaymsg("output HEADLESS-1 scale 2")
        try probe.waitForConfigure("400 300") { $0.width == 400 && $0.height == 300 }
        let frame = try probe.waitForLine("frame 400 300 800 600") {
            ProbeOutput.frame($0) == ProbeOutput.Frame(width: 400, height: 300, bufferWidth: 800, bufferHeight: 600)
        }
        XCTAssertNotNil(frame)
        let shot = try sway.screenshot(timeout: 10, "the probe's quadrants at 400x300, scale 2") {
            ProbePattern(in: $0).map { $0.problems(width: 400, height: 300, scale: 2).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.window, PixelBox(x: 0, y: 0, width: 800, height: 600), "\(pattern)")
    }

    func testTypedTextArrives() throws {
        let (sway, probe) = try startProbe()
        let band = PixelBox(x: 0, y: 280, width: 800, height: 40)
        let before = try sway.screenshot(timeout: 10, "the pattern") { ProbePattern(in: $0) != nil }
        let textBefore = before.count(in: band) { $0.matches(.black, tolerance: 100) }

        try sway.type("hello")
        try probe.waitForLine("key h h") { $0 == "key h h" }
        try probe.waitForLine("text hello") { $0 == "text hello" }
        // The band shows the typed text instead of the placeholder.
        try sway.screenshot(timeout: 10, "other text in the band") { shot in
            let text = shot.count(in: band) { $0.matches(.black, tolerance: 100) }
            return text > 50 && text != textBefore
        }

        // A second wtype is a new virtual keyboard: the text goes on.
        try sway.type("Wo")
        try probe.waitForLine("key W W") { $0 == "key W W" }
        try probe.waitForLine("text helloWo") { $0 == "text helloWo" }
    }

    func testResizeReconfiguresAndRepaints() throws {
        let (sway, probe) = try startProbe()
        try sway.swaymsg("[title=\"^Wayland probe$\"] floating enable, resize set 500 400, move position 0 0")
        try probe.waitForConfigure("500 400") { $0.width == 500 && $0.height == 400 }
        let frame = try probe.waitForFrame(width: 500, height: 400)
        XCTAssertEqual(frame.bufferWidth, 500)
        XCTAssertEqual(frame.bufferHeight, 400)

        let shot = try sway.screenshot(timeout: 10, "the probe's quadrants at 500x400") {
            ProbePattern(in: $0).map { $0.problems(width: 500, height: 400).isEmpty } ?? false
        }
        let pattern = try XCTUnwrap(ProbePattern(in: shot))
        XCTAssertEqual(pattern.window, PixelBox(x: 0, y: 0, width: 500, height: 400), "\(pattern)")
        XCTAssertEqual(pattern.red.width, 250, "\(pattern)")
        XCTAssertEqual(pattern.red.height, 180, "\(pattern)")
        // Outside the window: sway's background, none of the probe's colors.
        XCTAssertNil(shot.boundingBox(of: .red, in: PixelBox(x: 500, y: 0, width: 300, height: 600)))
    }

    func testCloseRequestEndsProbeCleanly() throws {
        let (sway, probe) = try startProbe()
        // `kill` in sway asks the focused window to close (xdg_toplevel.close).
        try sway.swaymsg("[title=\"^Wayland probe$\"] kill")
        try probe.waitForLine("'close'") { $0 == "close" }
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 0, exit.stderr)
        XCTAssertEqual(exit.stderr, "")
    }

    func testKilledCompositorEndsProbeWithConnectionMessage() throws {
        let (sway, probe) = try startProbe()
        sway.kill()
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 1, exit.stderr)
        XCTAssertEqual(exit.stderr.split(separator: "\n").count, 1, "one line on stderr: \(exit.stderr)")
        XCTAssertTrue(exit.stderr.hasPrefix("wayland-probe: "), exit.stderr)
        XCTAssertTrue(exit.stderr.lowercased().contains("connection"), "names the lost connection: \(exit.stderr)")
    }

    func testCrashedCompositorEndsProbeWithConnectionMessage() throws {
        let (sway, probe) = try startProbe()
        sway.kill(signal: SIGKILL)
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 1, exit.stderr)
        XCTAssertEqual(exit.stderr.split(separator: "\n").count, 1, "one line on stderr: \(exit.stderr)")
        XCTAssertTrue(exit.stderr.lowercased().contains("connection"), "names the lost connection: \(exit.stderr)")
    }
}
