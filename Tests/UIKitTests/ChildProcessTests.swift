@testable import UIKit
import XCTest

/// The helper programs UIKit starts without Foundation's `Process`.
final class ChildProcessTests: XCTestCase {
    func testOutputAndStatusOfAProgram() throws {
        let echo = try XCTUnwrap(ChildProcess.output(of: "/bin/echo", ["enable", "animations"]))
        XCTAssertEqual(echo.status, 0)
        XCTAssertEqual(String(decoding: echo.output, as: UTF8.self), "enable animations\n")
        XCTAssertEqual(ChildProcess.output(of: "/bin/false", [])?.status, 1)
        XCTAssertEqual(ChildProcess.output(of: "/bin/sh", ["-c", "exit 7"])?.status, 7)
    }

    func testAProgramThatIsNotThereDoesNotStart() {
        XCTAssertNil(ChildProcess.output(of: "/nonexistent/gsettings", []))
        XCTAssertFalse(ChildProcess.launch("/nonexistent/xdg-open", ["https://example.org"]))
    }

    /// A launched program is reaped when it ends: no zombie is left.
    func testALaunchedProgramIsReaped() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        XCTAssertTrue(ChildProcess.launch("/bin/sh", ["-c", "echo $$ > \(marker.path)"]))
        var pid: Int32?
        for _ in 0..<200 where pid == nil {
            pid = (try? String(contentsOf: marker, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let child = try XCTUnwrap(pid)
        var gone = false
        for _ in 0..<200 where !gone {
            gone = !FileManager.default.fileExists(atPath: "/proc/\(child)")
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertTrue(gone, "the child was reaped")
        try? FileManager.default.removeItem(at: marker)
    }
}
