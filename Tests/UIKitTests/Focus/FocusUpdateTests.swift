import Foundation
@testable import UIKit
import XCTest

/// A move is asked of every environment holding the item it leaves or the item it reaches (any may refuse), then
/// told to each, innermost first, with a context naming both and the heading; the notification carries them.
final class FocusUpdateTests: XCTestCase {
    /// A container that refuses moves into `barred` and records what it hears.
    final class Container: UIView {
        weak var barred: UIView?
        var heard: [(previous: UIView?, next: UIView?, heading: UIFocusHeading)] = []
        var log: (String) -> Void = { _ in }

        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            context.nextFocusedView !== barred
        }

        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            super.didUpdateFocus(in: context, with: coordinator)
            heard.append((context.previouslyFocusedView, context.nextFocusedView, context.focusHeading))
            log("container")
        }
    }

    final class LoggingTile: FocusTile {
        var log: (String) -> Void = { _ in }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log("tile \(tag) \(context.nextFocusedItem === self ? "gains" : "loses")")
        }
    }

    func testAnEnvironmentOnTheWayCanRefuseAMove() {
        onMainActor {
            let rig = FocusRig()
            let container = Container(frame: rig.window.bounds)
            container.focusGroupIdentifier = "row"
            rig.window.addSubview(container)
            let first = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: container)
            let second = rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40), in: container)
            let third = rig.tile(CGRect(x: 190, y: 10, width: 80, height: 40), in: container)
            container.barred = second
            let failures = FocusNoteLog(UIFocusSystem.movementDidFailNotification)
            rig.press("Tab")
            rig.press("Right")
            XCTAssertTrue(rig.focused === first, "the container refused the move")
            XCTAssertTrue(failures.lastContext?.nextFocusedView === second)
            container.barred = nil
            rig.press("Right")
            rig.press("Right")
            XCTAssertTrue(rig.focused === third)
        }
    }

    func testEachEnvironmentHearsTheMoveInnermostFirstWithItsContext() throws {
        try onMainActor {
            let rig = FocusRig()
            var log: [String] = []
            let container = Container(frame: rig.window.bounds)
            container.focusGroupIdentifier = "row"
            container.log = { log.append($0) }
            rig.window.addSubview(container)
            let first = LoggingTile(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            first.tag = 1
            let second = LoggingTile(frame: CGRect(x: 100, y: 10, width: 80, height: 40))
            second.tag = 2
            for tile in [first, second] {
                tile.log = { log.append($0) }
                container.addSubview(tile)
            }
            let updates = FocusNoteLog(UIFocusSystem.didUpdateNotification)
            rig.press("Tab")
            XCTAssertEqual(log, ["tile 1 gains", "container"])
            log = []
            rig.press("Right")
            XCTAssertEqual(log, ["tile 1 loses", "container", "tile 2 gains"], "the chain of the item left, then the item reached, each once")
            let heard = try XCTUnwrap(container.heard.last)
            XCTAssertTrue(heard.previous === first)
            XCTAssertTrue(heard.next === second)
            XCTAssertEqual(heard.heading, .right)
            XCTAssertEqual(container.heard.first?.heading, .next, "Tab moves to the next group")
            let context = try XCTUnwrap(updates.lastContext)
            XCTAssertTrue(context.previouslyFocusedItem === first)
            XCTAssertTrue(context.nextFocusedItem === second)
            XCTAssertNotNil(updates.userInfos.last?[UIFocusSystem.animationCoordinatorUserInfoKey] as? UIFocusAnimationCoordinator)
            XCTAssertEqual(updates.userInfos.count, 2)
        }
    }
}
