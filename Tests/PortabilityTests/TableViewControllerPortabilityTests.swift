import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A list screen as iOS apps write one (Swift 5, no annotations): a `UITableViewController` subclass overriding the
/// data source and delegate methods it inherits.
class FruitTableViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Fruit"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        clearsSelectionOnViewWillAppear = false
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return "Fruit"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        fruits.insert(fruits.remove(at: fromIndexPath.row), at: to.row)
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return 50
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.accessibilityIdentifier = "row \(indexPath.row)"
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        super.scrollViewDidScroll(scrollView)
    }
}

final class TableViewControllerPortabilityTests: XCTestCase {
    func testASubclassIsItsTablesDataSourceAndDelegate() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            let list = FruitTableViewController(style: .plain)
            window.rootViewController = UINavigationController(rootViewController: list)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertTrue(list.tableView.dataSource === list)
            XCTAssertTrue(list.tableView.delegate === list)
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["Apple", "Banana", "Cherry"])
            XCTAssertEqual(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 50, "the subclass's height")
            let second = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
            let point = list.tableView.convert(CGPoint(x: second.midX, y: second.midY), to: window)
            renderer.pointerDown(at: point)
            renderer.pointerUp()
            XCTAssertEqual(list.selected, ["Banana"])
            XCTAssertEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }

    func testTheSelectionIsClearedAsTheListAppearsAgain() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let list = UITableViewController(style: .grouped)
            XCTAssertEqual(list.tableView.style, .grouped)
            XCTAssertTrue(list.clearsSelectionOnViewWillAppear)
            list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            list.beginAppearanceTransition(true, animated: false)
            list.endAppearanceTransition()
            XCTAssertNil(list.tableView.indexPathForSelectedRow)
            XCTAssertEqual(UITableViewController().tableView.style, .plain)
        }
    }
}
