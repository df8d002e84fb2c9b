import Foundation
@testable import UIKit
import XCTest

/// While focus is in the window its keys come before the app's key commands, as on iPadOS: a command on an arrow
/// runs only when it wants priority over the system's behaviour, and keys held with Command stay the app's.
final class FocusKeyPriorityTests: XCTestCase {
    @MainActor
    final class Controller: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            let right = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: "right:")
            right.wantsPriorityOverSystemBehavior = true
            return [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: "down:"), right,
                    UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .command, action: "top:")]
        }
        override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
            log.append(action.name)
            return true
        }
    }

    func testFocusKeysComeBeforeKeyCommandsUnlessOneWantsPriority() {
        onMainActor {
            let rig = FocusRig()
            let controller = Controller()
            rig.window.rootViewController = controller
            controller.view.frame = rig.window.bounds
            controller.view.focusGroupIdentifier = "screen"
            let first = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: controller.view)
            rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40), in: controller.view)
            let below = rig.tile(CGRect(x: 10, y: 100, width: 80, height: 40), in: controller.view)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === first)
            rig.press("Down")
            XCTAssertTrue(rig.focused === below, "focus moved; the app's Down command waited")
            XCTAssertEqual(controller.log, [])
            rig.press("Right")
            XCTAssertTrue(rig.focused === below, "the command that wants priority ran instead")
            XCTAssertEqual(controller.log, ["right:"])
            rig.press("Up", .command)
            XCTAssertTrue(rig.focused === below, "Command-Up is the app's")
            XCTAssertEqual(controller.log, ["right:", "top:"])
        }
    }
}
