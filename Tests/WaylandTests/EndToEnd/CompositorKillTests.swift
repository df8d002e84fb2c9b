import Foundation
import XCTest

/// The compositor dies (SIGKILL) while a scene animates: the app ends at once with one line
/// naming the cause and status 1, never a crash, a core dump or a hang.
final class CompositorKillTests: XCTestCase {
    func testTheDemoEndsWithOneLineEachTimeItsCompositorIsKilled() throws {
        let tries = FaultRun.count(short: 4, long: 20)
        var exitTimes: [TimeInterval] = []
        for attempt in 0..<tries {
            // Alternately sway and weston, killed at a different moment of the animation each time.
            let compositor: any HeadlessCompositor & Sendable
            let demo: ClientProcess
            if attempt % 2 == 0 {
                let sway = try HeadlessSway(width: 640, height: 480)
                compositor = sway
                demo = try launchDemo("clouds", in: sway)
            } else {
                let weston = try HeadlessWeston(width: 800, height: 600)
                compositor = weston
                demo = try launchDemo("clouds", in: weston)
            }
            defer { compositor.kill() }
            try compositor.screenshot(timeout: 20, "the clouds scene (try \(attempt + 1))") { shot in
                shot.count { $0.matches(RGB(84, 153, 237), tolerance: 3) } > 10_000
            }
            usleep(useconds_t(attempt * 37 % 200) * 1000)
            compositor.kill(signal: SIGKILL)
            let killed = Date()
            let (status, stderr) = try demo.waitForExit(timeout: 10)
            exitTimes.append(Date().timeIntervalSince(killed))
            let lines = stderr.split(separator: "\n")
            XCTAssertEqual(status, 1, "try \(attempt + 1): exit status (128 + N is signal N)\n\(stderr)")
            XCTAssertEqual(lines.count, 1, "try \(attempt + 1): one line on stderr:\n\(stderr)")
            XCTAssertTrue(lines.last?.hasPrefix("demo: lost the connection to the Wayland compositor") == true, "try \(attempt + 1): \(stderr)")
        }
        print("compositor killed \(tries) times; the demo exited with status 1 after at most \(String(format: "%.2f", exitTimes.max() ?? 0)) s")
    }
}
