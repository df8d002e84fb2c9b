@testable import UIKit
import Wayland
import XCTest

/// A search controller in a navigation item: its bar shows under the title row; a touch on the field activates it
/// with a 0.35 s animation on the manual clock (the title row slides away, the content dims); each change asks the
/// updater; Escape or Cancel dismisses it. The delegates and the updater write into one log.
final class SearchControllerTests: XCTestCase {
    @MainActor
    final class Log: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
        var events: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange(\(searchText))") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { events.append("scope(\(selectedScope))") }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
        func updateSearchResults(for searchController: UISearchController) {
            events.append("update(\(searchController.searchBar.text ?? "nil"),\(searchController.isActive))")
        }

        func take() -> [String] {
            defer { events = [] }
            return events
        }
    }

    /// A navigation controller in a 400×300 window whose root controller's item has a search controller.
    @MainActor
    final class Screen {
        let rig = TextInputRig()
        lazy var renderer = OffscreenRenderer(window: rig.window)
        let list = UIViewController()
        let results = UIViewController()
        let log = Log()
        let search: UISearchController
        let navigation: UINavigationController

        init() {
            search = UISearchController(searchResultsController: results)
            search.searchResultsUpdater = log
            search.delegate = log
            search.searchBar.delegate = log
            list.title = "Cities"
            list.navigationItem.searchController = search
            navigation = UINavigationController(rootViewController: list)
            rig.window.rootViewController = navigation
            frame(after: 0)
        }

        func frame(after seconds: Double) {
            rig.clock.advance(by: seconds)
            rig.window.layoutIfNeeded()
            renderer.renderFrame()
        }

        func tapField() {
            SearchBarTests.touch(rig, at: search.searchBar.searchTextField.convert(CGPoint(x: 60, y: 18), to: rig.window))
        }

        var shownBarHeight: CGFloat { (navigation.navigationBar.layer.presentation() ?? navigation.navigationBar.layer).bounds.height }
        var shownDimming: Float { search.view.subviews.first.map { ($0.layer.presentation() ?? $0.layer).opacity } ?? -1 }
    }

    func testTheSearchBarShowsUnderTheTitleRowAndInsetsTheContent() {
        onMainActor {
            let screen = Screen()
            let bar = screen.navigation.navigationBar
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 400, height: 96), "the 44-point title row and a 52-point search row")
            XCTAssertTrue(screen.search.searchBar.superview === bar)
            XCTAssertEqual(screen.search.searchBar.frame, CGRect(x: 0, y: 44, width: 400, height: 52))
            XCTAssertEqual(screen.search.searchBar.searchTextField.frame, CGRect(x: 16, y: 8, width: 368, height: 36))
            XCTAssertEqual(screen.list.view.safeAreaInsets.top, 96)
            XCTAssertFalse(screen.search.isActive)
            XCTAssertTrue(screen.list.navigationItem.hidesSearchBarWhenScrolling)
            XCTAssertEqual(screen.log.take(), [])
        }
    }

    func testATouchActivatesOnTheClockTypingUpdatesAndEscapeDismisses() {
        onMainActor {
            let screen = Screen()
            screen.tapField()
            XCTAssertTrue(screen.search.isActive)
            XCTAssertEqual(screen.log.take(), ["shouldBegin", "didBegin", "willPresent", "update(,true)"])
            XCTAssertTrue(screen.search.searchBar.showsCancelButton)
            screen.frame(after: 0)
            XCTAssertEqual(screen.shownBarHeight, 96, accuracy: 0.01)
            XCTAssertEqual(screen.shownDimming, 0, accuracy: 0.01)
            screen.frame(after: 0.175)
            XCTAssertEqual(screen.shownBarHeight, 74, accuracy: 0.5, "half way, ease in and out: half of the 44-point title row gone")
            XCTAssertEqual(screen.shownDimming, 0.5, accuracy: 0.02)
            XCTAssertEqual(screen.log.take(), [])
            screen.frame(after: 0.17)
            XCTAssertEqual(screen.log.take(), [], "not yet presented at 0.345 s")
            screen.frame(after: 0.01)
            XCTAssertEqual(screen.log.take(), ["didPresent"])
            XCTAssertEqual(screen.navigation.navigationBar.frame.height, 52, "only the search row stays")
            XCTAssertEqual(screen.list.view.safeAreaInsets.top, 52)
            XCTAssertEqual(screen.shownDimming, 1, accuracy: 0.01)
            XCTAssertTrue(screen.results.view.isHidden, "no results controller before there is text")
            screen.rig.type("Os")
            XCTAssertEqual(screen.log.take(), ["textDidChange(O)", "update(O,true)", "textDidChange(Os)", "update(Os,true)"])
            XCTAssertFalse(screen.results.view.isHidden)
            XCTAssertTrue(screen.results.parent === screen.search)
            screen.rig.press("Escape")
            XCTAssertFalse(screen.search.isActive)
            XCTAssertEqual(screen.search.searchBar.text, "", "cancelling clears the text")
            XCTAssertFalse(screen.search.searchBar.isFirstResponder)
            XCTAssertEqual(screen.log.take(), ["cancel", "willDismiss", "update(,false)"])
            screen.frame(after: 0.175)
            XCTAssertEqual(screen.shownBarHeight, 74, accuracy: 0.5)
            screen.frame(after: 0.18)
            XCTAssertEqual(screen.log.take(), ["didDismiss"])
            XCTAssertEqual(screen.navigation.navigationBar.frame.height, 96)
            XCTAssertNil(screen.search.viewIfLoaded?.superview)
            XCTAssertFalse(screen.search.searchBar.showsCancelButton)
        }
    }

    func testTheActiveSearchLooksAsOnIOS() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let screen = Screen()
            screen.list.view.backgroundColor = .white
            let row = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
            row.text = "Amsterdam"
            screen.list.view.addSubview(row)
            screen.results.view.backgroundColor = .white
            let found = UILabel(frame: CGRect(x: 16, y: 60, width: 300, height: 44))
            found.text = "Oslo"
            screen.results.view.addSubview(found)
            screen.tapField()
            screen.frame(after: 0.4)
            screen.rig.type("Os")
            screen.frame(after: 0.3)
            return screen.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "activeWithResults")
    }

    func testTheSearchBarFoldsAwayAsTheListScrollsAndUnfoldsAtTheTop() {
        onMainActor {
            let rig = ControllerRig()
            let search = UISearchController(searchResultsController: nil)
            let (list, scrollView, navigation) = rig.showScrollingList { $0.navigationItem.searchController = search }
            let bar = navigation.navigationBar
            XCTAssertEqual(scrollView.contentOffset.y, -96)
            scrollView.contentOffset.y = -76
            XCTAssertEqual(bar.frame.height, 76, "folded as far as the content scrolled")
            XCTAssertEqual(search.searchBar.frame.height, 32)
            XCTAssertEqual(search.searchBar.alpha, 1 - 40.0 / 52, accuracy: 0.001)
            XCTAssertEqual(list.view.safeAreaInsets.top, 96, "the safe area and the scroll range stay")
            scrollView.contentOffset.y = 300
            XCTAssertEqual(bar.frame.height, 44, "folded away entirely")
            scrollView.contentOffset.y = -96
            XCTAssertEqual(bar.frame.height, 96, "unfolded back at the top")
            XCTAssertEqual(search.searchBar.alpha, 1)
            list.navigationItem.hidesSearchBarWhenScrolling = false
            scrollView.contentOffset.y = 300
            XCTAssertEqual(bar.frame.height, 96, "kept while the item does not hide it")
        }
    }

    func testTheCancelButtonAndSettingIsActiveDismiss() {
        onMainActor {
            let screen = Screen()
            screen.search.obscuresBackgroundDuringPresentation = false
            screen.search.hidesNavigationBarDuringPresentation = false
            screen.search.isActive = true
            XCTAssertEqual(screen.log.take(), ["willPresent", "shouldBegin", "didBegin", "update(,true)"])
            screen.frame(after: 0.4)
            drainMainQueue()
            XCTAssertEqual(screen.log.take(), ["didPresent"], "nothing moved: presented on the next turn, as on iOS")
            XCTAssertEqual(screen.navigation.navigationBar.frame.height, 96, "the title row stays")
            XCTAssertEqual(screen.shownDimming, 0, accuracy: 0.01, "nothing obscured")
            screen.search.searchBar.cancelButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(screen.log.take(), ["cancel", "willDismiss", "update(,false)"])
            screen.frame(after: 0.4)
            drainMainQueue()
            XCTAssertEqual(screen.log.take(), ["didDismiss"])
        }
    }
}
