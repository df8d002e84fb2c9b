@testable import UIKit
import Wayland
import XCTest

/// Keys go to the first responder only in the window it belongs to.
final class FirstResponderWindowTests: XCTestCase {
    /// A field focused in another window (or one no longer shown) does not take this window's keys: Alt+Left
    /// still pops this window's navigation stack.
    func testAFieldOfAnotherWindowDoesNotTakeThisWindowsKeys() {
        onMainActor {
            let stack = NavigationStack(pushed: true), rig = stack.rig
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
            other.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertNil(rig.window.firstResponderHere, "the field is not this window's")
            XCTAssertTrue(other.firstResponderHere === field)

            rig.renderer.input.handle(KeyEvent(code: 105, keysym: 0xff51, name: "Left", text: "", isPressed: true,
                                               isRepeat: false, modifiers: .alternate, time: 1))
            rig.frame(after: 1)
            XCTAssertTrue(stack.navigation.topViewController === stack.a, "Alt+Left pops this window's stack")
            XCTAssertEqual(field.text, "", "the other window's field took nothing")
            field.resignFirstResponder()
        }
    }
}
