import Foundation
import TestSupport
import UIKit
import XCTest

/// Subclasses of the text tools as apps write them: each overrides the designated initializers and members Apple
/// declares open, so the code compiles unchanged.
class TintedKeyboardView: UIInputView {
    override init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        super.init(frame: frame, inputViewStyle: inputViewStyle)
        allowsSelfSizing = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: targetSize.width, height: 150)
    }
}

class NamesAwareChecker: UITextChecker {
    var names: Set<String> = ["Zorblax"]

    override func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange {
        var offset = startingOffset
        while true {
            let found = super.rangeOfMisspelledWord(in: stringToCheck, range: range, startingAt: offset, wrap: false, language: language)
            guard found.location != NSNotFound, names.contains((stringToCheck as NSString).substring(with: found)) else { return found }
            offset = found.location + found.length
        }
    }
}

class MonospacedFontPicker: UIFontPickerViewController {
    override init(configuration: UIFontPickerViewController.Configuration) {
        configuration.filteredTraits = .traitMonoSpace
        super.init(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ThickCursorView: UIStandardTextCursorView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isBlinking = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TextToolsSubclassTests: XCTestCase {
    func testTheSubclassesWork() {
        onMainActor {
            let clock = installManualClock()
            let text = "Zorblax wrote teh note"
            let found = NamesAwareChecker().rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: (text as NSString).length),
                                                                  startingAt: 0, wrap: false, language: "en_US")
            XCTAssertEqual(found, NSRange(location: 14, length: 3))
            XCTAssertEqual(MonospacedFontPicker(configuration: UIFontPickerViewController.Configuration()).configuration.filteredTraits, .traitMonoSpace)
            XCTAssertTrue(ThickCursorView(frame: CGRect(x: 0, y: 0, width: 2, height: 20)).isBlinking)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
            let keyboard = TintedKeyboardView(frame: .zero, inputViewStyle: .keyboard)
            field.inputView = keyboard
            window.addSubview(field)
            field.becomeFirstResponder()
            XCTAssertEqual(keyboard.frame, CGRect(x: 0, y: 330, width: 320, height: 150), "a self-sizing keyboard takes its fitting height")
            clock.advance(by: 0.3)
            field.resignFirstResponder()
        }
    }
}
