import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// A responder's input accessory shows at the window's foot: docked alone while a controller that can become first
/// responder is, riding above the keyboard while a text input edits, sliding in and out in the keyboard's animation
/// with the keyboard notifications reporting its frame.
final class InputAccessoryDockingTests: XCTestCase {
    func testAControllerThatBecomesFirstResponderDocksItsBarAndTheNotificationsCarryItsFrame() {
        onMainActor {
            let rig = InputAccessoryRig()
            defer { rig.finish() }
            let bar = rig.controller.bar
            XCTAssertNil(bar.window, "nothing shows before the controller is first responder")
            XCTAssertTrue(rig.controller.becomeFirstResponder())
            XCTAssertEqual(rig.keyboard.posted, ["willChangeFrame", "willShow"])
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 1), CGRect(x: 0, y: 480, width: 320, height: 44))
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 1), CGRect(x: 0, y: 436, width: 320, height: 44),
                           "the reported keyboard is the docked bar")
            XCTAssertEqual(rig.keyboard.info(1)[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
            XCTAssertTrue(bar.window === rig.window)
            XCTAssertEqual(rig.frame(of: bar), CGRect(x: 0, y: 436, width: 320, height: 44), "as wide as the window, at its foot")
            XCTAssertEqual(rig.shownFrame(of: bar)?.minY, 480, "it starts below the window")
            rig.keyboard.context.advance(by: 0.125)
            XCTAssertEqual(rig.shownFrame(of: bar)?.minY ?? 0, 458, accuracy: 0.01, "halfway at half time: the ease-in-out curve")
            XCTAssertEqual(rig.keyboard.posted.count, 2)
            rig.keyboard.context.advance(by: 0.125)
            XCTAssertEqual(CACurrentMediaTime() - rig.start, 0.25, accuracy: 1e-9)
            XCTAssertEqual(rig.keyboard.posted, ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
            XCTAssertEqual(rig.shownFrame(of: bar)?.minY, 436)
        }
    }

    func testResigningSlidesTheBarOutAndTakesItOutOfTheWindow() {
        onMainActor {
            let rig = InputAccessoryRig()
            defer { rig.finish() }
            let bar = rig.controller.bar
            rig.controller.becomeFirstResponder()
            rig.keyboard.context.advance(by: 0.25)
            rig.controller.resignFirstResponder()
            XCTAssertEqual(Array(rig.keyboard.posted.suffix(2)), ["willChangeFrame", "willHide"])
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 5), CGRect(x: 0, y: 480, width: 320, height: 44))
            XCTAssertTrue(bar.window === rig.window, "still sliding down")
            rig.keyboard.context.advance(by: 0.125)
            XCTAssertEqual(rig.shownFrame(of: bar)?.minY ?? 0, 458, accuracy: 0.01)
            rig.keyboard.context.advance(by: 0.125)
            XCTAssertEqual(Array(rig.keyboard.posted.suffix(2)), ["didChangeFrame", "didHide"])
            XCTAssertNil(bar.superview, "gone once it has slid out")
        }
    }

    func testAFieldInsideTheBarTakesTheKeysAndTheBarRidesAboveTheKeyboard() {
        onMainActor {
            let rig = InputAccessoryRig(keyboardHeight: 300)
            defer { rig.finish() }
            let bar = rig.controller.bar
            let guide = rig.controller.view.keyboardLayoutGuide
            rig.controller.becomeFirstResponder()
            rig.keyboard.context.advance(by: 0.25)
            rig.window.layoutIfNeeded()
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 436, width: 320, height: 44), "the keyboard guide follows the docked bar")
            XCTAssertTrue(rig.controller.barField.becomeFirstResponder())
            XCTAssertEqual(Array(rig.keyboard.posted.dropFirst(4)), ["willChangeFrame", "willShow"], "no hide between: the bar stays")
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 5), CGRect(x: 0, y: 436, width: 320, height: 44))
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 5), CGRect(x: 0, y: 136, width: 320, height: 344))
            XCTAssertTrue(bar.window === rig.window)
            XCTAssertEqual(rig.frame(of: bar), CGRect(x: 0, y: 136, width: 320, height: 44))
            rig.keyboard.context.advance(by: 0.25)
            rig.window.layoutIfNeeded()
            XCTAssertEqual(rig.shownFrame(of: bar)?.minY, 136)
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 136, width: 320, height: 344))
        }
    }

    func testAFieldInTheControllersViewShowsTheControllersBarUpItsResponderChain() {
        onMainActor {
            let rig = InputAccessoryRig()
            defer { rig.finish() }
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
            rig.controller.view.addSubview(field)
            field.becomeFirstResponder()
            XCTAssertTrue(rig.controller.bar.window === rig.window, "the field has no bar of its own; its controller's shows")
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 1), CGRect(x: 0, y: 436, width: 320, height: 44))
        }
    }

    func testReloadInputViewsSwapsTheBarAndReportsTheNewHeight() {
        onMainActor {
            let rig = InputAccessoryRig()
            defer { rig.finish() }
            rig.controller.becomeFirstResponder()
            rig.keyboard.context.advance(by: 0.25)
            let tall = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
            rig.controller.replacement = tall
            XCTAssertTrue(rig.controller.bar.window === rig.window, "nothing changes until the views are reloaded")
            rig.controller.reloadInputViews()
            XCTAssertNil(rig.controller.bar.superview, "the old bar leaves at once")
            XCTAssertEqual(rig.frame(of: tall), CGRect(x: 0, y: 420, width: 320, height: 60))
            XCTAssertEqual(Array(rig.keyboard.posted.dropFirst(4)), ["willChangeFrame", "willShow"])
            XCTAssertEqual(rig.keyboard.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 5), CGRect(x: 0, y: 420, width: 320, height: 60))
            rig.controller.reloadInputViews()
            XCTAssertEqual(rig.keyboard.posted.count, 6, "reloading the same views tells nothing")
        }
    }

    func testABarWithAnIntrinsicHeightTakesItAndTheWindowsWidth() {
        onMainActor {
            final class GrowingBar: UIView {
                var height: CGFloat = 52
                override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
            }
            let rig = KeyboardRig()
            defer { rig.finish() }
            let bar = GrowingBar(frame: .zero)
            bar.autoresizingMask = .flexibleHeight
            rig.first.inputAccessoryView = bar
            XCTAssertTrue(rig.first.inputAccessoryView === bar)
            rig.first.becomeFirstResponder()
            XCTAssertEqual(bar.convert(bar.bounds, to: rig.window), CGRect(x: 0, y: 428, width: 320, height: 52))
            XCTAssertEqual(bar.autoresizingMask, .flexibleHeight, "the app's own mask is left alone")
            bar.height = 80
            rig.first.reloadInputViews()
            XCTAssertEqual(bar.convert(bar.bounds, to: rig.window), CGRect(x: 0, y: 400, width: 320, height: 80))
            bar.height = 100
            bar.invalidateIntrinsicContentSize()
            XCTAssertEqual(bar.convert(bar.bounds, to: rig.window), CGRect(x: 0, y: 380, width: 320, height: 100),
                           "a growing bar takes its height without a reload, as a chat bar's text view grows")
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: rig.notes.count - 1), CGRect(x: 0, y: 380, width: 320, height: 100))
            rig.second.becomeFirstResponder()
            rig.context.advance(by: 0.25)
            XCTAssertNil(bar.superview, "the next field has no bar")
        }
    }

    func testATextFieldsBarSitsOnTopOfItsCustomKeyboard() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let keys = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), inputViewStyle: .keyboard)
            let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            rig.first.inputView = keys
            rig.first.inputAccessoryView = bar
            rig.first.becomeFirstResponder()
            XCTAssertEqual(keys.frame, CGRect(x: 0, y: 280, width: 320, height: 200))
            XCTAssertEqual(bar.convert(bar.bounds, to: rig.window), CGRect(x: 0, y: 236, width: 320, height: 44))
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 1), CGRect(x: 0, y: 236, width: 320, height: 244),
                           "the reported frame holds the bar and the keyboard")
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 1), CGRect(x: 0, y: 480, width: 320, height: 244))
        }
    }
}
