@testable import UIKit
import XCTest

/// How tables look: an inset-grouped settings list with headers, a footer, accessories and value cells, and a plain
/// list with a row's swipe actions revealed.
final class TableSnapshotTests: XCTestCase {
    @MainActor
    private final class Settings: UITableViewDataSource, UITableViewDelegate {
        let sections: [(header: String, rows: [(String, String?, UITableViewCell.AccessoryType)], footer: String?)] = [
            ("Connectivity", [("Wi-Fi", "Home", .disclosureIndicator), ("Bluetooth", "On", .disclosureIndicator), ("Airplane Mode", nil, .none)], nil),
            ("Display", [("Dark Mode", nil, .checkmark), ("Text Size", "Large", .disclosureIndicator)], "Text size applies to apps that support Dynamic Type."),
        ]

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath.section].rows[indexPath.row]
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = row.0
            cell.detailTextLabel?.text = row.1
            cell.detailTextLabel?.textColor = .secondaryLabel
            cell.accessoryType = row.2
            return cell
        }
    }

    func testAnInsetGroupedSettingsList() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            _ = installManualClock()
            let settings = Settings()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let table = UITableView(frame: window.bounds, style: .insetGrouped)
            table.dataSource = settings
            table.delegate = settings
            window.addSubview(table)
            table.reloadData()
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window, scale: 2)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "insetGroupedSettings")
    }

    func testARevealedSwipeAction() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            let model = TableModel([["Buy milk", "Call Anna about the weekend trip", "Book flights", "Water the plants"]])
            model.trailing = { _ in
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
                flag.backgroundColor = .systemOrange
                return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }, flag])
            }
            let rig = TableRig(model, style: .plain, size: CGSize(width: 320, height: 200)) { $0.rowHeight = 44 }
            rig.drag(from: (300, 66), to: (120, 66))
            rig.frame(after: 0.4)
            let renderer = OffscreenRenderer(window: rig.window, scale: 2)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "revealedSwipeAction")
    }

    func testEditingControlsAndTheDeleteConfirmation() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            let model = TableModel([["Buy milk", "Call Anna", "Book flights", "Water the plants"]])
            model.movable = true
            model.editingStyles = [IndexPath(row: 3, section: 0): .insert]
            model.headers = ["Today"]
            let rig = TableRig(model, style: .grouped, size: CGSize(width: 320, height: 240)) { $0.rowHeight = 44 }
            rig.table.setEditing(true, animated: true)
            rig.frame(after: 0.4)
            rig.tap(18, 38 + 44 + 22)
            rig.frame(after: 0.4)
            let renderer = OffscreenRenderer(window: rig.window, scale: 2)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "editingControls")
    }
}
