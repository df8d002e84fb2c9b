import QuartzCore
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// A hardware keyboard scrolls the content: the arrows by a line, the page keys and Space by a page, Home and End to
/// the ends, unless `allowsKeyboardScrolling` is off or a text field holds the keys.
final class UIScrollViewKeyboardScrollingTests: XCTestCase {
    private final class ListController: UIViewController {
        let scrollView = UIScrollView()
        let field = UITextField()
        override func loadView() {
            scrollView.contentSize = CGSize(width: 200, height: 2000)
            scrollView.addSubview(field)
            field.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
            view = scrollView
        }
    }

    @MainActor
    private static func rig() -> (ListController, WindowInput, () -> Void) {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let controller = ListController()
        window.rootViewController = controller
        window.makeKey()
        window.layoutIfNeeded()
        UIApplication.firstResponder = nil
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        let settle = {
            renderer.renderFrame()
            clock.advance(by: 1)
            renderer.renderFrame()
        }
        return (controller, WindowInput(window: window), settle)
    }

    @MainActor
    private static func press(_ name: String, _ input: WindowInput, modifiers: KeyModifiers = []) {
        input.handle(KeyEvent(code: 100, keysym: 0, name: name, text: name == "space" ? " " : "", isPressed: true, isRepeat: false, modifiers: modifiers, time: 0))
        input.handle(KeyEvent(code: 100, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: modifiers, time: 0))
    }

    func testTheKeysScrollTheControllersContentScrollViewAnimated() {
        onMainActor {
            let (controller, input, settle) = Self.rig()
            let scrollView = controller.scrollView
            XCTAssertTrue(scrollView.allowsKeyboardScrolling, "on by default, as on iOS 17")
            Self.press("Down", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 40, "an arrow scrolls a line")
            Self.press("Next", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 300, "Page Down scrolls a page less a line")
            Self.press("space", input, modifiers: .shift)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 40, "Shift-Space pages back")
            Self.press("End", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 1700, "End goes to the bottom")
            Self.press("Up", input, modifiers: .command)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 0, "Command-Up goes to the top")
            Self.press("Left", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset, .zero, "an axis that does not scroll stays")
        }
    }

    func testNoScrollingWhenItIsNotAllowedOrATextFieldHoldsTheKeys() {
        onMainActor {
            let (controller, input, settle) = Self.rig()
            let scrollView = controller.scrollView
            scrollView.allowsKeyboardScrolling = false
            Self.press("Down", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            scrollView.allowsKeyboardScrolling = true
            XCTAssertTrue(controller.field.becomeFirstResponder())
            Self.press("Next", input)
            settle()
            XCTAssertEqual(scrollView.contentOffset.y, 0, "the field's keys stay the field's")
        }
    }
}
