import Foundation
@testable import UIKit
import XCTest

/// Text inputs and controls in the focus system: Tab reaching a field starts editing it, a field being edited
/// keeps Tab for moving between fields (focus follows), and a control that takes focus acts on Return and Space.
final class FocusTextAndControlTests: XCTestCase {
    /// A button that takes focus, as iPad apps write one for keyboard users.
    final class FocusableButton: UIButton {
        override var canBecomeFocused: Bool { isEnabled }
    }

    func testTabIntoAFieldEditsItAndTheFieldKeepsTabWhileEditing() {
        onMainActor {
            let rig = FocusRig()
            let tile = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40))
            let first = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
            first.text = "one"
            let second = UITextField(frame: CGRect(x: 10, y: 150, width: 200, height: 30))
            rig.window.addSubview(first)
            rig.window.addSubview(second)
            XCTAssertTrue(first.canBecomeFocused, "text fields take focus on iPadOS")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === tile)
            XCTAssertFalse(first.isFirstResponder)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === first)
            XCTAssertTrue(first.isFirstResponder, "focus reaching a field starts editing it")
            XCTAssertEqual(first.surface.editor.selectedRange, NSRange(location: 0, length: 3))
            XCTAssertNil(rig.system.halo.ring, "a field shows its own ring")
            rig.press("Tab")
            XCTAssertTrue(second.isFirstResponder, "the field being edited took Tab to the next field")
            XCTAssertTrue(rig.focused === second, "focus follows the keys")
            rig.press("Tab")
            XCTAssertTrue(first.isFirstResponder, "the fields' own loop, round to the first")
            first.resignFirstResponder()
            rig.system.requestFocusUpdate(to: tile)
            rig.system.updateFocusIfNeeded()
            XCTAssertTrue(rig.focused === tile)
            XCTAssertFalse(first.isFirstResponder)
        }
    }

    func testAClickInAFieldMovesFocusToIt() {
        onMainActor {
            let rig = FocusRig()
            rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40))
            let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
            rig.window.addSubview(field)
            rig.press("Tab")
            _ = field.becomeFirstResponder()
            XCTAssertTrue(rig.focused === field)
            field.resignFirstResponder()
        }
    }

    func testAFocusedControlActsOnReturnAndSpace() {
        onMainActor {
            let rig = FocusRig()
            let button = FocusableButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
            rig.window.addSubview(button)
            let toggle = UISwitch(frame: CGRect(x: 10, y: 100, width: 51, height: 31))
            rig.window.addSubview(toggle)
            XCTAssertFalse(toggle.canBecomeFocused)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === button)
            rig.press("Return")
            rig.press("space")
            XCTAssertEqual(taps, 2)
            button.isEnabled = false
            rig.press("Return")
            XCTAssertEqual(taps, 2, "a disabled control cannot stay focused")
        }
    }
}
