import QuartzCore
@testable import UIKit
import XCTest

/// Split view controllers: columns side by side at their widths, the display modes with their delegate calls,
/// collapsing to one column when narrow and expanding back, and showing controllers in the right column.
final class SplitViewControllerTests: XCTestCase {
    @MainActor
    private final class Recorder: UISplitViewControllerDelegate {
        var calls: [String] = []
        var topColumn: UISplitViewController.Column?
        var keepsPrimaryOnCollapse = false

        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            calls.append("mode \(displayMode.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { calls.append("show \(column.rawValue)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { calls.append("hide \(column.rawValue)") }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("collapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("expand") }
        func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            calls.append("top? \(proposedTopColumn.rawValue)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            keepsPrimaryOnCollapse
        }
    }

    @MainActor
    private static func window(_ split: UISplitViewController, width: CGFloat) -> UIWindow {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 500))
        window.rootViewController = split
        window.layoutIfNeeded()
        return window
    }

    func testTwoColumnsSitSideBySideWithEachControllerInANavigationController() {
        onMainActor {
            let split = UISplitViewController(style: .doubleColumn)
            let list = UIViewController(), detail = UIViewController()
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            let window = Self.window(split, width: 1000)
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertTrue(split.viewController(for: .primary) === list, "the controller as set, not its wrapper")
            XCTAssertNotNil(list.navigationController, "column controllers are wrapped in navigation controllers")
            XCTAssertTrue(list.splitViewController === split)
            XCTAssertEqual(list.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 500))
            XCTAssertEqual(detail.navigationController?.view.frame, CGRect(x: 321, y: 0, width: 679, height: 500))
            XCTAssertEqual(split.primaryColumnWidth, 320)
            split.preferredPrimaryColumnWidthFraction = 0.25
            window.layoutIfNeeded()
            XCTAssertEqual(list.navigationController?.view.frame.width, 250)
            split.maximumPrimaryColumnWidth = 200
            window.layoutIfNeeded()
            XCTAssertEqual(list.navigationController?.view.frame.width, 200)
        }
    }

    func testThreeColumnsAndTheDisplayModesTellTheDelegate() {
        onMainActor {
            let split = UISplitViewController(style: .tripleColumn)
            let recorder = Recorder()
            split.delegate = recorder
            let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController()
            split.setViewController(sidebar, for: .primary)
            split.setViewController(list, for: .supplementary)
            split.setViewController(detail, for: .secondary)
            let window = Self.window(split, width: 1200)
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(sidebar.navigationController?.view.frame.minX, 0)
            XCTAssertEqual(list.navigationController?.view.frame.minX, 321)
            XCTAssertEqual(detail.navigationController?.view.frame.minX, 642)
            recorder.calls = []
            split.hide(.primary)
            window.layoutIfNeeded()
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(recorder.calls, ["mode 2", "hide 0"])
            XCTAssertNil(sidebar.navigationController?.parent, "a hidden column leaves the hierarchy")
            XCTAssertEqual(list.navigationController?.view.frame.minX, 0)
            recorder.calls = []
            split.show(.primary)
            XCTAssertEqual(recorder.calls, ["mode 4", "show 0"])
            split.preferredDisplayMode = .secondaryOnly
            window.layoutIfNeeded()
            XCTAssertEqual(detail.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1200, height: 500))
        }
    }

    func testANarrowSplitCollapsesToTheTopColumnAndExpandsBack() {
        onMainActor {
            let split = UISplitViewController(style: .doubleColumn)
            let recorder = Recorder()
            split.delegate = recorder
            let list = UIViewController(), detail = UIViewController()
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            recorder.topColumn = .primary
            let window = Self.window(split, width: 400)
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(recorder.calls, ["top? 2", "collapse"], "the secondary is proposed; the delegate chose the list")
            XCTAssertEqual(list.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 400, height: 500))
            XCTAssertNil(detail.navigationController?.parent)
            recorder.calls = []
            window.frame = CGRect(x: 0, y: 0, width: 900, height: 500)
            window.layoutIfNeeded()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(recorder.calls, ["expand"])
            XCTAssertEqual(detail.navigationController?.view.frame.minX, 321)
            split.traitOverrides.horizontalSizeClass = .compact
            window.layoutIfNeeded()
            split.view.setNeedsLayout()
            split.view.layoutIfNeeded()
            XCTAssertTrue(split.isCollapsed, "a compact size class collapses at any width")
        }
    }

    func testTheClassicStyleShowsItsPairAndCollapsesAsTheDelegateSays() {
        onMainActor {
            let split = UISplitViewController()
            let recorder = Recorder()
            split.delegate = recorder
            let master = UINavigationController(rootViewController: UIViewController())
            let detail = UINavigationController(rootViewController: UIViewController())
            split.viewControllers = [master, detail]
            split.preferredDisplayMode = .oneBesideSecondary
            _ = Self.window(split, width: 1000)
            XCTAssertEqual(split.viewControllers.count, 2)
            XCTAssertEqual(master.view.frame.width, 320)
            XCTAssertEqual(detail.view.frame.minX, 321)

            let narrow = UISplitViewController()
            narrow.delegate = recorder
            let master2 = UINavigationController(rootViewController: UIViewController())
            let detail2 = UIViewController()
            narrow.viewControllers = [master2, detail2]
            recorder.keepsPrimaryOnCollapse = true
            _ = Self.window(narrow, width: 400)
            XCTAssertTrue(master2.parent === narrow, "the delegate discarded the secondary: the master shows")
            XCTAssertNil(detail2.parent)
        }
    }

    func testShowDetailSetsTheSecondaryColumn() {
        onMainActor {
            let split = UISplitViewController(style: .doubleColumn)
            let list = UIViewController()
            split.setViewController(list, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = Self.window(split, width: 1000)
            let item = UIViewController()
            list.showDetailViewController(item, sender: nil)
            window.layoutIfNeeded()
            XCTAssertTrue(split.viewController(for: .secondary) === item)
            XCTAssertEqual(item.navigationController?.view.frame.minX, 321)
        }
    }
}
