import Foundation
import XCTest

/// A display link whose handler moves a view fires once per frame, without nesting (it used to recurse through the
/// commit its own changes caused, until the stack overflowed).
final class UIKitDisplayLinkTests: XCTestCase {
    func testADisplayLinkThatMovesAViewFiresOncePerFrame() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle", "--link"])
        addTeardownBlock { app.terminate() }
        guard let line = try? app.waitForLine(startingWith: "link fires ") else {
            return XCTFail("the app died: " + String(app.errorText.prefix(2500)))
        }
        let parts = line.split(separator: " ")
        let fires = Int(parts[2]) ?? -1, deepest = Int(parts[4]) ?? -1, frames = Int(parts[6]) ?? -1
        XCTAssertEqual(deepest, 1, line)
        // sway's headless output runs at 60 Hz: at most one fire a frame in the link's first second, and a fire for
        // each frame the window committed (a loaded machine commits fewer than 60; each fire moves the marker, so
        // the commits follow the fires, one frame behind at the end of the second).
        XCTAssertLessThanOrEqual(fires, 70, line)
        XCTAssertGreaterThanOrEqual(frames, 5, line)
        XCTAssertLessThanOrEqual(abs(fires - frames), 3 + frames / 10, line)
    }
}
