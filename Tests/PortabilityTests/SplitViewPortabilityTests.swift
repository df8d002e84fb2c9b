import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The detail screen of a master-detail app, as the Xcode template of iOS 8–13 wrote it.
final class NoteDetailViewController: UIViewController {
    var note: String? {
        didSet { title = note }
    }
}

/// The master list: choosing a note shows it as the detail, in the secondary column.
final class NotesViewController: UIViewController {
    let notes = ["Groceries", "Ideas", "Travel"]

    func select(_ index: Int) {
        let detail = NoteDetailViewController()
        detail.note = notes[index]
        detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        detail.navigationItem.leftItemsSupplementBackButton = true
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}

/// The app's split view set-up and delegate, as the template's scene delegate wrote them.
final class NotesSplitCoordinator: NSObject, UISplitViewControllerDelegate {
    let split = UISplitViewController()
    let notes = NotesViewController()

    override init() {
        super.init()
        let detail = NoteDetailViewController()
        split.viewControllers = [UINavigationController(rootViewController: notes), UINavigationController(rootViewController: detail)]
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        split.primaryBackgroundStyle = .sidebar
        let navigationController = split.viewControllers[split.viewControllers.count - 1] as! UINavigationController
        navigationController.topViewController!.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    }

    // Collapsed with no note chosen, the list shows rather than an empty detail.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let secondaryAsNavController = secondaryViewController as? UINavigationController else { return false }
        guard let topAsDetailController = secondaryAsNavController.topViewController as? NoteDetailViewController else { return false }
        return topAsDetailController.note == nil
    }
}

/// An iOS 14 sidebar app: three columns, the sidebar shown first when the window is narrow.
final class LibrarySplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    let sidebar = UIViewController()
    let albums = UIViewController()
    let player = UIViewController()

    init() {
        super.init(style: .tripleColumn)
        delegate = self
        preferredDisplayMode = .twoBesideSecondary
        preferredSplitBehavior = .tile
        preferredPrimaryColumnWidthFraction = 0.2
        setViewController(sidebar, for: .primary)
        setViewController(albums, for: .supplementary)
        setViewController(player, for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        return .primary
    }
}

final class SplitViewPortabilityTests: XCTestCase {
    func testTheMasterDetailTemplateShowsTheChosenNoteBesideTheList() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let coordinator = NotesSplitCoordinator()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
            window.rootViewController = coordinator.split
            window.layoutIfNeeded()
            XCTAssertFalse(coordinator.split.isCollapsed)
            XCTAssertEqual(coordinator.notes.navigationController?.view.frame.width, 320)
            coordinator.notes.select(1)
            window.layoutIfNeeded()
            let shown = (coordinator.split.viewControllers.last as? UINavigationController)?.topViewController as? NoteDetailViewController
            XCTAssertEqual(shown?.note, "Ideas")
            XCTAssertEqual(shown?.navigationController?.view.frame.minX, 321)

            let narrow = NotesSplitCoordinator()
            let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            phone.rootViewController = narrow.split
            phone.layoutIfNeeded()
            XCTAssertTrue(narrow.split.isCollapsed)
            XCTAssertEqual(narrow.notes.navigationController?.view.frame.width, 390, "no note chosen: the list shows")
        }
    }

    func testASidebarAppTilesThreeColumnsAndCollapsesToTheSidebar() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let split = LibrarySplitViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
            window.rootViewController = split
            window.layoutIfNeeded()
            XCTAssertEqual(split.sidebar.navigationController?.view.frame.width, 240)
            XCTAssertEqual(split.albums.navigationController?.view.frame.minX, 241)
            XCTAssertEqual(split.player.navigationController?.view.frame.minX, 562)
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
            window.layoutIfNeeded()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(split.sidebar.navigationController?.view.frame.width, 500)
        }
    }
}
