import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A shopping list as an iOS 17 app writes one: while the list is empty the controller shows `.empty()` with an
/// "Add Item" button, from `updateContentUnavailableConfiguration(using:)`; adding an item asks for an update.
final class ShoppingListViewController: UITableViewController {
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func addItem() {
        items.append("Item \(items.count + 1)")
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard items.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var config = UIContentUnavailableConfiguration.empty()
        config.image = UIImage(systemName: "cart")
        config.text = "No Items"
        config.secondaryText = "Items you add appear here."
        config.button = .filled()
        config.button.title = "Add Item"
        config.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.addItem()
        }
        contentUnavailableConfiguration = config
    }
}

extension UIConfigurationStateCustomKey {
    static let isOffline = UIConfigurationStateCustomKey("com.example.fruits.isOffline")
}

/// A search screen as an iOS 17 app writes one: the search controller's updater filters and asks for an update,
/// and the update shows `.search()` when nothing matches, `.loading()` before the data arrives, and an offline
/// state of its own carried in the configuration state under a custom key.
final class FruitSearchViewController: UIViewController, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)
    let fruits = ["Apple", "Banana", "Cherry"]
    var results: [String] = []
    var isLoading = true
    var isOffline = false {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
        results = fruits
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        results = query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = super.contentUnavailableConfigurationState
        state[.isOffline] = isOffline
        return state
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var config: UIContentUnavailableConfiguration?
        if state[.isOffline] as? Bool == true {
            var offline = UIContentUnavailableConfiguration.empty()
            offline.image = UIImage(systemName: "wifi.slash")
            offline.text = "You’re Offline"
            config = offline
        } else if isLoading {
            config = .loading()
        } else if results.isEmpty, let searchText = state.searchText, !searchText.isEmpty {
            config = .search()
        }
        contentUnavailableConfiguration = config
    }
}

final class ContentUnavailablePortabilityTests: XCTestCase {
    private func contentUnavailableView(in view: UIView) -> UIContentUnavailableView? {
        return view.subviews.compactMap { $0 as? UIContentUnavailableView }.last
    }

    private func buttons(in view: UIView) -> [UIButton] {
        return view.subviews.flatMap { subview -> [UIButton] in
            if let button = subview as? UIButton, !button.isHidden { return [button] }
            return buttons(in: subview)
        }
    }

    func testAnEmptyListOffersToAddAnItem() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 560))
            let list = ShoppingListViewController(style: .plain)
            window.rootViewController = UINavigationController(rootViewController: list)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            let config = list.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
            XCTAssertEqual(config?.text, "No Items")
            XCTAssertEqual(config?.button.title, "Add Item")
            guard let shown = contentUnavailableView(in: list.view) else { return XCTFail("the empty state is shown") }
            XCTAssertEqual(shown.frame, list.view.bounds)
            let add = buttons(in: shown)
            XCTAssertEqual(add.count, 1)
            add.first?.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(list.items, ["Item 1"])
            renderer.renderFrame()
            XCTAssertNil(list.contentUnavailableConfiguration)
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertNil(contentUnavailableView(in: list.view), "gone once it has faded")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 1)
        }
    }

    func testASearchThatFindsNothingSaysSo() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 560))
            let screen = FruitSearchViewController()
            window.rootViewController = UINavigationController(rootViewController: screen)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual((screen.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "Loading…")

            screen.isLoading = false
            screen.searchController.searchBar.text = "kiwi"
            screen.updateSearchResults(for: screen.searchController)
            renderer.renderFrame()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(screen.contentUnavailableConfigurationState.searchText, "kiwi")
            let config = contentUnavailableView(in: screen.view)?.configuration as? UIContentUnavailableConfiguration
            XCTAssertEqual(config?.text, "No Results")
            XCTAssertEqual(config?.secondaryText, "No results for “kiwi”")

            screen.searchController.searchBar.text = "an"
            screen.updateSearchResults(for: screen.searchController)
            renderer.renderFrame()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(screen.results, ["Banana"])
            XCTAssertNil(screen.contentUnavailableConfiguration)
            XCTAssertNil(contentUnavailableView(in: screen.view))

            screen.isOffline = true
            renderer.renderFrame()
            XCTAssertEqual((screen.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "You’re Offline")
        }
    }
}
