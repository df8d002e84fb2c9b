import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// The keyboard's notifications as iOS posts them with a hardware keyboard: will change frame and will show as a text
/// input becomes first responder, did change frame and did show 0.25 s later on the context's clock; the same for hiding.
final class KeyboardNotificationTests: XCTestCase {
    func testAFieldTakingTheKeysShowsTheKeyboardAndTheDidNotificationsFollowItsAnimation() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            XCTAssertTrue(rig.first.becomeFirstResponder())
            XCTAssertEqual(rig.posted, ["willChangeFrame", "willShow"])
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 1), CGRect(x: 0, y: 480, width: 320, height: 0))
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 1), CGRect(x: 0, y: 480, width: 320, height: 0),
                           "a hardware keyboard covers nothing: a zero-high strip at the bottom")
            XCTAssertEqual(rig.info(1)[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
            XCTAssertEqual(rig.info(1)[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, UIView.AnimationCurve.easeInOut.rawValue)
            XCTAssertEqual(rig.info(1)[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, true)
            XCTAssertEqual(rig.info(0)[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, CGRect(x: 0, y: 480, width: 320, height: 0),
                           "the frame reads as a CGRect too, as on iOS")
            rig.context.advance(by: 0.24)
            XCTAssertEqual(rig.posted, ["willChangeFrame", "willShow"])
            rig.context.advance(by: 0.01)
            XCTAssertEqual(rig.posted, ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
            XCTAssertNil(rig.info(3)[UIResponder.keyboardAnimationDurationUserInfoKey], "only the will notifications carry the animation")
        }
    }

    func testResigningHidesTheKeyboard() {
        onMainActor {
            let rig = KeyboardRig(keyboardHeight: 300)
            defer { rig.finish() }
            rig.first.becomeFirstResponder()
            rig.context.advance(by: 0.25)
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 1), CGRect(x: 0, y: 180, width: 320, height: 300))
            rig.first.resignFirstResponder()
            XCTAssertEqual(Array(rig.posted.suffix(2)), ["willChangeFrame", "willHide"])
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 5), CGRect(x: 0, y: 180, width: 320, height: 300))
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 5), CGRect(x: 0, y: 480, width: 320, height: 300))
            rig.context.advance(by: 0.25)
            XCTAssertEqual(Array(rig.posted.suffix(2)), ["didChangeFrame", "didHide"])
        }
    }

    func testMovingBetweenFieldsKeepsTheKeyboardAndPostsWillShowAgain() {
        onMainActor {
            let rig = KeyboardRig(keyboardHeight: 300)
            defer { rig.finish() }
            rig.first.becomeFirstResponder()
            rig.context.advance(by: 0.25)
            rig.second.becomeFirstResponder()
            XCTAssertEqual(Array(rig.posted.dropFirst(4)), ["willShow"], "no hide between the fields, and the frame stays")
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameBeginUserInfoKey, of: 4), rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: 4))
            rig.context.advance(by: 0.25)
            XCTAssertEqual(Array(rig.posted.dropFirst(4)), ["willShow", "didShow"])
        }
    }

    func testTheFieldBeginsEditingBeforeTheKeyboardShows() {
        onMainActor {
            final class Delegate: NSObject, UITextFieldDelegate {
                var order: [String] = []
                func textFieldDidBeginEditing(_ textField: UITextField) { order.append("didBeginEditing") }
            }
            let rig = KeyboardRig()
            defer { rig.finish() }
            let delegate = Delegate()
            rig.first.delegate = delegate
            let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { delegate.order.append("willShow") }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            rig.first.becomeFirstResponder()
            XCTAssertEqual(delegate.order, ["didBeginEditing", "willShow"], "as iOS: the active field is known when the keyboard shows")
        }
    }

    func testOnlyRespondersThatTakeTextShowTheKeyboard() {
        onMainActor {
            final class Focusable: UIView {
                override var canBecomeFirstResponder: Bool { true }
            }
            final class Editor: UIView, UIKeyInput {
                override var canBecomeFirstResponder: Bool { true }
                var hasText: Bool { false }
                func insertText(_ text: String) {}
                func deleteBackward() {}
            }
            let rig = KeyboardRig()
            defer { rig.finish() }
            let plain = Focusable(frame: .zero), editor = Editor(frame: .zero)
            let readOnly = UITextView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            readOnly.isEditable = false
            for view in [plain, editor, readOnly] as [UIView] { rig.window.addSubview(view) }
            plain.becomeFirstResponder()
            readOnly.becomeFirstResponder()
            XCTAssertEqual(rig.posted, [], "neither a plain responder nor a read-only text view takes text")
            editor.becomeFirstResponder()
            XCTAssertEqual(rig.posted, ["willChangeFrame", "willShow"], "an app's own UIKeyInput editor does")
        }
    }

    func testASearchBarsFieldShowsTheKeyboard() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let bar = UISearchBar(frame: CGRect(x: 0, y: 300, width: 320, height: 56))
            rig.window.addSubview(bar)
            bar.becomeFirstResponder()
            XCTAssertEqual(rig.posted, ["willChangeFrame", "willShow"])
        }
    }
}
