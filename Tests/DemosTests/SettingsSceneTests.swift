@testable import Demos
import Foundation
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// The settings scene driven as a person would: tap a row (push), drag back from the edge half-way and let go
/// (the pop cancels), then all the way (it pops), open the account sheet and close it with Escape.
final class SettingsSceneTests: SceneTestCase {
    @MainActor
    private final class Session {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 360))
        lazy var renderer = OffscreenRenderer(window: window)
        let tabs: UITabBarController

        init() {
            // Keys go to the first responder when there is one; an earlier test's may linger.
            _ = UIApplication.firstResponder?.resignFirstResponder()
            tabs = SettingsScene.makeController() as! UITabBarController
            window.rootViewController = tabs
            window.makeKey()
            renderer.renderFrame()
        }

        var navigation: UINavigationController { tabs.selectedViewController as! UINavigationController }

        func frames(_ seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded()) {
                clock.advance(by: 1.0 / 60)
                renderer.renderFrame()
            }
        }

        func tap(_ point: CGPoint) {
            renderer.pointerDown(at: point)
            frames(1.0 / 60)
            renderer.pointerUp()
        }

        /// Drags from the leading edge to `x` over `seconds`, resting `rest` seconds before letting go.
        func edgeDrag(to x: CGFloat, over seconds: Double, rest: Double) {
            renderer.pointerDown(at: CGPoint(x: 3, y: 200))
            let steps = Int(seconds * 60)
            for step in 1...steps {
                frames(1.0 / 60)
                renderer.pointerMove(to: CGPoint(x: 3 + (x - 3) * CGFloat(step) / CGFloat(steps), y: 200))
            }
            frames(rest)
            renderer.pointerMove(to: CGPoint(x: x, y: 200))
            renderer.pointerUp()
        }

        func key(_ name: String, code: UInt32, modifiers: KeyModifiers = []) {
            renderer.input.handle(KeyEvent(code: code, keysym: 0, name: name, text: "", isPressed: true, isRepeat: false, modifiers: modifiers, time: 0))
            renderer.input.handle(KeyEvent(code: code, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: modifiers, time: 0))
        }
    }

    func testTheSceneStartsWithoutAnyDiagnostic() {
        MainActor.assumeIsolated {
            let session = Session()
            session.frames(0.2)
            XCTAssertEqual(CADiagnostics.messages, [], "no frame rejected, nothing misused")
        }
    }

    func testPushCancelledPopPopAndTheSheet() throws {
        let (pushed, sheet) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let session = Session()
            XCTAssertEqual(session.navigation.topViewController?.title, "Settings")
            session.tap(CGPoint(x: 200, y: 44 + 44 + 22))
            session.frames(0.5)
            XCTAssertEqual(session.navigation.topViewController?.title, "Display", "the second row pushed its screen")
            let pushed = try XCTUnwrap(session.renderer.image)

            session.edgeDrag(to: 200, over: 0.3, rest: 0.2)
            XCTAssertTrue(session.navigation.transitionCoordinator?.isCancelled ?? false, "let go slowly before half-way: cancel")
            session.frames(0.5)
            XCTAssertEqual(session.navigation.topViewController?.title, "Display")

            session.edgeDrag(to: 400, over: 0.3, rest: 0)
            session.frames(0.5)
            XCTAssertEqual(session.navigation.topViewController?.title, "Settings", "dragged all the way: popped")

            let list = try XCTUnwrap(session.navigation.topViewController as? SettingsListViewController)
            list.showAccount()
            session.frames(0.6)
            XCTAssertNotNil(list.presentedViewController)
            let sheet = try XCTUnwrap(session.renderer.image)
            session.key("Escape", code: 1)
            session.frames(0.6)
            XCTAssertNil(list.presentedViewController, "Escape closed the sheet")

            session.tap(CGPoint(x: 360, y: 340))
            session.frames(0.3)
            XCTAssertEqual(session.tabs.selectedIndex, 1, "the About tab")
            return (pushed, sheet)
        }
        assertSnapshot(pushed, named: "pushed")
        assertSnapshot(sheet, named: "sheet")
    }
}
