import Foundation
@testable import UIKit
import XCTest

/// The field's delegate refusing and rewriting edits, its control events, notifications and first-responder life.
final class TextFieldDelegateTests: TextInputTestCase {
    @MainActor
    final class Recorder: UITextFieldDelegate {
        var calls: [String] = []
        var refuseDigits = false
        var uppercase = false
        var allowEnd = true
        var allowClear = true

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return true }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowClear }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            if refuseDigits, string.contains(where: \.isNumber) { return false }
            if uppercase {
                // The delegate makes the change itself, uppercased, and refuses the field's.
                let current = (textField.text ?? "") as NSString
                textField.text = current.replacingCharacters(in: range, with: string.uppercased())
                return false
            }
            return true
        }
    }

    func testADelegateRefusesEditsAndRewritesThem() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            let recorder = Recorder()
            field.delegate = recorder
            field.becomeFirstResponder()
            recorder.refuseDigits = true
            rig.type("a1b2")
            XCTAssertEqual(field.text, "ab", "the digits were refused")
            recorder.refuseDigits = false
            recorder.uppercase = true
            rig.type("cd")
            XCTAssertEqual(field.text, "abCD", "the delegate's own change stands")
        }
    }

    func testEditingSendsItsEventsNotificationsAndDelegateCallsInOrder() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            let recorder = Recorder()
            field.delegate = recorder
            var events: [String] = []
            field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
            field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
            let notes = NoteLog()
            let center = NotificationCenter.default
            let observers = [
                center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil) { _ in notes.entries.append("begin") },
                center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in notes.entries.append("change") },
                center.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) { _ in notes.entries.append("end") },
            ]
            defer { observers.forEach(center.removeObserver) }

            XCTAssertFalse(field.isEditing)
            rig.click(CGPoint(x: 60, y: 35))
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(field.isEditing)
            rig.type("hi")
            recorder.allowEnd = false
            XCTAssertFalse(field.resignFirstResponder(), "the delegate keeps the keys here")
            XCTAssertTrue(field.isEditing)
            recorder.allowEnd = true
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(events, ["begin", "changed", "changed", "end"])
            XCTAssertEqual(notes.entries, ["begin", "change", "change", "end"])
            XCTAssertEqual(recorder.calls, ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
        }
    }

    func testReturnAsksTheDelegateAndEndsEditingOnExit() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field()
            let recorder = Recorder()
            field.delegate = recorder
            var exits = 0
            field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
            field.becomeFirstResponder()
            rig.press("Return")
            XCTAssertEqual(exits, 1)
            XCTAssertTrue(recorder.calls.contains("shouldReturn"))
            XCTAssertFalse(field.isFirstResponder, "an action for editingDidEndOnExit ends editing")
        }
    }

    func testTheClearButtonClearsUnlessTheDelegateSaysNo() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "something")
            field.clearButtonMode = .always
            field.borderStyle = .roundedRect
            rig.window.layoutIfNeeded()
            XCTAssertFalse(field.clearButton.isHidden)
            let recorder = Recorder()
            field.delegate = recorder
            recorder.allowClear = false
            let center = field.convert(CGPoint(x: field.clearButton.frame.midX, y: field.clearButton.frame.midY), to: rig.window)
            rig.click(center)
            XCTAssertEqual(field.text, "something")
            recorder.allowClear = true
            rig.click(center)
            XCTAssertEqual(field.text, "")
            XCTAssertTrue(field.clearButton.isHidden, "no button without text")
            XCTAssertEqual(recorder.calls.filter { $0 == "shouldClear" }.count, 2)
        }
    }

    func testClearsOnBeginEditingAndTheSideViewsFollowTheirModes() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "old")
            field.clearsOnBeginEditing = true
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            field.leftView = left
            field.leftViewMode = .unlessEditing
            rig.window.layoutIfNeeded()
            XCTAssertFalse(left.isHidden)
            XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 20, "the text starts after the left view")
            field.becomeFirstResponder()
            XCTAssertEqual(field.text, "")
            XCTAssertTrue(left.isHidden)
        }
    }

    func testASecureFieldShowsDotsAndRefusesCopy() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "pässwörd")
            field.isSecureTextEntry = true
            field.becomeFirstResponder()
            rig.press("a", .control)
            UIPasteboard.general.string = "before"
            rig.press("c", .control)
            XCTAssertEqual(UIPasteboard.general.string, "before", "nothing copied from a secure field")
            XCTAssertFalse(field.canPerformAction("copy:", withSender: nil))
            XCTAssertEqual(field.surface.canvas.layout?.selectionRects(forUTF16Range: NSRange(location: 0, length: 8)).isEmpty, false)
            rig.press("Left", .control)
            XCTAssertEqual(field.surface.editor.selectedRange.location, 0, "word moves go to the ends: words are hidden")
        }
    }
}
