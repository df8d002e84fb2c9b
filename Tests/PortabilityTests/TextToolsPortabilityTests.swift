import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A note editor as an iOS app writes it (Swift 5): a spelling check that lists the misspelled words with their
/// first guess, a font button presenting the system font picker, and a field typed with the app's own number pad.
final class DraftEditorViewController: UIViewController, UIFontPickerViewControllerDelegate {
    let textView = UITextView()
    let amountField = UITextField()
    private let checker = UITextChecker()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = CGRect(x: 16, y: 16, width: 358, height: 300)
        textView.font = UIFont.systemFont(ofSize: 17)
        view.addSubview(textView)
        amountField.frame = CGRect(x: 16, y: 330, width: 200, height: 34)
        amountField.inputView = NumberPadView(target: amountField)
        view.addSubview(amountField)
    }

    /// Each misspelled word of the note with the checker's best guess ("" when it has none).
    func spellingIssues() -> [(word: String, guess: String)] {
        let text = textView.text ?? ""
        let nsText = text as NSString
        var issues: [(String, String)] = []
        var offset = 0
        while offset < nsText.length {
            let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: nsText.length),
                                                      startingAt: offset, wrap: false, language: "en_US")
            if range.location == NSNotFound { break }
            let guess = checker.guesses(forWordRange: range, in: text, language: "en_US")?.first ?? ""
            issues.append((nsText.substring(with: range), guess))
            offset = range.location + range.length
        }
        return issues
    }

    func ignore(_ word: String) {
        checker.ignoreWord(word)
    }

    func chooseFont() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = false
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        textView.font = UIFont(descriptor: descriptor, size: 17)
        viewController.dismiss(animated: true)
    }
}

/// The app's own number pad: digit keys and a delete key that type into the field it serves.
final class NumberPadView: UIInputView, UIInputViewAudioFeedback {
    weak var target: UIKeyInput?
    private(set) var keys: [UIButton] = []

    init(target: UIKeyInput) {
        self.target = target
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 240), inputViewStyle: .keyboard)
        allowsSelfSizing = false
        for title in ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0", "⌫"] {
            let key = UIButton(type: .system)
            key.setTitle(title, for: .normal)
            key.addAction(UIAction { [weak self] _ in self?.press(title) }, for: .touchUpInside)
            keys.append(key)
            addSubview(key)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var enableInputClicksWhenVisible: Bool { true }

    private func press(_ title: String) {
        UIDevice.current.playInputClick()
        if title == "⌫" { target?.deleteBackward() } else { target?.insertText(title) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / 3, height = bounds.height / 4
        for (index, key) in keys.enumerated() {
            key.frame = CGRect(x: CGFloat(index % 3) * width, y: CGFloat(index / 3) * height, width: width, height: height)
        }
    }
}

/// An emoji keyboard controller written as a keyboard extension's is, used in-app by a field that asks for it.
final class EmojiKeyboardViewController: UIInputViewController {
    let smile = UIButton(type: .system)
    private(set) var lexicon: UILexicon?

    override func viewDidLoad() {
        super.viewDidLoad()
        smile.setTitle("🙂", for: .normal)
        smile.addAction(UIAction { [unowned self] _ in self.textDocumentProxy.insertText("🙂") }, for: .touchUpInside)
        view.addSubview(smile)
        requestSupplementaryLexicon { [weak self] lexicon in self?.lexicon = lexicon }
    }

    override func textDidChange(_ textInput: UITextInput?) {
        smile.isEnabled = !(textDocumentProxy.documentContextBeforeInput ?? "").hasSuffix("🙂")
    }
}

final class EmojiField: UITextField {
    let keyboard = EmojiKeyboardViewController()
    override var inputViewController: UIInputViewController? { keyboard }
}

final class TextToolsPortabilityTests: XCTestCase {
    func testTheSpellingCheckListsEachMisspellingWithAGuess() {
        onMainActor {
            _ = installManualClock()
            let editor = DraftEditorViewController()
            editor.loadViewIfNeeded()
            editor.textView.text = "Meet at the libary on Wensday"
            XCTAssertTrue(UITextChecker.availableLanguages.contains("en_US"))
            let issues = editor.spellingIssues()
            XCTAssertEqual(issues.map { $0.word }, ["libary", "Wensday"])
            XCTAssertEqual(issues.first?.guess, "library")
            editor.ignore("Wensday")
            XCTAssertEqual(editor.spellingIssues().map { $0.word }, ["libary"])
        }
    }

    func testTheFontPickerChangesTheNotesFont() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let editor = DraftEditorViewController()
            window.rootViewController = editor
            editor.chooseFont()
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            guard let picker = editor.presentedViewController as? UIFontPickerViewController else {
                return XCTFail("the font picker is presented")
            }
            picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif"])
            editor.fontPickerViewControllerDidPickFont(picker)
            clock.advance(by: 0.6)
            _ = renderer.renderFrame()
            XCTAssertEqual(editor.textView.font?.familyName, "DejaVu Serif")
            XCTAssertNil(editor.presentedViewController)
        }
    }

    func testTheNumberPadTypesIntoItsField() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let editor = DraftEditorViewController()
            window.rootViewController = editor
            window.layoutIfNeeded()
            editor.amountField.becomeFirstResponder()
            guard let pad = editor.amountField.inputView as? NumberPadView else { return XCTFail("the pad is the input view") }
            XCTAssertEqual(pad.frame.maxY, 700, "at the window's foot")
            XCTAssertEqual(pad.frame.height, 240)
            for index in [0, 4, 9, 10, 11] { pad.keys[index].sendActions(for: .touchUpInside) }
            XCTAssertEqual(editor.amountField.text, "15.")
            clock.advance(by: 0.3)
            editor.amountField.resignFirstResponder()
            XCTAssertNil(pad.superview)
        }
    }

    func testTheEmojiKeyboardTypesThroughTheProxy() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let field = EmojiField(frame: CGRect(x: 16, y: 40, width: 300, height: 34))
            window.addSubview(field)
            field.becomeFirstResponder()
            XCTAssertTrue(field.keyboard.view.window === window)
            field.keyboard.smile.sendActions(for: .touchUpInside)
            XCTAssertEqual(field.text, "🙂")
            field.keyboard.textDidChange(field)
            XCTAssertFalse(field.keyboard.smile.isEnabled)
            field.resignFirstResponder()
        }
    }
}
