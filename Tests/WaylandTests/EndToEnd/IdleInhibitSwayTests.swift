import Foundation
import XCTest

/// `UIApplication.isIdleTimerDisabled` under headless sway: true puts an idle inhibitor on the key window's
/// surface (sway's tree shows `inhibit_idle`), false takes it off.
final class IdleInhibitSwayTests: XCTestCase {
    func testDisablingTheIdleTimerInhibitsIdleOnTheKeyWindowUntilEnabledAgain() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        try app.waitForLine("layout at the output's size") { $0 == "layout 800 600" }
        let shown = try sway.waitForView(appID: "uikit-probe", "shown") { $0.rect.width == 800 }
        XCTAssertFalse(shown.inhibitIdle, "no inhibitor before the app asks")

        try sway.type("i")
        try app.waitForLine("'idle timer disabled true'") { $0 == "idle timer disabled true" }
        try sway.waitForView(appID: "uikit-probe", "inhibiting idle") { $0.inhibitIdle }

        try sway.type("i")
        try app.waitForLine("'idle timer disabled false'") { $0 == "idle timer disabled false" }
        try sway.waitForView(appID: "uikit-probe", "no longer inhibiting idle") { !$0.inhibitIdle }
        XCTAssertTrue(app.isRunning, app.report())
    }
}
