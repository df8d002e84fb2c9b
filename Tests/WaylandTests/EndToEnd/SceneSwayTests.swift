import Foundation
import XCTest

/// The iOS 13 template's launch under headless sway (`uikit-probe --scene`): the app delegate makes no window and
/// names the "Default Configuration"; the module's `SceneDelegate` is made, makes a `UIWindow(windowScene:)` visible
/// in `scene(_:willConnectTo:options:)`, and that window is the one on the desktop; the scene becomes active.
final class SceneSwayTests: XCTestCase {
    func testTheSceneDelegatesWindowIsTheDesktopWindow() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let app = try sway.launch(try BuiltProducts.executable("uikit-probe"), ["--scene", "--idle"])
        addTeardownBlock { app.terminate() }
        try app.waitForLine("'launched'") { $0 == "launched" }
        try app.waitForLine("'scene connected 1'") { $0 == "scene connected 1" }
        try app.waitForLine("'scene foreground'") { $0 == "scene foreground" }
        let view = try sway.waitForView(appID: "uikit-probe", "titled by the scene delegate") { $0.title == "Scene probe" }
        XCTAssertEqual(view.rect.width, 800)
        _ = try sway.screenshot(timeout: 10, "the scene's orange window") { $0.color(x: 400, y: 300).matches(RGB(255, 128, 0), tolerance: 3) }
        try app.waitForLine("'scene active'") { $0 == "scene active" }
    }
}
