@testable import UIKit
import XCTest

/// Taps select rows asking and telling the delegate in UIKit's order; display calls follow the cells on and off
/// screen; rows are found by point and scrolled to.
final class TableSelectionTests: XCTestCase {
    private static let highlight = ["shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1"]

    func testATapHighlightsThenSelectsAndTheNextTapMovesTheSelection() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(20)])) { $0.rowHeight = 44 }
            rig.model.log.removeAll()
            rig.tap(100, 66)
            XCTAssertEqual(rig.model.log, Self.highlight + ["willSelect 0.1", "didSelect 0.1"])
            XCTAssertEqual(rig.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            XCTAssertEqual(rig.cell(1)?.isSelected, true)
            rig.model.log.removeAll()
            rig.tap(100, 110)
            XCTAssertEqual(rig.model.log, ["shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2",
                                           "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.2"])
            XCTAssertEqual(rig.table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
            XCTAssertEqual(rig.cell(1)?.isSelected, false)
        }
    }

    func testTheRowHighlightsWhileTheFingerIsDownAndAScrollUnhighlightsIt() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(30)])) { $0.rowHeight = 44 }
            rig.model.log.removeAll()
            rig.down(100, 66)
            // The table delays content touches: the row highlights once the finger has rested 150 ms.
            CAContext.current.advance(by: UIScrollView.contentTouchDelay)
            XCTAssertEqual(rig.model.log, ["shouldHighlight 0.1", "didHighlight 0.1"])
            XCTAssertEqual(rig.cell(1)?.isHighlighted, true)
            rig.up()
            XCTAssertEqual(rig.model.log.suffix(3), ["didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1"])
            XCTAssertEqual(rig.cell(1)?.isHighlighted, false)
            rig.model.log.removeAll()
            rig.down(100, 154)
            CAContext.current.advance(by: UIScrollView.contentTouchDelay)
            rig.move(from: (100, 154), to: (100, 60))
            XCTAssertEqual(rig.model.log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") },
                           ["shouldHighlight 0.3", "didHighlight 0.3", "didUnhighlight 0.3"], "the drag scrolls instead")
            rig.up()
            XCTAssertEqual(rig.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            XCTAssertGreaterThan(rig.table.contentOffset.y, 50)
        }
    }

    func testWillSelectRedirectsOrRefusesAndShouldHighlightFalseStopsTheTap() {
        onMainActor {
            let model = TableModel([TableModel.rows(20)])
            model.redirectSelection = [IndexPath(row: 1, section: 0): IndexPath(row: 4, section: 0), IndexPath(row: 2, section: 0): IndexPath?.none]
            model.unhighlightable = [IndexPath(row: 3, section: 0)]
            let rig = TableRig(model) { $0.rowHeight = 44 }
            rig.tap(100, 66)
            XCTAssertEqual(rig.table.indexPathForSelectedRow, IndexPath(row: 4, section: 0), "redirected")
            model.log.removeAll()
            rig.tap(100, 110)
            XCTAssertEqual(model.log, ["shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2"])
            XCTAssertEqual(rig.table.indexPathForSelectedRow, IndexPath(row: 4, section: 0), "nil refused the selection")
            model.log.removeAll()
            rig.tap(100, 154)
            XCTAssertEqual(model.log, ["shouldHighlight 0.3"])
            rig.table.allowsSelection = false
            model.log.removeAll()
            rig.tap(100, 22)
            XCTAssertEqual(model.log, [])
            XCTAssertEqual(rig.table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
        }
    }

    func testMultipleSelectionAddsRowsAndATapOnASelectedRowDeselectsIt() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(20)])) { table in
                table.rowHeight = 44
                table.allowsMultipleSelection = true
            }
            rig.tap(100, 22)
            rig.tap(100, 110)
            XCTAssertEqual(rig.table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            rig.model.log.removeAll()
            rig.tap(100, 22)
            XCTAssertEqual(rig.model.log, ["willDeselect 0.0", "didDeselect 0.0"])
            XCTAssertEqual(rig.table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
            rig.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
            rig.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
            XCTAssertEqual(rig.table.indexPathsForSelectedRows, [IndexPath(row: 5, section: 0)])
            XCTAssertEqual(rig.model.log.count, 2, "selecting in code tells the delegate nothing")
        }
    }

    func testCellsAreAnnouncedAsTheyComeOnAndGoOffScreen() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(50)])) { $0.rowHeight = 44 }
            XCTAssertEqual(rig.model.log, (0...10).map { "willDisplay 0.\($0)" })
            XCTAssertEqual(rig.table.indexPathsForVisibleRows?.count, 11)
            XCTAssertEqual(rig.table.visibleCells.count, 11)
            rig.model.log.removeAll()
            rig.table.contentOffset = CGPoint(x: 0, y: 132)
            rig.table.layoutIfNeeded()
            XCTAssertEqual(Set(rig.model.log), ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                                                "willDisplay 0.11", "willDisplay 0.12", "willDisplay 0.13"])
            let cell = rig.cell(12)!
            XCTAssertEqual(rig.table.indexPath(for: cell), IndexPath(row: 12, section: 0))
            XCTAssertEqual(rig.table.indexPathForRow(at: CGPoint(x: 5, y: 12 * 44 + 1)), IndexPath(row: 12, section: 0))
        }
    }

    func testScrollToRowPlacesItAtTheTopMiddleOrBottom() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(50)])) { $0.rowHeight = 44 }
            let table = rig.table
            let row = IndexPath(row: 20, section: 0)
            table.scrollToRow(at: row, at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 880)
            table.scrollToRow(at: row, at: .middle, animated: false)
            XCTAssertEqual(table.contentOffset.y, 662)
            table.scrollToRow(at: row, at: .bottom, animated: false)
            XCTAssertEqual(table.contentOffset.y, 444)
            table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 1720, "no further than the end")
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            table.scrollToNearestSelectedRow(at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 88)
            table.layoutIfNeeded()
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        }
    }

    func testTheInfoButtonTellsTheDelegateInsteadOfSelecting() {
        onMainActor {
            let model = TableModel([TableModel.rows(5)])
            model.accessory = .detailButton
            let rig = TableRig(model) { $0.rowHeight = 44 }
            let button = rig.cell(1)!.accessoryShownView!
            XCTAssertEqual(button.frame.maxX, 304, "16 points in from the trailing edge")
            model.log.removeAll()
            rig.tap(Double(button.frame.midX), 66)
            XCTAssertEqual(model.log, ["accessoryButtonTapped 0.1"])
            XCTAssertNil(rig.table.indexPathForSelectedRow)
        }
    }
}
