import Foundation
@testable import UIKit
import XCTest

/// Foundation's `UndoManager` (declared in UIKit here): groups, nesting, redo registered by undo, names,
/// `groupsByEvent` closing its group at the end of the turn, removal by target.
final class UndoManagerTests: XCTestCase {
    @MainActor
    final class Counter {
        var value = 0
        func set(_ new: Int, undo: UndoManager) {
            let old = value
            undo.registerUndo(withTarget: self) { $0.set(old, undo: undo) }
            value = new
        }
    }

    func testGroupsUndoTogetherAndUndoRegistersTheRedo() {
        onMainActor {
            let undo = UndoManager()
            undo.groupsByEvent = false
            let counter = Counter()
            undo.beginUndoGrouping()
            counter.set(1, undo: undo)
            counter.set(2, undo: undo)
            undo.setActionName("Count")
            undo.endUndoGrouping()
            XCTAssertEqual(undo.undoMenuItemTitle, "Undo Count")
            undo.undo()
            XCTAssertEqual(counter.value, 0, "both changes of the group undone")
            XCTAssertTrue(undo.canRedo)
            XCTAssertEqual(undo.redoActionName, "Count")
            undo.redo()
            XCTAssertEqual(counter.value, 2)
            undo.removeAllActions(withTarget: counter)
            XCTAssertFalse(undo.canUndo)
        }
    }

    func testGroupsByEventClosesTheGroupAtTheEndOfTheTurn() {
        onMainActor {
            let undo = UndoManager()
            let counter = Counter()
            counter.set(5, undo: undo)
            counter.set(6, undo: undo)
            XCTAssertEqual(undo.groupingLevel, 1, "open until the turn ends")
            XCTAssertTrue(undo.canUndo)
            drainMainQueue()
            XCTAssertEqual(undo.groupingLevel, 0)
            undo.undo()
            XCTAssertEqual(counter.value, 0)
        }
    }

    func testAnUnbalancedEndIsReportedAndIgnored() {
        onMainActor {
            let undo = UndoManager()
            undo.endUndoGrouping()
            XCTAssertEqual(undo.groupingLevel, 0)
        }
    }
}
