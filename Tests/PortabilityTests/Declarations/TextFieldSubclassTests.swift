import Foundation
import TestSupport
import UIKit
import XCTest

/// A padded text field with a wider caret, a delegate that caps the length and ends editing on Return, and a text
/// view subclass, written as iOS apps write them.
class PaddedTextField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        autocorrectionType = .no
        returnKeyType = .done
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }

    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }

    override func caretRect(for position: UITextPosition) -> CGRect {
        var rect = super.caretRect(for: position)
        rect.size.width = 3
        return rect
    }
}

class LengthLimiter: NSObject, UITextFieldDelegate {
    let limit = 5

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= limit
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

class NotesView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        font = UIFont.preferredFont(forTextStyle: .body)
        textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class TextFieldSubclassTests: XCTestCase {
    func testAPaddedFieldWithALimitingDelegate() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = PaddedTextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let limiter = LengthLimiter()
        field.delegate = limiter
        window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("abcdefg")
        XCTAssertEqual(field.text, "", "seven characters are over the limit")
        field.insertText("abc")
        field.insertText("de")
        field.insertText("f")
        XCTAssertEqual(field.text, "abcde")
        XCTAssertEqual(field.caretRect(for: field.endOfDocument).width, 3)
        XCTAssertGreaterThanOrEqual(field.caretRect(for: field.beginningOfDocument).minX, 12 - 2)
        XCTAssertTrue(limiter.textFieldShouldReturn(field))
        XCTAssertFalse(field.isFirstResponder)

        let notes = NotesView(frame: CGRect(x: 0, y: 60, width: 300, height: 120), textContainer: nil)
        window.addSubview(notes)
        notes.text = "Shopping\n- milk"
        XCTAssertEqual(notes.text.components(separatedBy: "\n").count, 2)
        XCTAssertEqual(notes.textContainerInset.top, 12)
    }
}
