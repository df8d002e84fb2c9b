import Foundation
import XCTest

/// Combine's main-thread schedulers inside a real app's run loop (`UIApplicationMain`'s, under sway): the probe's
/// `--combine` pipelines each report on the main thread, including values sent from a background queue while the
/// idle app sleeps.
final class UIKitCombineSwayTests: XCTestCase {
    func testMainQueueAndMainRunLoopSchedulersRunInTheAppsRunLoop() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle", "--combine"])
        addTeardownBlock { app.terminate() }
        // The pipelines deliver in no fixed order: each wait takes whichever expected line comes next.
        var expected: Set = [
            "combine delay main queue main=true", "combine delay run loop main=true", "combine debounce app main=true",
            "combine timer 3 ticks main=true", "combine main queue hop 7 main=true", "combine run loop hop 8 main=true",
        ]
        while !expected.isEmpty {
            let line = try app.waitForLine("one of \(expected.sorted())", timeout: 10) { expected.contains($0) }
            expected.remove(line)
        }
        XCTAssertTrue(app.isRunning, app.report())
    }
}
