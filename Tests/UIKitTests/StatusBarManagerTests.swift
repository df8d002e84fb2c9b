@testable import UIKit
import XCTest

/// A window scene's status bar: a desktop window has none, so it is hidden and empty, with the style the top view
/// controller prefers.
final class StatusBarManagerTests: XCTestCase {
    func testAWindowSceneHasNoStatusBar() {
        onMainActor {
            final class Dark: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            _ = installManualClock()
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            let window = UIWindow(windowScene: scene)
            window.rootViewController = Dark()
            let manager = scene.statusBarManager
            XCTAssertEqual(manager?.statusBarFrame, .zero)
            XCTAssertEqual(manager?.isStatusBarHidden, true)
            XCTAssertEqual(manager?.statusBarStyle, .lightContent, "the style the top controller prefers")
        }
    }

    func testAPresentedFullScreenControllerDecidesTheStyle() {
        onMainActor {
            final class Styled: UIViewController {
                var style = UIStatusBarStyle.default
                override var preferredStatusBarStyle: UIStatusBarStyle { style }
            }
            _ = installManualClock()
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            let window = UIWindow(windowScene: scene)
            let root = Styled(), cover = Styled()
            cover.style = .darkContent
            cover.modalPresentationStyle = .fullScreen
            window.rootViewController = root
            root.present(cover, animated: false)
            XCTAssertTrue(scene.statusBarController === cover)
            XCTAssertEqual(scene.statusBarManager?.statusBarStyle, .darkContent)
        }
    }

    func testTheAppWideStatusBarMembersFindNone() {
        onMainActor {
            let app = UIApplication.shared
            XCTAssertEqual(app.statusBarFrame, .zero)
            XCTAssertTrue(app.isStatusBarHidden)
            XCTAssertEqual(app.statusBarOrientation, .portrait)
        }
    }
}
