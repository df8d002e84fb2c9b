import Foundation
import XCTest

/// The app's lifecycle under headless sway: `UIApplicationMain` makes the delegate through its own `override init()`,
/// and closing the last window sends the app to the background before it terminates, as an iOS app leaving the
/// screen hears `applicationDidEnterBackground(_:)` first.
final class UIKitLifecycleTests: XCTestCase {
    func testClosingTheLastWindowEntersTheBackgroundThenTerminates() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'delegate made'") { $0 == "delegate made" }
        try app.waitForLine("'launched'") { $0 == "launched" }
        _ = try sway.waitForView(appID: "uikit-probe", "shown") { $0.rect.width == 800 }
        try sway.swaymsg("[app_id=\"uikit-probe\"] kill")
        try app.waitForLine("'background true'") { $0 == "background true" }
        try app.waitForLine("'terminate'") { $0 == "terminate" }
        let exit = try app.waitForExit()
        XCTAssertEqual(exit.status, 0, exit.stderr)
    }
}
