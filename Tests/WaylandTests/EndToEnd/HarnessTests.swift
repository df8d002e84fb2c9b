import CCairo
import Foundation
import XCTest

/// Proves the end-to-end harness itself with stock programs, before any client of ours is
/// involved: the helpers, headless weston with weston-simple-shm, headless sway with
/// weston-eventdemo, grim, swaymsg, the virtual pointer and wtype.
final class HarnessTests: XCTestCase {
    func testClientProcessCollectsLinesAndExitStatus() throws {
        let client = try ClientProcess(Command("/bin/sh", ["-c", "echo one; echo two; echo oops >&2; read x; echo got $x; exit 3"]))
        XCTAssertEqual(try client.waitForLine(startingWith: "t"), "two")
        XCTAssertThrowsError(try client.waitForLine(startingWith: "never", timeout: 0.2)) { error in
            XCTAssertTrue("\(error)".contains("one"), "the failure lists the lines seen: \(error)")
        }
        try client.send("it")
        XCTAssertEqual(try client.waitForLine(startingWith: "got"), "got it")
        let exit = try client.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 3)
        XCTAssertEqual(exit.stderr, "oops\n")
    }

    func testScreenshotFindsBoxesOfAColor() throws {
        let url = Artifacts.file("harness-boxes", "png")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100)
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 0.25, 0.25, 0.25)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 10, 20, 30, 40)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 0, 1, 0.5)
        cairo_rectangle(cr, 100, 0, 10, 10)
        cairo_fill(cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, url.path), CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let shot = try Screenshot(contentsOf: url)
        XCTAssertEqual(shot.width, 200)
        XCTAssertEqual(shot.height, 100)
        let red = try XCTUnwrap(shot.boundingBox(of: .red))
        XCTAssertEqual(red.box, PixelBox(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(red.count, 1200)
        XCTAssertNil(shot.boundingBox(of: .green))
        XCTAssertEqual(shot.color(x: 0, y: 0), RGB(64, 64, 64))
        // Blue at half alpha over grey: (32, 32, 160) once composited.
        XCTAssertTrue(shot.color(x: 105, y: 5).matches(RGB(32, 32, 160), tolerance: 1), "\(shot.color(x: 105, y: 5))")
    }

    func testWestonShowsSimpleShm() throws {
        let weston = try HeadlessWeston(width: 640, height: 480)
        stopAfterTest(weston)
        let before = try Screenshot(contentsOf: weston.screenshot())
        XCTAssertEqual(before.width, 640)
        XCTAssertEqual(before.height, 480)

        let client = try weston.launch(URL(fileURLWithPath: try stockClient("weston-simple-shm")))
        // weston-simple-shm draws a 250x250 window: far more than the clock of the panel changes.
        let shot = try weston.screenshot(timeout: 10, "weston-simple-shm's window") {
            $0.differingPixels(from: before, tolerance: 8) > 20_000
        }
        XCTAssertTrue(client.isRunning, "weston-simple-shm died: \(client.report())\n\(weston.logTail())")
        XCTAssertEqual(shot.width, 640)

        // weston-simple-shm leaves its loop, and exits 0, when the compositor goes away.
        weston.kill()
        _ = try client.waitForExit(timeout: 5)
    }

    func testSwayRunsEventDemoWithPointerAndKeyboardInput() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        // weston-eventdemo works under sway (weston-simple-shm aborts there with "Both
        // buffers busy"), logs every input event, and draws a pure red 250x200 box.
        // stdbuf: line-buffered stdout, or the log would wait in the pipe.
        let demo = try sway.launch(URL(fileURLWithPath: try stockClient("stdbuf")), [
            "-oL", try stockClient("weston-eventdemo"), "--log-key", "--log-motion", "--log-button",
        ])
        let shot = try sway.screenshot(timeout: 10, "weston-eventdemo's red box") {
            $0.boundingBox(of: .red)?.box.width == 250
        }
        XCTAssertEqual(shot.width, 800)
        XCTAssertEqual(shot.height, 600)
        XCTAssertEqual(shot.boundingBox(of: .red)?.box.height, 200)

        let pointer = try sway.startVirtualPointer()
        let seats = try sway.swaymsg("-t", "get_seats")
        XCTAssertTrue(seats.contains("virtual pointer"), seats)

        // The demo asks for its wl_pointer only when the new device gives the seat a pointer
        // capability, and motion sent before that is lost: move until it reports motion.
        var moved = false
        for step in 0..<50 where !moved {
            let x = 200 + step % 2
            try pointer.move(Double(x), 150)
            moved = (try? demo.waitForLine("motion to (\(x), 150)", timeout: 0.2) {
                $0.hasPrefix("motion") && $0.contains("x: \(x).000000, y: 150.000000")
            }) != nil
        }
        XCTAssertTrue(moved, "weston-eventdemo saw no motion: \(demo.report())")
        try pointer.click(300, 200)
        try demo.waitForLine("button press") { $0.contains("button: 272, state: pressed, x: 300, y: 200") }
        try demo.waitForLine("button release") { $0.contains("button: 272, state: released") }

        try sway.type("hi")
        try demo.waitForLine("key h pressed") { $0.contains("unicode: 104, state: pressed") }
        try demo.waitForLine("key i pressed") { $0.contains("unicode: 105, state: pressed") }

        try sway.swaymsg("floating enable, resize set 500 400, move position 0 0")
        let tree = try sway.swaymsg("-t", "get_tree")
        XCTAssertTrue(tree.contains("\"width\": 500"), tree)
        _ = try sway.screenshot(timeout: 10, "the background right of the 500 px wide window") {
            $0.color(x: 700, y: 300) != $0.color(x: 250, y: 300)
        }

        // weston-eventdemo leaves its loop, and exits 0, when the compositor goes away.
        sway.kill()
        _ = try demo.waitForExit(timeout: 5)
        let pointerExit = try pointer.client.waitForExit(timeout: 5)
        XCTAssertEqual(pointerExit.status, 1)
        XCTAssertTrue(pointerExit.stderr.contains("lost the connection"), pointerExit.stderr)
    }

    /// A program the test needs (a demo client shipped with weston); skips when it is missing.
    private func stockClient(_ name: String) throws -> String {
        guard let path = findExecutable(name) else {
            throw XCTSkip("\(name) is not installed (scripts/deps.sh --test installs weston and its demos)")
        }
        return path
    }
}
