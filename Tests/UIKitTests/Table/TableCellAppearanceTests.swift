@testable import UIKit
import XCTest

/// How cells show their state and place: selected background views, the `.none` selection style, accessories,
/// separators and indentation, and rows prefetched and reconfigured in place.
final class TableCellAppearanceTests: XCTestCase {
    func testSelectedBackgroundViewsShowWhileSelectedAndSelectionStyleNoneShowsNothing() {
        onMainActor {
            _ = installManualClock()
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            let selected = UIView()
            cell.selectedBackgroundView = selected
            let background = UIView()
            cell.backgroundView = background
            cell.layoutIfNeeded()
            XCTAssertTrue(background.superview === cell)
            XCTAssertEqual(background.frame, cell.bounds)
            XCTAssertNil(selected.superview)
            cell.isSelected = true
            XCTAssertTrue(selected.superview === cell)
            XCTAssertNil(cell.contentView.backgroundColor, "the view shows instead of the grey")
            cell.isSelected = false
            XCTAssertNil(selected.superview)
            cell.selectedBackgroundView = nil
            cell.selectionStyle = .none
            cell.isHighlighted = true
            XCTAssertNil(cell.contentView.backgroundColor)
            cell.selectionStyle = .default
            XCTAssertEqual(cell.contentView.backgroundColor, cell.selectedBackgroundColor)
        }
    }

    func testTheTableStyleGivesCellsTheirBackgroundUnlessTheAppSetsOne() {
        onMainActor {
            let model = TableModel([TableModel.rows(3)])
            let plain = TableRig(model) { $0.rowHeight = 44 }
            XCTAssertEqual(plain.cell(0)?.backgroundColor, .systemBackground)
            let grouped = TableRig(model, style: .insetGrouped) { $0.rowHeight = 44 }
            let cell = grouped.cell(0)!
            XCTAssertEqual(cell.backgroundColor, .secondarySystemGroupedBackground)
            cell.backgroundColor = .systemTeal
            grouped.table.setNeedsLayout()
            grouped.table.layoutIfNeeded()
            XCTAssertEqual(cell.backgroundColor, .systemTeal, "the app's colour stays")
        }
    }

    func testAccessoriesIndentationAndSeparatorsNarrowTheContent() {
        onMainActor {
            _ = installManualClock()
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 296, height: 44), "a chevron 8 wide, 16 in from the edge")
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            cell.accessoryView = custom
            cell.layoutIfNeeded()
            XCTAssertEqual(custom.frame, CGRect(x: 244, y: 7, width: 60, height: 30))
            XCTAssertEqual(cell.contentView.frame.width, 244)
            cell.indentationLevel = 2
            cell.textLabel?.text = "Nested"
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.textLabel?.frame.minX, 36, "16 plus two steps of 10")
            cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
            let model = TableModel([TableModel.rows(3)])
            let rig = TableRig(model) { table in
                table.rowHeight = 44
                table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
            }
            let row = rig.cell(0)!
            XCTAssertEqual(row.separatorView.frame.minX, 30)
            XCTAssertEqual(row.separatorView.frame.maxX, 310)
            XCTAssertFalse(rig.cell(2)!.separatorView.isHidden, "a plain table draws a line under its last row too")
            rig.table.separatorStyle = .none
            rig.table.layoutIfNeeded()
            rig.cell(0)!.layoutIfNeeded()
            XCTAssertTrue(rig.cell(0)!.separatorView.isHidden)
        }
    }

    func testRowsAheadArePrefetchedOnceAndRowsReconfigureInPlace() {
        onMainActor {
            final class Prefetcher: UITableViewDataSourcePrefetching {
                var asked: [[IndexPath]] = []
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths) }
            }
            let prefetcher = Prefetcher()
            let model = TableModel([TableModel.rows(100)])
            let rig = TableRig(model, size: CGSize(width: 320, height: 220)) { $0.rowHeight = 44 }
            rig.table.prefetchDataSource = prefetcher
            rig.table.setNeedsLayout()
            rig.table.layoutIfNeeded()
            XCTAssertEqual(prefetcher.asked, [(5...9).map { IndexPath(row: $0, section: 0) }], "a screen's height below the five visible rows")
            rig.table.setNeedsLayout()
            rig.table.layoutIfNeeded()
            XCTAssertEqual(prefetcher.asked.count, 1, "each row once")
            let cell = rig.cell(1)!
            model.sections[0][1] = "Renamed"
            rig.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            XCTAssertTrue(rig.cell(1) === cell, "the same cell, configured again")
            XCTAssertEqual(cell.textLabel?.text, "Renamed")
        }
    }
}
