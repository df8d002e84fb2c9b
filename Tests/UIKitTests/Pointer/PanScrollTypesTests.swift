@testable import UIKit
import XCTest

/// iOS 13.4's scroll types on a pan recognizer are declared as Apple's (a touchpad's scrolling drives them:
/// `Gestures/TouchpadGestureTests`).
final class PanScrollTypesTests: XCTestCase {
    func testAPanMayNameTheScrollTypesItTakes() {
        onMainActor {
            let pan = UIPanGestureRecognizer()
            XCTAssertEqual(pan.allowedScrollTypesMask, [])
            pan.allowedScrollTypesMask = .all
            XCTAssertEqual(pan.allowedScrollTypesMask, [.discrete, .continuous])
            XCTAssertEqual(UIScrollType.continuous.rawValue, 1)
        }
    }
}
