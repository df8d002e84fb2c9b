@testable import UIKit
import XCTest

/// iOS 14's pointer lock is declared as Apple's, so a game's controller compiles; the pointer is never locked here.
final class PointerLockTests: XCTestCase {
    final class GameViewController: UIViewController {
        override var prefersPointerLocked: Bool { true }
        override var childViewControllerForPointerLock: UIViewController? { children.first }
    }

    func testAControllerMayAskForTheLockWhichIsNeverGranted() {
        onMainActor {
            let game = GameViewController()
            XCTAssertTrue(game.prefersPointerLocked)
            game.setNeedsUpdateOfPrefersPointerLocked()
            XCTAssertNil(game.childViewControllerForPointerLock)
            XCTAssertFalse(UIViewController().prefersPointerLocked)
            XCTAssertEqual(UIPointerLockState.didChangeNotification.rawValue, "UIPointerLockStateDidChangeNotification")
        }
    }
}
