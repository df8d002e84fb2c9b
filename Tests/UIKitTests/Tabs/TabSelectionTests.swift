@testable import UIKit
import XCTest

/// iOS 18's tabs on a 400-point window (the bar): providers run once, when a tab first shows; the bar shows the
/// top-level tabs their placement allows; a selection reaches the delegate in Apple's order.
final class TabSelectionTests: XCTestCase {
    func testProvidersRunOnceWhenTheirTabFirstShows() {
        onMainActor {
            let rig = TabsRig()
            XCTAssertEqual(rig.made.calls, ["home": 1], "only the selected tab's controller is made")
            let home = rig.home.viewController
            rig.controller.selectedTab = rig.search
            rig.controller.selectedTab = rig.home
            rig.controller.selectedTab = rig.search
            XCTAssertEqual(rig.made.calls, ["home": 1, UISearchTab.searchIdentifier: 1])
            XCTAssertTrue(rig.home.viewController === home)
            XCTAssertTrue(home?.tab === rig.home)
            XCTAssertTrue(rig.controller.selectedViewController === rig.search.viewController)
            XCTAssertTrue(rig.search.viewController?.view.superview === rig.controller.transitionView)
            XCTAssertTrue(rig.search.viewController?.tabBarController === rig.controller)
            XCTAssertEqual(rig.controller.viewControllers?.count, 2, "the controllers made so far")
        }
    }

    func testTheBarShowsTopLevelTabsItsPlacementAllowsWithPinnedLast() {
        onMainActor {
            let rig = TabsRig()
            XCTAssertEqual(rig.controller.tabBar.items?.map(\.title), ["Home", "Library", "Search"])
            XCTAssertTrue(rig.controller.tabBar.selectedItem === rig.controller.tabBar.items?.first)
            XCTAssertEqual(rig.search.resolvedPlacement, .pinned)
            XCTAssertEqual(rig.books.resolvedPlacement, .optional, "a child's automatic placement")
            rig.home.badgeValue = "2"
            XCTAssertEqual(rig.controller.tabBar.items?.first?.badgeValue, "2")
            XCTAssertTrue(rig.controller.tab(forIdentifier: "music") === rig.music)
            XCTAssertTrue(rig.library.tab(forIdentifier: "music") === rig.music)
            XCTAssertTrue(rig.music.parent === rig.library)
            XCTAssertTrue(rig.music.tabBarController === rig.controller)
        }
    }

    func testATapOnTheBarAsksThenSwitchesThenTells() {
        onMainActor {
            let rig = TabsRig()
            rig.tap(CGPoint(x: 333, y: 280))
            XCTAssertTrue(rig.controller.selectedTab === rig.search)
            XCTAssertEqual(rig.delegate.log, ["shouldSelectTab com.apple.UIKit.UISearchTab",
                                              "didSelectTab com.apple.UIKit.UISearchTab from home",
                                              "didSelect com.apple.UIKit.UISearchTab"])
            rig.delegate.log = []
            rig.delegate.refuses = ["home"]
            rig.tap(CGPoint(x: 66, y: 280))
            XCTAssertEqual(rig.delegate.log, ["shouldSelectTab home"])
            XCTAssertTrue(rig.controller.selectedTab === rig.search)
            XCTAssertTrue(rig.controller.tabBar.selectedItem === rig.search.barItem, "the refused tap leaves the bar as it was")
            XCTAssertEqual(rig.made.calls["home"], 1)
        }
    }

    func testSelectingInCodeTellsOnlyDidSelectTab() {
        onMainActor {
            let rig = TabsRig()
            rig.delegate.log = []
            rig.controller.selectedTab = rig.search
            XCTAssertEqual(rig.delegate.log, ["didSelectTab com.apple.UIKit.UISearchTab from home"])
            XCTAssertEqual(rig.controller.selectedIndex, 3)
            rig.controller.selectedIndex = 0
            XCTAssertTrue(rig.controller.selectedTab === rig.home)
            XCTAssertTrue(rig.home.isSelected)
        }
    }

