import Foundation
@testable import UIKit
import XCTest

/// `endEditing(_:)`: the first responder inside a view resigns, asking its delegate unless forced.
final class EndEditingTests: TextInputTestCase {
    func testEndEditingAsksTheDelegateUnlessForced() {
        onMainActor {
            let rig = TextInputRig()
            let form = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            rig.window.addSubview(form)
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            form.addSubview(field)
            let recorder = TextFieldDelegateTests.Recorder()
            recorder.allowEnd = false
            field.delegate = recorder
            XCTAssertTrue(field.becomeFirstResponder())

            XCTAssertFalse(form.endEditing(false), "the delegate keeps it editing")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(recorder.calls.suffix(1), ["shouldEnd"])

            XCTAssertTrue(rig.window.endEditing(true), "forced from the window")
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(recorder.calls.suffix(2), ["shouldEnd", "didEnd"], "not asked again when forced")
        }
    }

    func testEndEditingLeavesAResponderOutsideTheViewAlone() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            let elsewhere = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 50))
            rig.window.addSubview(elsewhere)
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(elsewhere.endEditing(true), "nothing inside was editing")
            XCTAssertTrue(field.isFirstResponder)
            let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
            elsewhere.addSubview(textView)
            XCTAssertTrue(textView.becomeFirstResponder())
            XCTAssertTrue(elsewhere.endEditing(false))
            XCTAssertFalse(textView.isFirstResponder)
        }
    }
}
