import Foundation
@testable import UIKit
import XCTest

/// Where a focus update goes: the first of the environment's preferred environments that resolves, an environment
/// that is itself focusable, else its first focusable item in reading order.
final class FocusPreferredEnvironmentTests: XCTestCase {
    /// A controller that prefers one of its tiles.
    final class Screen: UIViewController {
        let first = FocusTile(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        let second = FocusTile(frame: CGRect(x: 10, y: 100, width: 80, height: 40))
        var preferred: [any UIFocusEnvironment] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(first)
            view.addSubview(second)
        }

        override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred.isEmpty ? super.preferredFocusEnvironments : preferred }
    }

    func testAnUpdateFollowsThePreferencesDownFromTheWindow() {
        onMainActor {
            let rig = FocusRig()
            let screen = Screen()
            rig.window.rootViewController = screen
            screen.view.frame = rig.window.bounds
            XCTAssertTrue(rig.window.preferredFocusEnvironments.first === screen, "a window prefers its root controller")
            XCTAssertTrue(screen.parentFocusEnvironment === rig.window)
            XCTAssertTrue(screen.view.parentFocusEnvironment === screen)
            XCTAssertTrue(screen.first.parentFocusEnvironment === screen.view)

            rig.system.requestFocusUpdate(to: rig.window)
            rig.system.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === screen.first, "with no preference, the first item in reading order")

            screen.preferred = [screen.second]
            screen.setNeedsFocusUpdate()
            screen.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === screen.second, "the controller contains the focused item, so it may move it")
        }
    }

    func testAnEnvironmentAwayFromFocusCannotTakeItWithSetNeedsFocusUpdate() {
        onMainActor {
            let rig = FocusRig()
            let one = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40))
            let other = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            rig.window.addSubview(other)
            let inside = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: other)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === one)
            other.setNeedsFocusUpdate()
            other.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === one, "the view does not contain the focused item")
            XCTAssertTrue(UIFocusSystem.environment(other, contains: inside))
            XCTAssertFalse(UIFocusSystem.environment(other, contains: one))
            rig.system.requestFocusUpdate(to: other)
            rig.system.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === inside, "the focus system's request moves focus anywhere")
        }
    }

    func testAFocusSystemBelongsToTheWindowOfTheEnvironment() {
        onMainActor {
            let rig = FocusRig()
            let tile = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40))
            XCTAssertTrue(UIFocusSystem.focusSystem(for: tile) === rig.system)
            XCTAssertNil(UIFocusSystem.focusSystem(for: UIView()), "a view in no window has none")
        }
    }
}
