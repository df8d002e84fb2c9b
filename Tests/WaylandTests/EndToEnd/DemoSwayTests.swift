import Foundation
import XCTest

/// The demo's scenes on a real desktop: headless sway.
final class DemoSwayTests: XCTestCase {
    func testCloudsDriftOverTheSky() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let assets = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets")
        let demo = try sway.launch(try BuiltProducts.executable("demo"), ["clouds"], environment: ["UIKIT_ASSETS": assets.path])
        addTeardownBlock { demo.terminate() }
        let sky = RGB(84, 153, 237)
        func cloudPixels(_ shot: Screenshot) -> Int {
            shot.count { $0.red > 180 && $0.green > 200 && $0.blue > 230 }
        }
        let first = try sway.screenshot(timeout: 15, "a sky with clouds") { shot in
            shot.color(x: 400, y: 5).matches(sky, tolerance: 3) && cloudPixels(shot) > 1500
        }
        // The clouds move: a later screenshot differs where they are.
        _ = try sway.screenshot(timeout: 15, "the clouds moved") { shot in
            shot.differingPixels(from: first, tolerance: 8) > 50
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
