@testable import UIKit
import Wayland
import XCTest

/// A table's drag delegate lifting a row's title, and a drop delegate inserting dropped strings where the drag is.
@MainActor
final class RowDragDrop: UITableViewDragDelegate, UITableViewDropDelegate {
    let model: TableModel
    var updates: [IndexPath?] = []

    init(_ model: TableModel) {
        self.model = model
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        model.log.append("itemsForBeginning \(indexPath.row)")
        return [UIDragItem(itemProvider: NSItemProvider(object: model.sections[indexPath.section][indexPath.row] as NSString))]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if updates.last != destinationIndexPath { updates.append(destinationIndexPath) }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: model.sections[0].count, section: 0)
        model.log.append("performDrop at \(destination.row)")
        _ = coordinator.session.loadObjects(ofClass: String.self) { strings in
            tableView.performBatchUpdates({
                self.model.sections[destination.section].insert(contentsOf: strings, at: destination.row)
                tableView.insertRows(at: strings.indices.map { IndexPath(row: destination.row + $0, section: destination.section) }, with: .automatic)
            })
        }
        for item in coordinator.items { coordinator.drop(item.dragItem, toRowAt: destination) }
    }
}

/// Rows dragged within a table (the data source's `moveRowAt` asked) and dropped on a table from another view, the
/// rows making room where the drop would insert.
final class TableDragDropTests: XCTestCase {
    @MainActor
    private static func hold(_ rig: TableRig, _ x: Double, _ y: Double) {
        rig.down(x, y)
        rig.clock.advance(by: 0.5)
        rig.input.handle(TouchFrame(events: [.motion(id: 1, x: x, y: y, time: rig.time)]))
    }

    func testARowDraggedWithinTheTableMovesThroughTheDataSource() {
        onMainActor {
            let model = TableModel([TableModel.rows(6)])
            model.movable = true
            let rig = TableRig(model) { $0.rowHeight = 44 }
            let delegate = RowDragDrop(model)
            rig.table.dragDelegate = delegate
            model.log.removeAll()
            Self.hold(rig, 100, 22)
            XCTAssertEqual(model.log.filter { $0.hasPrefix("items") }, ["itemsForBeginning 0"])
            XCTAssertTrue(rig.table.hasActiveDrag)
            rig.move(from: (100, 22), to: (100, 154), steps: 4)
            XCTAssertTrue(rig.table.hasActiveDrop)
            XCTAssertEqual(rig.cell(0)?.alpha, 0, "the lifted row takes no room")
            XCTAssertEqual(rig.cell(1)?.frame.minY, 0)
            XCTAssertEqual(rig.cell(3)?.frame.minY, 88)
            XCTAssertEqual(rig.cell(4)?.frame.minY, 176, "the gap under the touch, before the fifth row")
            model.log.removeAll()
            rig.up()
            XCTAssertEqual(model.log.filter { $0.hasPrefix("move") }, ["move 0.0 to 0.3"])
            XCTAssertEqual(model.sections, [["Row 1", "Row 2", "Row 3", "Row 0", "Row 4", "Row 5"]])
            rig.frame(after: 0.3)
            XCTAssertFalse(rig.table.hasActiveDrag)
            XCTAssertEqual(rig.cell(3)?.textLabel?.text, "Row 0")
            XCTAssertEqual(rig.cell(3)?.alpha, 1)
            XCTAssertNil(rig.table.indexPathForSelectedRow, "a lift is no tap")
            XCTAssertFalse((0..<6).contains { rig.cell($0)?.isHighlighted ?? false }, "the lift took the touch from the rows")
        }
    }

    func testARowTheDataSourceKeepsInPlaceIsNotMoved() {
        onMainActor {
            let model = TableModel([TableModel.rows(6)])
            let rig = TableRig(model) { $0.rowHeight = 44 }
            let delegate = RowDragDrop(model)
            rig.table.dragDelegate = delegate
            Self.hold(rig, 100, 22)
            rig.move(from: (100, 22), to: (100, 154), steps: 4)
            rig.up()
            rig.frame(after: 0.3)
            XCTAssertFalse(model.log.contains { $0.hasPrefix("move") })
            XCTAssertEqual(model.sections, [TableModel.rows(6)])
        }
    }

    func testADropFromAnotherViewOpensAGapAndGoesWhereTheDropDelegateSays() {
        onMainActor {
            let model = TableModel([TableModel.rows(4)])
            let rig = TableRig(model, size: CGSize(width: 320, height: 480)) { $0.rowHeight = 44 }
            rig.table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            let delegate = RowDragDrop(model)
            rig.table.dropDelegate = delegate
            let source = UIView(frame: CGRect(x: 0, y: 380, width: 100, height: 100))
            let drag = DragLog(["Dropped"])
            source.addInteraction(UIDragInteraction(delegate: drag))
            rig.window.addSubview(source)
            model.log.removeAll()
            Self.hold(rig, 50, 430)
            rig.move(from: (50, 430), to: (50, 100), steps: 4)
            XCTAssertEqual(delegate.updates, [IndexPath(row: 4, section: 0), IndexPath(row: 2, section: 0)], "past the last row, then above the third row's middle")
            XCTAssertEqual(rig.cell(2)?.frame.minY, 132, "the rows from the third on make room")
            XCTAssertEqual(rig.cell(1)?.frame.minY, 44)
            rig.frame(after: 0.1)
            XCTAssertEqual(rig.shown(rig.cell(2)!).position.y, 132, accuracy: 0.01, "halfway from 110 to 154")
            rig.move(from: (50, 100), to: (50, 250), steps: 1)
            XCTAssertEqual(delegate.updates.last, IndexPath(row: 4, section: 0), "past the last row")
            XCTAssertEqual(rig.cell(2)?.frame.minY, 88)
            rig.move(from: (50, 250), to: (50, 60), steps: 1)
            rig.up()
            XCTAssertEqual(model.log.filter { $0.hasPrefix("performDrop") }, ["performDrop at 1"])
            XCTAssertEqual(model.sections, [["Row 0", "Dropped", "Row 1", "Row 2", "Row 3"]])
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.cell(1)?.textLabel?.text, "Dropped")
        }
    }
}
