@testable import UIKit
import Wayland
import XCTest

/// `.tabSidebar` on a wide window: the sidebar lists the tabs and groups at the leading edge in place of the bar,
/// slides out and in on the context's clock, and gives way to the bar on a narrow window.
final class TabSidebarTests: XCTestCase {
    func testTheSidebarListsTabsAndGroupsAtTheLeadingEdge() throws {
        try onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            let sidebar = rig.controller.sidebarView
            XCTAssertTrue(sidebar.superview === rig.controller.view)
            XCTAssertEqual(sidebar.frame, CGRect(x: 0, y: 0, width: 280, height: 600))
            XCTAssertTrue(rig.controller.tabBar.isHidden, "the sidebar takes the bar's place")
            XCTAssertEqual(sidebar.rows.map(\.tab.title), ["Home", "Library", "Books", "Music", "Downloads", "Search"])
            XCTAssertEqual(sidebar.rows.map(\.depth), [0, 0, 1, 1, 0, 0])
            XCTAssertEqual(sidebar.rows.map(\.isGroupHeader), [false, true, false, false, false, false])
            XCTAssertEqual(sidebar.rowViews[0].frame, CGRect(x: 12, y: 8, width: 256, height: 44))
            XCTAssertEqual(sidebar.rowViews[1].frame, CGRect(x: 12, y: 52, width: 256, height: 38))
            let home = try XCTUnwrap(rig.home.viewController)
            XCTAssertEqual(home.view.frame, CGRect(x: 0, y: 0, width: 900, height: 600), "the sidebar overlaps the content")
            XCTAssertEqual(home.view.safeAreaInsets.left, 280)
            XCTAssertEqual(home.view.safeAreaInsets.bottom, 0)
            var header = UIListContentConfiguration.header()
            header.text = "Media"
            rig.controller.sidebar.headerContentConfiguration = header
            rig.frame(after: 0)
            let headerHeight = header.makeContentView().sizeThatFits(CGSize(width: 280, height: 1000)).height
            XCTAssertGreaterThan(headerHeight, 20)
            XCTAssertEqual(sidebar.rowViews[0].frame.minY, 8 + headerHeight, "the header above the rows")
            rig.controller.sidebar.preferredLayout = .tile
            XCTAssertEqual(home.view.convert(home.view.bounds, to: nil), CGRect(x: 280, y: 0, width: 620, height: 600))
            XCTAssertEqual(home.view.safeAreaInsets.left, 0)
        }
    }

    func testARowTapSelectsItsTabAndAHeaderTapCollapsesItsGroup() {
        onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            rig.tap(CGPoint(x: 100, y: 8 + 44 + 38 + 44 + 22))
            XCTAssertTrue(rig.controller.selectedTab === rig.music)
            XCTAssertEqual(rig.delegate.log, ["shouldSelectTab music", "didSelectTab music from home", "didSelect music"])
            rig.tap(CGPoint(x: 100, y: 8 + 44 + 38 + 44 * 2 + 22))
            XCTAssertTrue(rig.controller.selectedTab === rig.downloads, "a sidebar-only tab is selected from the sidebar")
            XCTAssertNil(rig.controller.tabBar.selectedItem)
            rig.controller.sidebar.delegate = rig.delegate
            rig.delegate.log = []
            rig.tap(CGPoint(x: 100, y: 8 + 44 + 19))
            XCTAssertEqual(rig.controller.sidebarView.rows.map(\.tab.title), ["Home", "Library", "Downloads", "Search"])
            XCTAssertEqual(rig.controller.sidebarView.rows[1].isExpanded, false)
            XCTAssertEqual(rig.delegate.log, ["didEndDisplaying books", "didEndDisplaying music"])
            rig.tap(CGPoint(x: 100, y: 8 + 44 + 19))
            XCTAssertEqual(rig.controller.sidebarView.rows.count, 6)
            XCTAssertEqual(rig.delegate.log.suffix(2), ["willBeginDisplaying books", "willBeginDisplaying music"])
        }
    }

    func testTheSidebarSlidesOutAndInOnTheContextsClock() throws {
        try onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            rig.controller.sidebar.delegate = rig.delegate
            let sidebar = rig.controller.sidebarView
            rig.controller.sidebar.isHidden = true
            XCTAssertEqual(rig.delegate.log, ["sidebarVisibilityWillChange true"])
            let slide = try XCTUnwrap(sidebar.layer.animation(forKey: "position") as? CABasicAnimation)
            XCTAssertEqual(slide.duration, 0.35)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(sidebar), 0, accuracy: 0.01)
            rig.frame(after: 0.175)
            XCTAssertEqual(rig.shownMinX(sidebar), -140, accuracy: 0.01, "half way at half time (ease in-out is symmetric)")
            XCTAssertFalse(rig.delegate.log.contains("sidebar animation done"))
            rig.frame(after: 0.175)
            XCTAssertEqual(rig.shownMinX(sidebar), -280, accuracy: 0.01)
            XCTAssertEqual(rig.delegate.log.last, "sidebar animation done")
            XCTAssertFalse(rig.controller.tabBar.isHidden, "the bar comes back with the sidebar gone")
            rig.controller.sidebar.isHidden = false
            rig.frame(after: 0.35)
            XCTAssertEqual(rig.shownMinX(sidebar), 0, accuracy: 0.01)
            XCTAssertTrue(rig.controller.tabBar.isHidden)
        }
    }

    func testAGroupsSidebarActionsFollowItsChildren() {
        onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            var performed = 0
            rig.library.sidebarActions = [UIAction(title: "New Playlist", image: UIImage(systemName: "plus")) { _ in performed += 1 }]
            rig.frame(after: 0)
            let sidebar = rig.controller.sidebarView
            XCTAssertEqual(sidebar.rows.map { $0.action?.title ?? $0.tab.title },
                           ["Home", "Library", "Books", "Music", "New Playlist", "Downloads", "Search"])
            rig.tap(CGPoint(x: 100, y: 8 + 44 + 38 + 44 * 2 + 22))
            XCTAssertEqual(performed, 1)
            XCTAssertTrue(rig.controller.selectedTab === rig.home, "an action selects no tab")
        }
    }

    func testControlCommandSTogglesTheSidebar() {
        onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            rig.controller.sidebar.delegate = rig.delegate
            let press = { (time: UInt32) in
                rig.renderer.input.handle(KeyEvent(code: 31, keysym: 0x73, name: "s", text: "", isPressed: true, isRepeat: false,
                                                   modifiers: [.control, .command], time: time))
                rig.renderer.input.handle(KeyEvent(code: 31, keysym: 0x73, name: "s", text: "", isPressed: false, isRepeat: false,
                                                   modifiers: [.control, .command], time: time + 1))
            }
            press(1)
            XCTAssertTrue(rig.controller.sidebar.isHidden)
            XCTAssertEqual(rig.delegate.log, ["sidebarVisibilityWillChange true"])
            rig.frame(after: 0.35)
            XCTAssertEqual(rig.shownMinX(rig.controller.sidebarView), -280, accuracy: 0.01)
            press(10)
            XCTAssertFalse(rig.controller.sidebar.isHidden)
        }
    }

    func testANarrowWindowShowsTheBarAndAWideOneTheSidebar() {
        onMainActor {
            let rig = TabsRig(width: 900, height: 600, mode: .tabSidebar)
            rig.window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
            rig.frame(after: 0)
            XCTAssertNil(rig.controller.sidebarView.superview)
            XCTAssertFalse(rig.controller.tabBar.isHidden)
            XCTAssertEqual(rig.controller.tabBar.frame, CGRect(x: 0, y: 551, width: 500, height: 49))
            rig.window.frame = CGRect(x: 0, y: 0, width: 900, height: 600)
            rig.frame(after: 0)
            XCTAssertTrue(rig.controller.sidebarView.superview === rig.controller.view)
            XCTAssertTrue(rig.controller.tabBar.isHidden)
            rig.controller.mode = .tabBar
            XCTAssertNil(rig.controller.sidebarView.superview)
            XCTAssertFalse(rig.controller.tabBar.isHidden)
        }
    }
}
