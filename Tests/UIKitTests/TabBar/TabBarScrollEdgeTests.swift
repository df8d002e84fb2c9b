@testable import UIKit
import XCTest

/// The iOS 15 scroll-edge rule: a tab bar, toolbar or navigation bar shows its scroll-edge appearance (else its
/// standard one with a transparent background) while the content is at its edge, following the scrolling.
final class TabBarScrollEdgeTests: XCTestCase {
    /// A screen whose view is a tall scroll view.
    @MainActor
    private final class ListController: UIViewController {
        let scrollView = UIScrollView()

        override func loadView() {
            scrollView.contentSize = CGSize(width: 400, height: 2000)
            view = scrollView
        }
    }

    func testTheTabBarSwitchesAtTheBottomEdgeAndBack() {
        onMainActor {
            let rig = ControllerRig()
            let list = ListController(), plain = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [list, plain]
            let standard = UITabBarAppearance()
            standard.backgroundColor = .systemBlue
            tabs.tabBar.standardAppearance = standard
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            let bar = tabs.tabBar
            XCTAssertEqual(bar.backgroundColor, .systemBlue, "the list's top shows: away from the bottom edge")
            let scrollView = list.scrollView
            scrollView.contentOffset.y = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
            XCTAssertEqual(bar.backgroundColor, .clear, "at the edge with no scroll-edge appearance: transparent")
            XCTAssertEqual(bar.shownAppearance.shadowColor, nil)
            let edge = UITabBarAppearance()
            edge.backgroundColor = .systemGreen
            bar.scrollEdgeAppearance = edge
            XCTAssertEqual(bar.backgroundColor, .systemGreen)
            scrollView.contentOffset.y = 100
            XCTAssertEqual(bar.backgroundColor, .systemBlue, "scrolled away")
            tabs.selectedIndex = 1
            XCTAssertEqual(bar.backgroundColor, .systemGreen, "no scroll view: at the edge, as on iOS 15")
        }
    }

    func testTheContentScrollViewIsTheOneSetElseTheViewOrItsFirstScrollingSubview() {
        onMainActor {
            let list = ListController()
            list.loadViewIfNeeded()
            XCTAssertTrue(list.contentScrollView(for: .bottom) === list.scrollView)
            let screen = UIViewController()
            let inner = UIScrollView()
            screen.view.addSubview(UIView())
            screen.view.addSubview(inner)
            XCTAssertTrue(screen.contentScrollView(for: .top) === inner)
            let other = UIScrollView()
            screen.setContentScrollView(other, for: [.top, .bottom])
            XCTAssertTrue(screen.contentScrollView(for: .bottom) === other)
            screen.setContentScrollView(nil, for: .top)
            XCTAssertTrue(screen.contentScrollView(for: .top) === inner, "nil puts back the default")
            XCTAssertNil(UIViewController().contentScrollView(for: .top), "an unloaded view is not loaded")
        }
    }

    func testTheNavigationBarFollowsTheTopEdgeAndTheToolbarTheBottom() {
        onMainActor {
            let rig = ControllerRig()
            let list = ListController()
            let navigation = UINavigationController(rootViewController: list)
            navigation.setToolbarHidden(false, animated: false)
            let edge = UINavigationBarAppearance()
            edge.backgroundColor = .systemYellow
            navigation.navigationBar.scrollEdgeAppearance = edge
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            let bar = navigation.navigationBar, toolbar = navigation.toolbar!
            XCTAssertEqual(bar.backgroundColor, .systemYellow, "at the top")
            XCTAssertEqual(toolbar.backgroundColor, UIBarAppearance.defaultBackground, "not at the bottom")
            list.scrollView.contentOffset.y = 200
            XCTAssertEqual(bar.backgroundColor, UIBarAppearance.defaultBackground)
            let scrollView = list.scrollView
            scrollView.contentOffset.y = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
            XCTAssertEqual(toolbar.backgroundColor, .clear, "the toolbar at the bottom edge: transparent")
        }
    }
}
