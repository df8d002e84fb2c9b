import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A list with search as iOS apps write it (Swift 5): a `UITableViewController` whose navigation item holds a
/// `UISearchController` that filters the rows as the text changes.
class CitySearchViewController: UITableViewController, UISearchResultsUpdating {
    let cities = ["Amsterdam", "Berlin", "Lisbon", "London", "Madrid", "Oslo", "Paris", "Rome"]
    var filtered: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isFiltering: Bool {
        return searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Cities"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = cities.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return isFiltering ? filtered.count : cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : cities[indexPath.row]
        return cell
    }
}

/// A screen pinned to the safe area as iOS apps lay one out: a card below the navigation bar and a button above
/// the toolbar, whatever bars the container shows.
class PinnedCardViewController: UIViewController {
    let card = UIView()
    let button = UIButton(type: .system)
    var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemBlue
        card.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        view.addSubview(button)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: 100),
            button.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

final class SearchScreenTests: XCTestCase {
    func testTheListFiltersAsTheSearchTextChangesAndLooksAsOnIOS() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let list = CitySearchViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "the title row and the search bar")
            XCTAssertEqual(list.tableView.adjustedContentInset.top, 96)
            XCTAssertEqual(list.tableView.contentOffset.y, -96, "the first row starts below the search bar")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 8)
            let image = try XCTUnwrap(renderer.image)
            list.searchController.isActive = true
            list.searchController.searchBar.searchTextField.insertText("lo")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 2, "London and Oslo")
            list.searchController.isActive = false
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 8)
            return image
        }
        assertSnapshot(image, named: "citiesWithSearch")
    }

    func testACardPinnedToTheSafeAreaStaysBetweenTheBars() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let screen = PinnedCardViewController()
            let navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.layoutIfNeeded()
            XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 320, height: 300))
            XCTAssertEqual(screen.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(screen.card.frame, CGRect(x: 16, y: 60, width: 288, height: 100))
            XCTAssertEqual(screen.button.frame.maxY, 292)
            navigation.setToolbarHidden(false, animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(screen.view.safeAreaInsets.bottom, 44)
            XCTAssertEqual(screen.button.frame.maxY, 248, "above the toolbar")
            XCTAssertEqual(screen.safeAreaChanges, 2)
        }
    }
}
