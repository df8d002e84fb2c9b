import Foundation
@testable import UIKit
import Wayland
import XCTest

/// Key commands found through the responder chain from the first responder, their actions sent to whoever
/// performs them, and presses that match none delivered as presses.
final class KeyCommandTests: TextInputTestCase {
    @MainActor
    final class Controller: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "f", modifierFlags: .command, action: "find:"),
             UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismissSheet:", discoverabilityTitle: "Close"),
             UIKeyCommand(title: "Next", action: "next:", input: UIKeyCommand.inputDownArrow, modifierFlags: .alternate)]
        }
        override func find(_ sender: Any?) { log.append("find from \((sender as? UIKeyCommand)?.input ?? "?")") }
        override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
            log.append(action.name)
            return true
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("press \(presses.first?.key?.keysymName ?? "")")
        }
    }

    /// A field with the keys in the view of a controller that offers commands.
    @MainActor
    private static func focusedField() -> (TextInputRig, Controller, UITextField) {
        let rig = TextInputRig()
        let controller = Controller()
        rig.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        return (rig, controller, field)
    }

    func testACommandOfAResponderUpTheChainRunsItsAction() {
        onMainActor {
            let (rig, controller, field) = Self.focusedField()
            rig.press("f", .control)
            XCTAssertEqual(controller.log, ["find from f"], "Ctrl stands for ⌘; the field does not find, its controller does")
            XCTAssertEqual(field.text, "", "the command took the press")
            rig.press("Escape")
            rig.press("Down", .alternate)
            XCTAssertEqual(controller.log, ["find from f", "dismissSheet:", "next:"])
            rig.press("g", .control)
            XCTAssertEqual(controller.log.last, "press g", "no command: the press goes up the chain")
            rig.press("Left", .alternate)
            XCTAssertEqual(controller.log.last, "press Left", "Alt+Left is not editing: it goes up (a navigation controller goes back)")
        }
    }

    func testCommandsMatchOnlyTheirModifiersAndStandardActionsReachTheFirstResponder() {
        onMainActor {
            let (rig, _, field) = Self.focusedField()
            rig.type("copy me")
            let command = UIKeyCommand(input: "c", modifierFlags: [.command, .shift], action: "copy:")
            XCTAssertFalse(command.matches(UIKey(characters: "", charactersIgnoringModifiers: "c", modifierFlags: .control, keyCode: 46, keysymName: "c")))
            XCTAssertTrue(command.matches(UIKey(characters: "", charactersIgnoringModifiers: "c", modifierFlags: [.control, .shift], keyCode: 46, keysymName: "C")))
            field.selectAll(nil)
            XCTAssertTrue(field.sendAction("copy:", sender: nil))
            XCTAssertEqual(UIPasteboard.general.string, "copy me")
            XCTAssertEqual(command.discoverabilityTitle, nil)
            XCTAssertEqual(UIKeyCommand(input: "w", modifierFlags: .command, action: "close:", discoverabilityTitle: "Close").discoverabilityTitle, "Close")
        }
    }
}
