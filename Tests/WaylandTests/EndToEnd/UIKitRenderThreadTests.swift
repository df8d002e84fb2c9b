import Foundation
import XCTest

/// A UIKit app keeps its animations' frame rate while its main thread is blocked, as on iOS: the render thread
/// evaluates the committed animations and presents frames by itself (headless sway, real frame callbacks).
final class UIKitRenderThreadTests: XCTestCase {
    /// The monotonic clock `CACurrentMediaTime()` reads in the app, read here.
    private static func mediaTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// The leftmost x of the green marker on its row, or nil when it is not on screen.
    private static func markerX(in shot: Screenshot, row: Int) -> Int? {
        (0..<400).first { shot.color(x: $0, y: row) == RGB(0, 255, 0) }
    }

    func testFramesKeepComingWhileTheMainThreadIsBlockedAndEventsFollowInOrder() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"], environment: ["UIKIT_LOG_LEVEL": "render=debug"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        _ = try sway.screenshot(timeout: 10, "the app's gray background") { $0.color(x: 200, y: 300).matches(RGB(235, 235, 235), tolerance: 2) }

        try sway.type("b")
        let begin = try app.waitForLine(startingWith: "block begin ")
        let blockStart = Double(begin.dropFirst("block begin ".count)) ?? .nan
        // While the main thread sleeps: two screenshots with a tap on the button between them.
        let first = try Screenshot(contentsOf: sway.screenshot())
        try pointer.click(60, 42)
        let second = try Screenshot(contentsOf: sway.screenshot())
        let shotsTaken = Self.mediaTime()
        let end = try app.waitForLine(startingWith: "block end ")
        let blockEnd = Double(end.dropFirst("block end ".count)) ?? .nan
        XCTAssertLessThan(shotsTaken, blockEnd, "both screenshots were taken while the main thread was blocked")

        // The marker moved on screen between the two screenshots, with the main thread asleep.
        let row = 600 - 70 + 15
        let x1 = try XCTUnwrap(Self.markerX(in: first, row: row), "the marker is on screen during the block")
        let x2 = try XCTUnwrap(Self.markerX(in: second, row: row), "the marker is on screen during the block")
        XCTAssertGreaterThan(x2, x1, "the animation went further during the block")

        // Frames were composed during the block, at rising times, paced by the compositor.
        let frameTimes = app.errorText.split(separator: "\n").compactMap { line -> Double? in
            guard let range = line.range(of: "frame at ") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != ":" })
        }
        let during = frameTimes.filter { $0 > blockStart && $0 < blockEnd }
        XCTAssertGreaterThanOrEqual(during.count, 5, "frames during the 1.2 s block: \(during)")
        XCTAssertEqual(during, during.sorted())

        // After the block: the fades' completions in order on the main thread, and the tap, hit at the button.
        // (The slide ends last, 2 s after it began: every line before it is in by then.)
        try app.waitForLine("'slide finished true'") { $0 == "slide finished true" }
        let lines = app.lines
        let order = ["block end", "completion 1 on main true", "completion 2 on main true"].map { prefix in
            lines.firstIndex { $0.hasPrefix(prefix) } ?? -1
        }
        XCTAssertEqual(order, order.sorted(), lines.joined(separator: "\n"))
        XCTAssertFalse(order.contains(-1), lines.joined(separator: "\n"))
        let tapped = try XCTUnwrap(lines.firstIndex(of: "button tapped"))
        XCTAssertGreaterThan(tapped, order[0], "the tap is delivered after the block")
    }

    /// An animation committed before the block but starting 0.1 s into it (a `delay`) starts on time: the render
    /// thread wakes for it without the main thread.
    func testADelayedAnimationStartsWhileTheMainThreadIsBlocked() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        _ = try sway.screenshot(timeout: 10, "the app's gray background") { $0.color(x: 200, y: 300).matches(RGB(235, 235, 235), tolerance: 2) }
        try sway.type("d")
        _ = try app.waitForLine(startingWith: "block begin ")
        let row = 600 - 70 + 15
        _ = try sway.screenshot(timeout: 5, "the delayed slide under way") { (Self.markerX(in: $0, row: row) ?? 0) > 4 }
        let seen = Self.mediaTime()
        let end = try app.waitForLine(startingWith: "block end ")
        let blockEnd = Double(end.dropFirst("block end ".count)) ?? .nan
        XCTAssertLessThan(seen, blockEnd, "the slide moved on screen while the main thread was blocked")
    }
}
