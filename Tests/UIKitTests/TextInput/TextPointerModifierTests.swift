import Foundation
@testable import UIKit
import Wayland
import XCTest

/// The keyboard's modifiers on pointer events (`UIEvent.modifierFlags`, `UIGestureRecognizer.modifierFlags`), the
/// buttons held (`UIEvent.buttonMask`), and Shift-click extending a selection in text fields and views.
final class TextPointerModifierTests: TextInputTestCase {
    /// A view that keeps what its touch events said.
    @MainActor
    private final class RecordingView: UIView {
        var seen: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            seen.append("began \(event?.modifierFlags.rawValue ?? 0) \(event?.buttonMask.rawValue ?? 0)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            seen.append("ended \(event?.modifierFlags.rawValue ?? 0) \(event?.buttonMask.rawValue ?? 0)")
        }
    }

    func testPointerEventsCarryTheModifiersHeldAndThePrimaryButton() {
        onMainActor {
            let rig = TextInputRig()
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            rig.window.addSubview(view)
            var tapFlags: [UIKeyModifierFlags] = []
            let tap = UITapGestureRecognizer { tapFlags.append($0.modifierFlags) }
            tap.cancelsTouchesInView = false
            tap.delaysTouchesEnded = false
            view.addGestureRecognizer(tap)
            var secondaryTaps = 0
            let secondary = UITapGestureRecognizer { _ in secondaryTaps += 1 }
            secondary.buttonMask = .secondary
            view.addGestureRecognizer(secondary)
            XCTAssertEqual(UITapGestureRecognizer().buttonMask, .primary, "the primary button by default")

            rig.click(CGPoint(x: 50, y: 50), modifiers: [.shift, .control])
            let shiftControl = UIKeyModifierFlags([.shift, .control]).rawValue
            XCTAssertEqual(view.seen, ["began \(shiftControl) 1", "ended \(shiftControl) 0"], "the button is held while the touch is down")
            XCTAssertEqual(tapFlags, [[.shift, .control]])
            XCTAssertEqual(secondaryTaps, 0, "a recognizer of the secondary button takes no primary-button touches")
            rig.click(CGPoint(x: 50, y: 50), after: 1_000)
            XCTAssertEqual(view.seen.suffix(2), ["began 0 1", "ended 0 0"])
            XCTAssertEqual(tapFlags.last, [])
            // A key's press event carries its modifiers too.
            XCTAssertEqual(UIPressesEvent(presses: [], timestamp: 0, modifierFlags: .alternate).modifierFlags, .alternate)
        }
    }

    func testButtonMasksNumberTheButtonsFromOne() {
        XCTAssertEqual(UIEvent.ButtonMask.button(1), .primary)
        XCTAssertEqual(UIEvent.ButtonMask.button(2), .secondary)
        XCTAssertEqual(UIEvent.ButtonMask.button(3).rawValue, 4)
        XCTAssertEqual(UIEvent.ButtonMask.button(0), [])
    }

    func testShiftClickExtendsTheSelectionOfAFieldBeingEdited() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 20, y: 20, width: 300, height: 30), text: "alpha beta gamma")
            let caretOf = { rig.caretPoint($0, in: field) }
            // Shift on the click that starts editing only places the caret.
            rig.click(caretOf(2), modifiers: .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 0))
            rig.click(caretOf(13), modifiers: .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 11), "from the caret to the click")
            rig.click(caretOf(0), modifiers: .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 0, length: 2), "the anchor stays where the selection began")
            rig.press("Right", .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 1, length: 1), "the clicked end is the one that moves")
            // A drag from a Shift-click goes on extending from the same anchor.
            rig.drag(from: caretOf(16), to: caretOf(10), modifiers: .shift)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 2, length: 8))
            rig.click(caretOf(5))
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 5, length: 0), "a plain click collapses it")
        }
    }

    func testShiftClickExtendsTheSelectionOfATextViewAcrossLines() {
        onMainActor {
            let rig = TextInputRig()
            let view = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
            view.text = "first line\nsecond line"
            rig.window.addSubview(view)
            rig.window.layoutIfNeeded()
            let caretOf = { rig.caretPoint($0, in: view) }
            rig.click(caretOf(6))
            XCTAssertTrue(view.isFirstResponder)
            rig.click(caretOf(18), modifiers: .shift)
            XCTAssertEqual(view.selectedRange, NSRange(location: 6, length: 12))
        }
    }
}
