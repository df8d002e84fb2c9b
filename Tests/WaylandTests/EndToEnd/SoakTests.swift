import Foundation
import XCTest

/// `scripts/soak.sh` on the Clouds scene in headless sway: its memory and descriptors stay flat.
/// 60 s with a sample every 10 s in the test command, as the issue asks of CI; FAULT_LONG=1:
/// 600 s (by hand, `scripts/soak.sh clouds 3600` runs the hour the issue names).
final class SoakTests: XCTestCase {
    func testCloudsKeepsItsMemoryAndDescriptorsFlat() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/soak.sh")
        // Where sway's user may read it, as the demo's copy.
        let copy = sway.workDirectory.appendingPathComponent("soak.sh")
        try FileManager.default.copyItem(at: script, to: copy)
        chmod(copy.path, 0o755)
        // The heap settles over the first minutes (measured by hand: +1.8% from 30 s to 330 s,
        // flat after 180 s), so the baseline is taken halfway.
        let (seconds, interval) = FaultRun.isLong ? (600, 10) : (60, 10)
        var command = sway.command("/bin/bash", [copy.path, "clouds", "\(seconds)"])
        command.environment.merge([
            "DEMO": try sway.runnable(try BuiltProducts.executable("demo")).path,
            "UIKIT_ASSETS": repositoryAssets.path,
            "SOAK_INTERVAL": "\(interval)",
            "SOAK_WARMUP": "\(seconds / 2)",
        ]) { $1 }
        let result = try command.run(timeout: TimeInterval(seconds + 30), allowFailure: true)
        print(result.text)
        XCTAssertEqual(result.status, 0, "soak.sh: \(result.text)\(result.stderr)")
        XCTAssertEqual(result.text.split(separator: "\n").filter { $0.hasPrefix("t=") }.count, seconds / interval, result.text)
    }
}
