import Foundation
@testable import UIKit
import XCTest

/// A table is a focus group of its rows: Down and Up move between them, selection can follow focus, the delegate
/// hears each move with index paths, and a row shows focus through its configuration state.
final class TableFocusTests: XCTestCase {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [IndexPath] = []
        var moves: [IndexPath?] = []
        var count = 4

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            moves.append(context.nextFocusedIndexPath)
        }
    }

    /// A 320 × 300 window filled by a plain table of `rows`.
    @MainActor
    private static func makeRig(_ rows: Rows) -> (FocusRig, UITableView) {
        var table: UITableView!
        let rig = FocusRig {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            table = UITableView(frame: window.bounds, style: .plain)
            table.dataSource = rows
            table.delegate = rows
            window.addSubview(table)
            table.layoutIfNeeded()
            return window
        }
        return (rig, table)
    }

    func testDownMovesBetweenRowsAndSelectionFollows() {
        onMainActor {
            let rows = Rows()
            let (rig, table) = Self.makeRig(rows)
            let row = { (index: Int) in table.cellForRow(at: IndexPath(row: index, section: 0))! }
            rig.press("Tab")
            XCTAssertTrue(rig.focused === row(0))
            XCTAssertTrue(row(0).configurationState.isFocused)
            rig.press("Down")
            XCTAssertTrue(rig.focused === row(1))
            XCTAssertEqual(rows.selected, [])
            table.selectionFollowsFocus = true
            rig.press("Down")
            XCTAssertEqual(rows.selected, [IndexPath(row: 2, section: 0)])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            rig.press("Up")
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            XCTAssertEqual(rows.moves, [0, 1, 2, 1].map { IndexPath(row: $0, section: 0) })
        }
    }

    func testFocusScrollsTheTableToRowsBeyondTheScreen() throws {
        try onMainActor {
            let rows = Rows()
            rows.count = 30
            let (rig, table) = Self.makeRig(rows)
            rig.press("Tab")
            for _ in 0..<12 { rig.press("Down") }
            let focused = try XCTUnwrap(rig.focused as? UITableViewCell)
            XCTAssertEqual(table.indexPath(for: focused), IndexPath(row: 12, section: 0), "each Down reached the next row")
            XCTAssertGreaterThan(table.contentOffset.y, 0)
            let shown = focused.convert(focused.bounds, to: table)
            XCTAssertGreaterThanOrEqual(shown.minY, table.contentOffset.y - 0.5)
            XCTAssertLessThanOrEqual(shown.maxY, table.contentOffset.y + table.bounds.height + 0.5, "the focused row is on screen")
            for _ in 0..<12 { rig.press("Up") }
            XCTAssertEqual(table.indexPath(for: try XCTUnwrap(rig.focused as? UITableViewCell)), IndexPath(row: 0, section: 0))
            XCTAssertEqual(table.contentOffset.y, 0, accuracy: 0.5)
        }
    }
}
