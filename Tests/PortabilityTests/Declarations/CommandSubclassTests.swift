import Foundation
import TestSupport
import UIKit
import XCTest

/// A key command subclass with its own initializers and a controller that adds and removes key commands, written as
/// iOS apps write them.
class ToggleSidebarCommand: UIKeyCommand {
    private(set) var madeBySubclass = false

    override init() {
        super.init()
        madeBySubclass = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

class ShortcutsViewController: UIViewController {
    let search = UIKeyCommand(title: "Search", action: Selector(("search:")), input: "f", modifierFlags: [.command, .alternate],
                              discoverabilityTitle: "Search Everywhere")

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(search)
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(("close:")))
        escape.wantsPriorityOverSystemBehavior = true
        addKeyCommand(escape)
        removeKeyCommand(escape)
    }
}

final class CommandSubclassTests: XCTestCase {
    func testACommandSubclassAndAddedKeyCommands() {
        MainActor.assumeIsolated {
            let command = ToggleSidebarCommand()
            XCTAssertTrue(command.madeBySubclass)
            XCTAssertNil(command.input)
            XCTAssertEqual(command.attributes, [])
            let controller = ShortcutsViewController()
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.keyCommands?.count, 1)
            XCTAssertEqual(controller.keyCommands?.first?.discoverabilityTitle, "Search Everywhere")
            XCTAssertEqual(controller.keyCommands?.first?.modifierFlags, [.command, .alternate])
        }
    }
}
