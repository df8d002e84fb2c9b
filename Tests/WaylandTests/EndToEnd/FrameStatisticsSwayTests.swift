import Foundation
import XCTest

/// `UIWindow.frameStatistics` on a real desktop, through the benchmark scenes' `--frame-stats` file: what the
/// desktop benchmark (scripts/bench-desktop.sh) reads instead of a log. Headless sway 1.7 sends no presentation
/// feedback (only the odd `discarded`), so the frames shown are checked under weston.
final class FrameStatisticsSwayTests: XCTestCase {
    func testWestonReportsTheCommittedFramesShown() throws {
        let weston = try HeadlessWeston(width: 640, height: 480)
        stopAfterTest(weston)
        let file = try Artifacts.temporaryFolder("frame-stats", in: "/tmp").appendingPathComponent("stats.jsonl")
        let demo = try launchDemo("cards", in: weston, arguments: ["--items", "4", "--frame-stats", file.path])
        let line = try waitForLine(in: file, "frames shown") { line in
            (line["presented"] as? Int ?? 0) > 20 && (line["committed"] as? Int ?? 0) >= (line["presented"] as? Int ?? 0)
        }
        XCTAssertLessThanOrEqual(line["discarded"] as? Int ?? 0, 2, "\(line)")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The red square the sprites scene's pointer drags.
    private let isSquare = { (pixel: RGB) in pixel.matches(RGB(242, 77, 89), tolerance: 6) }

    /// Headless sway with a virtual pointer and `demo sprites --items ITEMS` writing its statistics, once the square
    /// shows over the sprites.
    private func spritesScene(items: Int) throws -> (sway: HeadlessSway, pointer: VirtualPointer, demo: ClientProcess, file: URL) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        // The runtime folder belongs to the compositor's user, so the demo may write there.
        let file = sway.runtimeDirectory.appendingPathComponent("stats.jsonl")
        let demo = try launchDemo("sprites", in: sway, arguments: ["--items", "\(items)", "--frame-stats", file.path])
        // The square to drag, top left, over the dark background and the moving sprites.
        _ = try sway.screenshot(timeout: 15, "the square over the sprites") { [isSquare] shot in
            shot.count(in: PixelBox(x: 44, y: 44, width: 88, height: 88), where: isSquare) > 6000
        }
        return (sway, pointer, demo, file)
    }

    func testTheSpritesSceneCountsItsFramesAndTheLatencyOfADrag() throws {
        let (sway, pointer, demo, file) = try spritesScene(items: 40)
        let running = try waitForLine(in: file, "frames counted and shown") { line in
            (line["committed"] as? Int ?? 0) > 30 && (line["damage"] as? Int ?? 0) > 0 && line["first"] is Double
        }
        XCTAssertGreaterThan(running["render"] as? Double ?? 0, 0, "\(running)")
        try pointer.drag(from: (88, 88), to: (400, 300), steps: 20)
        _ = try sway.screenshot(timeout: 10, "the square where it was dropped") { [isSquare] shot in
            shot.count(in: PixelBox(x: 360, y: 260, width: 80, height: 80), where: isSquare) > 4000
        }
        let dragged = try waitForLine(in: file, "input latencies") { line in
            !(line["latencies"] as? [Double] ?? []).isEmpty
        }
        let latencies = try XCTUnwrap(dragged["latencies"] as? [Double])
        XCTAssertTrue(latencies.allSatisfy { $0 >= 0 && $0 < 2000 }, "latencies in ms: \(latencies)")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The first line of the statistics file `accept`s, waiting up to 15 s for it.
    private func waitForLine(in file: URL, _ what: String, _ accept: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: 15)
        var last = ""
        while Date() < deadline {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasSuffix("}") {
                last = String(line)
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], accept(object) {
                    return object
                }
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw HarnessError("no line with \(what) in \(file.path) within 15 s; the last: \(last)")
    }
}
