import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A settings screen as iOS apps write one: an inset-grouped table view controller with titled sections, a footer,
/// value cells with disclosure indicators, a switch as an accessory view, and a row that cannot be selected.
class SettingsViewController: UITableViewController {
    enum Row: String {
        case wifi = "Wi-Fi"
        case bluetooth = "Bluetooth"
        case notifications = "Notifications"
        case about = "About"
    }

    let sections: [(title: String, rows: [Row], footer: String?)] = [
        ("Connectivity", [.wifi, .bluetooth], nil),
        ("General", [.notifications, .about], "Notifications show on the lock screen."),
    ]
    var notificationsOn = true
    var opened: [String] = []

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Value") ?? UITableViewCell(style: .value1, reuseIdentifier: "Value")
        cell.textLabel?.text = row.rawValue
        cell.detailTextLabel?.text = nil
        cell.accessoryView = nil
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        switch row {
        case .wifi:
            cell.detailTextLabel?.text = "Home"
        case .bluetooth:
            cell.detailTextLabel?.text = "On"
        case .notifications:
            let toggle = UISwitch()
            toggle.isOn = notificationsOn
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .about:
            break
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        return sections[indexPath.section].rows[indexPath.row] == .notifications ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(sections[indexPath.section].rows[indexPath.row].rawValue)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A to-do list as iOS apps write one: an Edit button in the navigation bar to reorder and delete, a trailing swipe
/// to delete, and a leading swipe to mark an item done.
class ToDoListViewController: UITableViewController {
    var items = ["Buy milk", "Call Anna", "Book flights", "Water the plants"]
    var done: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item
        cell.accessoryType = done.contains(item) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.row]
        let action = UIContextualAction(style: .normal, title: done.contains(item) ? "Undo" : "Done") { [weak self] _, _, completion in
            guard let self = self else { return }
            if self.done.contains(item) {
                self.done.remove(item)
            } else {
                self.done.insert(item)
            }
            self.tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        action.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [action])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.items.remove(at: indexPath.row)
            self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }
}

final class SettingsAndToDoScreenTests: XCTestCase {
    /// The window point at `x` across the row, halfway down it.
    @MainActor
    private func point(_ tableView: UITableView, row: Int, x: CGFloat, in window: UIWindow) -> CGPoint {
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.convert(CGPoint(x: x, y: rect.midY), to: window)
    }

    /// A pointer drag in `steps` moves 16 ms apart, held still at the end.
    @MainActor
    private func drag(_ renderer: OffscreenRenderer, clock: CAManualMediaClock, from start: CGPoint, to end: CGPoint, steps: Int = 8) {
        renderer.pointerDown(at: start)
        for step in 1...steps {
            clock.advance(by: 0.016)
            let t = CGFloat(step) / CGFloat(steps)
            renderer.pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        clock.advance(by: 0.2)
        renderer.pointerMove(to: end)
        renderer.pointerUp()
    }

    func testTheSettingsScreenShowsItsSectionsAndOpensRows() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let settings = SettingsViewController()
            window.rootViewController = UINavigationController(rootViewController: settings)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let tableView = settings.tableView!
            XCTAssertEqual(tableView.style, .insetGrouped)
            XCTAssertEqual(tableView.numberOfSections, 2)
            XCTAssertGreaterThan(tableView.rectForHeader(inSection: 0).height, 0)
            XCTAssertGreaterThan(tableView.rectForFooter(inSection: 1).height, 0)
            let wifi = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(wifi.minX, 20, "inset from the sides")
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text, "Home")
            XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryView is UISwitch)
            renderer.pointerDown(at: tableView.convert(CGPoint(x: wifi.midX, y: wifi.midY), to: window))
            renderer.pointerUp()
            XCTAssertEqual(settings.opened, ["Wi-Fi"])
            XCTAssertNil(tableView.indexPathForSelectedRow, "deselected as it opened")
            let notifications = tableView.rectForRow(at: IndexPath(row: 0, section: 1))
            renderer.pointerDown(at: tableView.convert(CGPoint(x: notifications.minX + 40, y: notifications.midY), to: window))
            renderer.pointerUp()
            XCTAssertEqual(settings.opened, ["Wi-Fi"], "the switch row is not selectable")
        }
    }

    func testSwipingDeletesAndMarksDoneAndTheEditButtonReorders() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let list = ToDoListViewController(style: .plain)
            window.rootViewController = UINavigationController(rootViewController: list)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let tableView = list.tableView!
            XCTAssertTrue(list.navigationItem.rightBarButtonItem === list.editButtonItem)

            // A full swipe to the left deletes "Call Anna".
            drag(renderer, clock: clock, from: point(tableView, row: 1, x: 310, in: window), to: point(tableView, row: 1, x: 30, in: window), steps: 10)
            XCTAssertEqual(list.items, ["Buy milk", "Book flights", "Water the plants"])
            clock.advance(by: 0.4)
            renderer.renderFrame()
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)

            // A swipe to the right reveals Done; tapping it checks the item.
            drag(renderer, clock: clock, from: point(tableView, row: 0, x: 20, in: window), to: point(tableView, row: 0, x: 140, in: window))
            clock.advance(by: 0.4)
            renderer.renderFrame()
            renderer.pointerDown(at: point(tableView, row: 0, x: 30, in: window))
            renderer.pointerUp()
            XCTAssertEqual(list.done, ["Buy milk"])
            clock.advance(by: 0.4)
            renderer.renderFrame()
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)

            // Edit, then drag "Buy milk" by its reorder control below "Book flights".
            list.setEditing(true, animated: true)
            XCTAssertTrue(tableView.isEditing)
            XCTAssertEqual(list.editButtonItem.title, "Done")
            clock.advance(by: 0.4)
            renderer.renderFrame()
            drag(renderer, clock: clock, from: point(tableView, row: 0, x: 300, in: window), to: point(tableView, row: 1, x: 300, in: window))
            XCTAssertEqual(list.items, ["Book flights", "Buy milk", "Water the plants"])
            list.setEditing(false, animated: false)
            XCTAssertFalse(tableView.isEditing)
        }
    }
}
