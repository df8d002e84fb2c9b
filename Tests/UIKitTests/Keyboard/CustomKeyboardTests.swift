import Foundation
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// A keyboard of the app's own: its keys type into the first responder through the input view controller's text
/// document proxy, and it shows at the window's foot in the keyboard's place while its text field edits.
final class CustomKeyboardTests: XCTestCase {
    /// A keyboard with one key that types its title.
    @MainActor
    final class LetterKeyboard: UIInputViewController {
        let key = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            key.setTitle("a", for: .normal)
            key.addAction(UIAction { [unowned self] _ in textDocumentProxy.insertText(key.currentTitle ?? "") }, for: .touchUpInside)
            inputView?.addSubview(key)
        }
    }

    /// A text field whose keyboard is `LetterKeyboard`.
    @MainActor
    final class KeyboardField: UITextField {
        let keyboard = LetterKeyboard()
        override var inputViewController: UIInputViewController? { keyboard }
    }

    func testTheProxyTypesIntoTheFirstResponderAndReadsAroundTheCaret() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let keyboard = UIInputViewController()
            let proxy = keyboard.textDocumentProxy
            XCTAssertFalse(proxy.hasText)
            proxy.insertText("lost")
            XCTAssertEqual(rig.first.text, "", "no first responder, nowhere to type")
            rig.first.text = "Hello world"
            rig.first.becomeFirstResponder()
            rig.first.selectedTextRange = rig.first.textRange(from: rig.first.beginningOfDocument,
                                                              to: rig.first.position(from: rig.first.beginningOfDocument, offset: 5)!)
            XCTAssertEqual(proxy.selectedText, "Hello")
            proxy.insertText("Goodbye")
            XCTAssertEqual(rig.first.text, "Goodbye world")
            XCTAssertEqual(proxy.documentContextBeforeInput, "Goodbye")
            XCTAssertEqual(proxy.documentContextAfterInput, " world")
            XCTAssertNil(proxy.selectedText)
            proxy.deleteBackward()
            XCTAssertEqual(rig.first.text, "Goodby world")
            proxy.adjustTextPositionByCharacterOffset(3)
            XCTAssertEqual(proxy.documentContextBeforeInput, "Goodby wo")
            let identifier = proxy.documentIdentifier
            XCTAssertEqual(proxy.documentIdentifier, identifier, "one document, one identifier")
            rig.second.becomeFirstResponder()
            XCTAssertNotEqual(proxy.documentIdentifier, identifier, "another text input, another document")
            proxy.insertText("second")
            XCTAssertEqual(rig.second.text, "second")
            keyboard.dismissKeyboard()
            XCTAssertFalse(rig.second.isFirstResponder)
        }
    }

    func testTheProxyCarriesTheDocumentsTraits() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            rig.first.keyboardType = .emailAddress
            rig.first.returnKeyType = .go
            rig.first.becomeFirstResponder()
            let proxy = UIInputViewController().textDocumentProxy
            XCTAssertEqual(proxy.keyboardType, .emailAddress)
            XCTAssertEqual(proxy.returnKeyType, .go)
            XCTAssertNotNil(proxy.documentInputMode?.primaryLanguage)
        }
    }

    func testAnInputViewShowsInTheKeyboardsPlaceAndItsKeysType() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let field = KeyboardField(frame: CGRect(x: 20, y: 120, width: 280, height: 30))
            rig.window.addSubview(field)
            field.keyboard.inputView?.frame.size.height = 180
            field.becomeFirstResponder()
            let keys = try! XCTUnwrap(field.keyboard.inputView)
            XCTAssertTrue(keys.window === rig.window)
            XCTAssertEqual(keys.frame, CGRect(x: 0, y: 300, width: 320, height: 180))
            XCTAssertEqual(rig.frame(UIResponder.keyboardFrameEndUserInfoKey, of: rig.notes.count - 1), CGRect(x: 0, y: 300, width: 320, height: 180),
                           "the keyboard's notifications give the custom keyboard's frame")
            XCTAssertEqual(keys.backgroundColor, .systemGray5, "a keyboard-styled UIInputView")
            field.keyboard.key.sendActions(for: .touchUpInside)
            field.keyboard.key.sendActions(for: .touchUpInside)
            XCTAssertEqual(field.text, "aa")
            field.resignFirstResponder()
            XCTAssertNil(keys.superview, "gone with the keyboard")
        }
    }

    func testATextFieldsInputViewShowsAtItsDefaultHeight() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let pad = UIInputView(frame: .zero, inputViewStyle: .default)
            XCTAssertEqual(pad.inputViewStyle, .default)
            XCTAssertFalse(pad.allowsSelfSizing)
            rig.first.inputView = pad
            XCTAssertTrue(rig.first.inputView === pad)
            rig.first.becomeFirstResponder()
            XCTAssertEqual(pad.frame, CGRect(x: 0, y: 480 - 216, width: 320, height: 216))
            rig.second.becomeFirstResponder()
            XCTAssertNil(pad.superview, "the next field has the standard keyboard")
        }
    }

    func testTheKeyboardControllersFlagsAndLexicon() {
        let heard = expectation(description: "lexicon")
        onMainActor {
            _ = installManualClock()
            let keyboard = UIInputViewController()
            XCTAssertTrue(keyboard.hasFullAccess)
            XCTAssertFalse(keyboard.needsInputModeSwitchKey)
            keyboard.advanceToNextInputMode()
            XCTAssertNotNil(keyboard.inputView)
            keyboard.requestSupplementaryLexicon { lexicon in
                XCTAssertTrue(lexicon.entries.contains { $0.userInput == "omw" && $0.documentText == "On my way!" })
                heard.fulfill()
            }
        }
        wait(for: [heard], timeout: 5)
    }

    func testTheKeyboardShowsAtTheWindowsFoot() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let rig = KeyboardRig()
            defer { rig.finish() }
            rig.window.backgroundColor = .white
            let field = KeyboardField(frame: CGRect(x: 20, y: 120, width: 280, height: 30))
            field.borderStyle = .roundedRect
            rig.window.addSubview(field)
            field.keyboard.inputView?.frame.size.height = 120
            field.keyboard.key.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
            field.keyboard.key.backgroundColor = .white
            field.becomeFirstResponder()
            field.keyboard.key.sendActions(for: .touchUpInside)
            let renderer = OffscreenRenderer(window: rig.window)
            rig.context.advance(by: 0.3)
            _ = renderer.renderFrame()
            return try XCTUnwrap(renderer.image)
        }
        assertSnapshot(image, named: "customKeyboardAtTheFoot")
    }
}
