import QuartzCore
import TestSupport
import UIKit
import XCTest

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Home"
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Search"
    }
}

final class LibraryViewController: UIViewController {}

final class AlbumsViewController: UIViewController {}

/// The app's tab bar controller delegate, which follows the selection as an iOS 18 app does.
final class LibraryTabsDelegate: NSObject, UITabBarControllerDelegate {
    var selections: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        tab.identifier != "locked"
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        selections.append(selectedTab.identifier)
    }
}

/// A root tab bar controller that follows its selection by overriding, as apps subclass UIKit's.
final class RootTabBarController: UITabBarController {
    private(set) var shownTabs: [String] = []

    override var selectedTab: UITab? {
        didSet { shownTabs.append(selectedTab?.identifier ?? "") }
    }

    override func setTabs(_ tabs: [UITab], animated: Bool) {
        super.setTabs(tabs, animated: animated)
        mode = .tabSidebar
    }
}

/// An iPad app's root built with iOS 18's tabs: a tab, the search tab and a group, shown as a sidebar.
final class TabSidebarPortabilityTests: XCTestCase {
    func testTheIOS18TabsScreen() {
        onMainActor {
            let tabsDelegate = LibraryTabsDelegate()
            let albums = UITab(title: "Albums", image: UIImage(systemName: "square.stack"), identifier: "albums") { _ in
                AlbumsViewController()
            }
            let tabBarController = UITabBarController()
            tabBarController.delegate = tabsDelegate
            tabBarController.tabs = [
                UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in HomeViewController() },
                UISearchTab { _ in UINavigationController(rootViewController: SearchViewController()) },
                UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library", children: [albums]) { _ in LibraryViewController() },
            ]
            tabBarController.mode = .tabSidebar
            tabBarController.selectedTab = tabBarController.tabs[1]

            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.rootViewController = tabBarController
            window.layoutIfNeeded()
            XCTAssertTrue(tabBarController.selectedViewController is UINavigationController)
            XCTAssertTrue(tabBarController.selectedTab === tabBarController.tabs[1])
            XCTAssertFalse(tabBarController.sidebar.isHidden)
            tabBarController.selectedTab = tabBarController.tab(forIdentifier: "albums")
            XCTAssertTrue(tabBarController.selectedViewController is AlbumsViewController)
            XCTAssertTrue((tabBarController.tabs[2] as? UITabGroup)?.selectedChild === albums)
            XCTAssertTrue(albums.isSelected)

            let root = RootTabBarController()
            let favorites = UITab(title: "Favorites", image: UIImage(systemName: "star"), identifier: "favorites") { _ in AlbumsViewController() }
            root.setTabs([UITab(title: "Home", image: nil, identifier: "home") { _ in HomeViewController() }, favorites], animated: false)
            root.selectedTab = favorites
            XCTAssertEqual(root.mode, .tabSidebar)
            XCTAssertEqual(root.shownTabs, ["favorites"])
        }
    }
}
