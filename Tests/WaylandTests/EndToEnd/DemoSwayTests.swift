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

    func testMailFliesTheIconIntoTheTappedFolderAndPulsesItYellow() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let assets = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets")
        let demo = try sway.launch(try BuiltProducts.executable("demo"), ["mail"], environment: ["UIKIT_ASSETS": assets.path])
        addTeardownBlock { demo.terminate() }
        // The bar (gray) over the white folder list, with the icon at the left of the bar.
        _ = try sway.screenshot(timeout: 15, "the mail bar over the folders") { shot in
            shot.color(x: 400, y: 5).matches(RGB(237, 237, 237), tolerance: 3) && shot.color(x: 400, y: 300) == .white
        }
        // Row 4 ("Receipts") spans y 64 + 4 × 44 … + 44.
        try pointer.click(400, 64 + 4 * 44 + 22)
        let row = PixelBox(x: 300, y: 64 + 4 * 44 + 4, width: 400, height: 36)
        // First the icon flies (not yellow yet), then the row turns yellow.
        _ = try sway.screenshot(timeout: 10, "the folder row pulsing yellow") { shot in
            shot.count(in: row) { $0.red > 240 && $0.green > 240 && $0.blue < 200 } > 1000
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
