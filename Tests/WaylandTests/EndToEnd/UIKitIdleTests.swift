import Foundation
import XCTest

/// A UIKit app with nothing to animate and no input sleeps: no frame callbacks, no timers.
final class UIKitIdleTests: XCTestCase {
    /// Context switches of every thread of `pid` so far (each wake-up is one).
    private func wakeUps(_ pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
                .compactMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
                .reduce(0, +)
        }
    }

    /// Runs uikit-probe with `arguments` under sway and checks that, once drawn and settled, it does not wake up for 2 s.
    private func assertIdles(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), arguments)
        addTeardownBlock { app.terminate() }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        _ = try sway.screenshot(timeout: 10, "the app drawn") { $0.color(x: 700, y: 580) == .white }
        // Let the last frame's callback and presentation events arrive, and the window give back its spare buffer
        // and freed heap once (a second after its last frame), then watch.
        // On a loaded machine those late events can still fall into the first window, so the quietest of up to three
        // consecutive windows counts: an app drawing frames wakes about 120 times in every one of them.
        Thread.sleep(forTimeInterval: 1.8)
        var quietest = Int.max
        for _ in 0..<3 where quietest > 2 {
            let before = wakeUps(app.processIdentifier)
            Thread.sleep(forTimeInterval: 2)
            quietest = min(quietest, wakeUps(app.processIdentifier) - before)
        }
        XCTAssertLessThanOrEqual(quietest, 2, "wake-ups in the quietest 2 s of idling", file: file, line: line)
        XCTAssertTrue(app.isRunning, app.report(), file: file, line: line)
    }

    func testAnIdleAppDoesNotWakeUp() throws {
        try assertIdles(["--idle"])
    }

    /// A paused animation of a custom property that needs display changes nothing: the app idles (neither the
    /// render thread nor the main thread is asked for frames).
    func testAPausedCustomPropertyAnimationLetsTheAppIdle() throws {
        try assertIdles(["--idle", "--paused-level"])
    }
}
