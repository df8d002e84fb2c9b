@testable import UIKit
import XCTest

/// Editing mode driven by touches: the controls sliding in on the clock, the delete control revealing the Delete
/// button whose tap commits the deletion, the insert control, the reorder control dragged, and a table view
/// controller's Edit button.
final class TableEditingTests: XCTestCase {
    func testEnteringEditingSlidesTheContentAsideForTheDeleteControls() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(5)])) { $0.rowHeight = 44 }
            let cell = rig.cell(1)!
            rig.table.setEditing(true, animated: true)
            XCTAssertTrue(rig.table.isEditing)
            XCTAssertTrue(cell.isEditing)
            XCTAssertEqual(cell.editingStyle, .delete)
            XCTAssertNotNil(cell.editingControlView)
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 282, height: 44), "the model takes the new place at once")
            rig.frame(after: 0.15)
            XCTAssertEqual(rig.shown(cell.contentView).position.x, 169.5, accuracy: 0.01, "halfway from 160 to 179 on the ease-in-out curve")
            rig.frame(after: 0.2)
            XCTAssertEqual(rig.shown(cell.contentView).position.x, 179, accuracy: 0.01)
            rig.table.setEditing(false, animated: false)
            XCTAssertFalse(cell.isEditing)
            XCTAssertNil(cell.editingControlView)
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        }
    }

    func testTheDeleteControlRevealsTheDeleteButtonWhoseTapCommitsTheDeletion() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(5)])) { $0.rowHeight = 44 }
            rig.table.setEditing(true, animated: false)
            rig.tap(18, 66)
            let swipe = try! XCTUnwrap(rig.table.swipe)
            XCTAssertEqual(swipe.view.actions.map(\.title), ["Delete"])
            XCTAssertEqual(swipe.view.actions.first?.style, .destructive)
            rig.frame(after: 0.3)
            let cell = rig.cell(1)!
            XCTAssertEqual(cell.contentView.frame.minX, 38 + swipe.openOffset)
            XCTAssertEqual(swipe.view.frame, CGRect(x: 320 + swipe.openOffset, y: 0, width: -swipe.openOffset, height: 44))
            rig.model.log.removeAll()
            rig.tap(310, 66)
            XCTAssertEqual(rig.model.log, ["commit delete 0.1", "didEndEditing nil"], "the row is gone when its editing ends")
            XCTAssertEqual(rig.table.numberOfRows(inSection: 0), 4)
            XCTAssertNil(rig.table.swipe)
            rig.frame(after: 0.4)
            XCTAssertEqual(rig.cell(1)?.textLabel?.text, "Row 2")
        }
    }

    func testTheInsertControlCommitsAnInsertion() {
        onMainActor {
            let model = TableModel([TableModel.rows(3)])
            model.editingStyles = [IndexPath(row: 2, section: 0): .insert]
            let rig = TableRig(model) { $0.rowHeight = 44 }
            rig.table.isEditing = true
            XCTAssertEqual(rig.cell(2)?.editingStyle, .insert)
            XCTAssertEqual(rig.cell(0)?.editingStyle, .delete)
            model.log.removeAll()
            rig.tap(18, 110)
            XCTAssertEqual(model.log.filter { $0.hasPrefix("commit") }, ["commit insert 0.2"])
            XCTAssertEqual(rig.table.numberOfRows(inSection: 0), 4)
        }
    }

    func testDraggingTheReorderControlMovesTheRowAndTellsTheDataSource() {
        onMainActor {
            let model = TableModel([TableModel.rows(6)])
            model.movable = true
            let rig = TableRig(model) { $0.rowHeight = 44 }
            rig.table.setEditing(true, animated: false)
            let dragged = rig.cell(0)!
            XCTAssertNotNil(dragged.reorderControlView)
            XCTAssertTrue(dragged.showsReorderControl)
            rig.down(300, 22)
            rig.move(from: (300, 22), to: (300, 122))
            XCTAssertEqual(dragged.frame.minY, 100, "the row follows the finger")
            XCTAssertEqual(rig.table.reorder?.current, IndexPath(row: 2, section: 0))
            XCTAssertEqual(rig.cell(0)?.textLabel?.text, "Row 1", "the rows passed slid up")
            XCTAssertEqual(rig.cell(1)?.frame.minY, 44)
            XCTAssertEqual(model.log.filter { $0.hasPrefix("move") }, [], "the data source hears at the drop")
            rig.up()
            XCTAssertEqual(model.log.filter { $0.hasPrefix("move") }, ["move 0.0 to 0.2"])
            XCTAssertEqual(model.sections[0].prefix(3), ["Row 1", "Row 2", "Row 0"])
            rig.frame(after: 0.25)
            XCTAssertEqual(dragged.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
            XCTAssertTrue(rig.cell(2) === dragged)
            XCTAssertEqual(rig.table.contentOffset.y, 0, "the drag did not scroll the table")
        }
    }

    func testARowDraggedIntoTheNextSectionLandsBetweenItsRows() {
        onMainActor {
            let model = TableModel([TableModel.rows(3), TableModel.rows(3, "Item")])
            model.movable = true
            let rig = TableRig(model) { $0.rowHeight = 44 }
            rig.table.setEditing(true, animated: false)
            rig.drag(from: (300, 22), to: (300, 198))
            XCTAssertEqual(model.log.filter { $0.hasPrefix("move") }, ["move 0.0 to 1.2"])
            XCTAssertEqual(model.sections, [["Row 1", "Row 2"], ["Item 0", "Item 1", "Row 0", "Item 2"]])
            XCTAssertEqual(rig.table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(rig.table.numberOfRows(inSection: 1), 4)
            rig.frame(after: 0.25)
            XCTAssertEqual(rig.cell(2, 1)?.textLabel?.text, "Row 0")
            XCTAssertEqual(rig.cell(2, 1)?.frame, CGRect(x: 0, y: 176, width: 320, height: 44))
        }
    }

    func testATableViewControllersEditButtonTogglesEditing() {
        onMainActor {
            _ = installManualClock()
            final class Notes: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let controller = Notes(style: .plain)
            controller.loadViewIfNeeded()
            controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            controller.tableView.layoutIfNeeded()
            let item = controller.editButtonItem
            XCTAssertTrue(item === controller.editButtonItem)
            XCTAssertEqual(item.title, "Edit")
            item.performPrimaryAction()
            XCTAssertTrue(controller.isEditing)
            XCTAssertTrue(controller.tableView.isEditing)
            XCTAssertEqual(item.title, "Done")
            XCTAssertEqual(item.style, .done)
            item.performPrimaryAction()
            XCTAssertFalse(controller.tableView.isEditing)
            XCTAssertEqual(item.title, "Edit")
        }
    }
}
