@testable import UIKit
import Wayland
import XCTest

final class UITableViewTests: XCTestCase {
    @MainActor
    private final class Folders: UITableViewDataSource, UITableViewDelegate {
        var selected: [IndexPath] = []
        var made = 0

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
            cell.textLabel?.text = "Folder \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    func testOnlyVisibleRowsHaveCellsAndScrolledOutCellsAreReused() {
        onMainActor {
            _ = installManualClock()
            let folders = Folders()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 220), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "folder")
            table.dataSource = folders
            table.delegate = folders
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(table.contentSize.height, 4400)
            XCTAssertEqual(table.visibleCells.count, 5)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Folder 2")
            let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
            table.contentOffset = CGPoint(x: 0, y: 44 * 50)
            table.layoutIfNeeded()
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 50, section: 0))?.textLabel?.text, "Folder 50")
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            XCTAssertEqual(Set(table.visibleCells.map(ObjectIdentifier.init)), firstCells, "the same cells, reused")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 200, height: 44))
        }
    }

    func testTappingARowSelectsItAndTellsTheDelegate() {
        onMainActor {
            _ = installManualClock()
            let folders = Folders()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let table = UITableView(frame: window.bounds, style: .plain)
            table.dataSource = folders
            table.delegate = folders
            window.addSubview(table)
            table.reloadData()
            table.layoutIfNeeded()
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 50, y: 100, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 0, y: 0, isInside: true))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)], x: 0, y: 0, isInside: true))
            XCTAssertEqual(folders.selected, [IndexPath(row: 2, section: 0)])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        }
    }
}
