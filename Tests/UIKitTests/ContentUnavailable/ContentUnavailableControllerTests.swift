@testable import UIKit
import XCTest

/// A controller's empty state: `updateContentUnavailableConfiguration(using:)` runs before the first layout and
/// again only when asked for, the view shown stays on top filling the view, and once on screen a change cross-fades
/// over 0.25 s of the context's clock (ease in and out, so halfway at 0.125 s).
final class ContentUnavailableControllerTests: XCTestCase {
    @MainActor
    private final class ItemList: UIViewController {
        var items: [String] = []
        var updates = 0
        var styles: [UIUserInterfaceStyle] = []

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            styles.append(state.traitCollection.userInterfaceStyle)
            if items.isEmpty {
                var empty = UIContentUnavailableConfiguration.empty()
                empty.text = "No Items"
                contentUnavailableConfiguration = empty
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    @MainActor
    private final class SearchScreen: UIViewController {
        let search = UISearchController(searchResultsController: nil)
        var searchTexts: [String?] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.searchController = search
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            searchTexts.append(state.searchText)
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        }
    }

    @MainActor
    private static func shownOpacity(_ view: UIView) -> Float {
        (view.layer.presentation() ?? view.layer).opacity
    }

    func testTheUpdateRunsBeforeTheFirstLayoutAndAgainOnlyWhenAskedFor() {
        onMainActor {
            let rig = ControllerRig(), list = ItemList()
            rig.window.rootViewController = list
            rig.frame(after: 0)
            XCTAssertEqual(list.updates, 1)
            let shown = list.view.subviews.last as? UIContentUnavailableView
            XCTAssertEqual((shown?.configuration as? UIContentUnavailableConfiguration)?.text, "No Items")
            XCTAssertEqual(shown?.frame, list.view.bounds)
            XCTAssertEqual(shown.map(Self.shownOpacity), 1, "the first look is there at once")
            list.view.setNeedsLayout()
            rig.frame(after: 0)
            XCTAssertEqual(list.updates, 1, "a layout alone does not update")
            list.setNeedsUpdateContentUnavailableConfiguration()
            rig.frame(after: 0)
            XCTAssertEqual(list.updates, 2)
            XCTAssertTrue(list.view.subviews.last === shown, "an equal configuration keeps the view")
            list.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            rig.frame(after: 0)
            XCTAssertTrue(list.view.subviews.last === shown, "content added later stays under the empty state")
        }
    }

    func testATraitChangeAsksForAnUpdate() {
        onMainActor {
            let rig = ControllerRig(), list = ItemList()
            rig.window.rootViewController = list
            rig.frame(after: 0)
            list.overrideUserInterfaceStyle = .dark
            rig.frame(after: 0)
            XCTAssertEqual(list.updates, 2)
            XCTAssertEqual(list.styles.last, .dark)
        }
    }

    func testRemovingAndShowingTheEmptyStateCrossFadeOnTheClock() {
        onMainActor {
            let rig = ControllerRig(), list = ItemList()
            rig.window.rootViewController = list
            rig.frame(after: 0)
            let old = list.view.subviews.last!
            list.items = ["Milk"]
            list.setNeedsUpdateContentUnavailableConfiguration()
            rig.frame(after: 0)
            XCTAssertNil(list.contentUnavailable.view)
            XCTAssertTrue(old.superview === list.view, "it fades before it goes")
            XCTAssertEqual(Self.shownOpacity(old), 1, accuracy: 0.01)
            rig.frame(after: 0.125)
            XCTAssertEqual(Self.shownOpacity(old), 0.5, accuracy: 0.01)
            rig.frame(after: 0.125)
            XCTAssertNil(old.superview, "removed when the fade ends")

            list.items = []
            list.setNeedsUpdateContentUnavailableConfiguration()
            rig.frame(after: 0)
            let new = list.view.subviews.last as? UIContentUnavailableView
            XCTAssertNotNil(new)
            XCTAssertFalse(new === old)
            XCTAssertEqual(new.map(Self.shownOpacity) ?? -1, 0, accuracy: 0.01)
            rig.frame(after: 0.125)
            XCTAssertEqual(new.map(Self.shownOpacity) ?? -1, 0.5, accuracy: 0.01)
            rig.frame(after: 0.125)
            XCTAssertEqual(new.map(Self.shownOpacity) ?? -1, 1, accuracy: 0.01)
        }
    }

    func testSettingTheConfigurationDirectlyShowsItAtTheNextLayoutAndNilRemovesIt() {
        onMainActor {
            _ = installManualClock()
            let controller = UIViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
            controller.view.layoutIfNeeded()
            let shown = controller.view.subviews.last as? UIContentUnavailableView
            XCTAssertTrue(shown?.activityIndicator.isAnimating == true)
            XCTAssertEqual(shown?.frame, controller.view.bounds)
            controller.contentUnavailableConfiguration = nil
            controller.view.layoutIfNeeded()
            XCTAssertNil(shown?.superview, "off screen, nil removes it at once")
            XCTAssertEqual(controller.view.subviews.count, 0)
        }
    }

    func testTheSearchConfigurationNamesTheSearchTextOfTheNavigationItem() {
        onMainActor {
            let rig = ControllerRig(), screen = SearchScreen()
            rig.window.rootViewController = UINavigationController(rootViewController: screen)
            rig.frame(after: 0)
            XCTAssertEqual(screen.searchTexts.count, 1)
            @MainActor func shownSecondaryText() -> String? {
                (screen.contentUnavailable.view?.configuration as? UIContentUnavailableConfiguration)?.secondaryText
            }
            XCTAssertNil(shownSecondaryText())
            screen.search.searchBar.text = "kiwi"
            XCTAssertEqual(screen.contentUnavailableConfigurationState.searchText, "kiwi")
            screen.search.searchBarChanged()
            rig.frame(after: 0)
            XCTAssertEqual(screen.searchTexts.last, "kiwi", "an edit of the search text asks for an update")
            XCTAssertEqual(shownSecondaryText(), "No results for “kiwi”", "shown updated for the state")
            let views = screen.view.subviews.filter { $0 is UIContentUnavailableView }
            XCTAssertEqual(views.count, 2, "the old look fades out under the new")
            rig.frame(after: 0.125)
            for view in views { XCTAssertEqual(Self.shownOpacity(view), 0.5, accuracy: 0.01) }
            rig.frame(after: 0.125)
            XCTAssertEqual(screen.view.subviews.filter { $0 is UIContentUnavailableView }.count, 1)
        }
    }
}