    func testAGroupShowsItsSelectedChild() {
        onMainActor {
            let rig = TabsRig()
            rig.tap(CGPoint(x: 200, y: 280))
            XCTAssertTrue(rig.controller.selectedTab === rig.books, "the default child")
            XCTAssertTrue(rig.library.selectedChild === rig.books)
            XCTAssertTrue(rig.library.isSelected)
            XCTAssertTrue(rig.controller.selectedViewController === rig.books.viewController)
            XCTAssertTrue(rig.controller.tabBar.selectedItem === rig.library.barItem)
            rig.library.selectedChild = rig.music
            XCTAssertTrue(rig.controller.selectedTab === rig.music, "a new child of the shown group shows")
            XCTAssertTrue(rig.controller.selectedViewController === rig.music.viewController)
            rig.controller.selectedTab = rig.home
            rig.controller.selectedTab = rig.library
            XCTAssertTrue(rig.controller.selectedTab === rig.music, "the group remembers its child")
            XCTAssertEqual(rig.made.calls, ["home": 1, "books": 1, "music": 1])
        }
    }

    func testAManagingNavigationControllerShowsTheChildInItsStack() {
        onMainActor {
            let rig = TabsRig()
            let navigation = UINavigationController()
            rig.library.managingNavigationController = navigation
            rig.controller.selectedTab = rig.music
            XCTAssertTrue(rig.controller.selectedViewController === navigation)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertTrue(navigation.viewControllers.first === rig.music.viewController)
            XCTAssertTrue(navigation.view.superview === rig.controller.transitionView)
        }
    }

    func testAHiddenTabLeavesTheBarAndTheSelection() {
        onMainActor {
            let rig = TabsRig()
            rig.controller.selectedTab = rig.search
            rig.delegate.log = []
            rig.search.isHidden = true
            XCTAssertEqual(rig.controller.tabBar.items?.map(\.title), ["Home", "Library"])
            XCTAssertTrue(rig.controller.selectedTab === rig.home, "the selection moves to the first tab shown")
            XCTAssertEqual(rig.delegate.log, ["didSelectTab home from com.apple.UIKit.UISearchTab",
                                              "visibilityDidChange [\"com.apple.UIKit.UISearchTab\"]"])
            let optional = UITab(title: "Later", image: nil, identifier: "later")
            optional.allowsHiding = true
            optional.isHiddenByDefault = true
            XCTAssertTrue(optional.isHidden)
            optional.allowsHiding = false
            XCTAssertFalse(optional.isHidden, "only a tab the person may hide starts hidden")
        }
    }

    func testTheBarSlidesAwayAndBackOnTheContextsClock() {
        onMainActor {
            let rig = TabsRig()
            let bar = rig.controller.tabBar
            rig.controller.setTabBarHidden(true, animated: true)
            XCTAssertTrue(rig.controller.isTabBarHidden)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinY(bar), 251, accuracy: 0.01)
            XCTAssertFalse(bar.isHidden, "shown while it slides")
            rig.frame(after: 0.15)
            XCTAssertEqual(rig.shownMinY(bar), 275.5, accuracy: 0.01, "half way at half time")
            rig.frame(after: 0.15)
            XCTAssertEqual(rig.shownMinY(bar), 300, accuracy: 0.01)
            XCTAssertTrue(bar.isHidden)
            XCTAssertEqual(rig.home.viewController?.view.safeAreaInsets.bottom, 0)
            rig.controller.setTabBarHidden(false, animated: true)
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.shownMinY(bar), 251, accuracy: 0.01)
            XCTAssertFalse(bar.isHidden)
        }
    }

    func testViewControllersReplaceTheTabs() {
        onMainActor {
            let rig = TabsRig()
            let plain = UIViewController()
            plain.title = "Plain"
            rig.controller.viewControllers = [plain]
            XCTAssertEqual(rig.controller.tabs.count, 0)
            XCTAssertNil(rig.home.tabBarController)
            XCTAssertEqual(rig.controller.tabBar.items?.map(\.title), ["Plain"])
            XCTAssertTrue(rig.controller.selectedViewController === plain)
            XCTAssertNil(rig.home.viewController?.parent)
        }
    }
}
