@testable import UIKit
import XCTest

/// Toolbars: a `UIToolbar` laying its items out, a navigation controller's toolbar showing the top controller's
/// `toolbarItems` (cross-fading them alongside a push, put back by a cancelled pop), hidden and shown, and
/// `hidesBottomBarWhenPushed` hiding it and a tab bar around.
final class ToolbarTests: XCTestCase {
    func testAToolbarPlacesItsItemsWithFixedAndFlexibleSpacesAndMirrorsRightToLeft() {
        onMainActor {
            let rig = ControllerRig()
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 256, width: 400, height: 44))
            rig.window.addSubview(toolbar)
            let first = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
            let second = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30)))
            let third = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 44)))
            toolbar.items = [first, .fixedSpace(10), second, .flexibleSpace(), third]
            toolbar.layoutIfNeeded()
            XCTAssertEqual(first.customView?.frame, CGRect(x: 16, y: 12, width: 40, height: 20))
            XCTAssertEqual(second.customView?.frame, CGRect(x: 66, y: 7, width: 60, height: 30))
            XCTAssertEqual(third.customView?.frame, CGRect(x: 354, y: 0, width: 30, height: 44), "the flexible space takes the rest")
            XCTAssertEqual(toolbar.sizeThatFits(CGSize(width: 400, height: 300)), CGSize(width: 400, height: 44))
            XCTAssertEqual(toolbar.barPosition, .bottom)
            toolbar.semanticContentAttribute = .forceRightToLeft
            toolbar.setNeedsLayout()
            toolbar.layoutIfNeeded()
            XCTAssertEqual(first.customView?.frame.maxX, 384, "right to left the first item is on the right")
            XCTAssertEqual(third.customView?.frame.minX, 16)
            third.isHidden = true
            toolbar.layoutIfNeeded()
            XCTAssertNil(third.customView?.superview, "a hidden item is left out")
        }
    }

    func testTheNavigationToolbarShowsTheTopItemsAndCrossFadesThemAlongsideAPush() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            let navigation = stack.navigation
            XCTAssertTrue(navigation.isToolbarHidden, "hidden by default")
            let edit = UIBarButtonItem(title: "Edit", style: .plain)
            stack.a.toolbarItems = [.flexibleSpace(), edit]
            navigation.isToolbarHidden = false
            rig.frame(after: 0)
            XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 256, width: 400, height: 44))
            XCTAssertEqual(stack.a.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(stack.a.view.safeAreaInsets.bottom, 44, "the safe area ends above the toolbar")
            XCTAssertEqual(shownTitles(navigation.toolbar), ["Edit"])
            let reply = UIBarButtonItem(title: "Reply", style: .plain)
            stack.b.toolbarItems = [reply]
            navigation.pushViewController(stack.b, animated: true)
            rig.frame(after: 0.175)
            XCTAssertEqual(shownTitles(navigation.toolbar), ["Edit", "Reply"], "both while they cross-fade")
            let fadingIn = button(navigation.toolbar, "Reply")?.layer.presentation()?.opacity ?? -1
            XCTAssertEqual(fadingIn, Float(NavigationParallaxAnimator.curve.evaluate(at: 0.5)), accuracy: 0.02)
            rig.frame(after: 0.2)
            XCTAssertEqual(shownTitles(navigation.toolbar), ["Reply"])
            XCTAssertTrue(navigation.toolbar.items?.first === reply)
            stack.b.setToolbarItems([edit, reply], animated: false)
            XCTAssertEqual(shownTitles(navigation.toolbar), ["Edit", "Reply"], "the top controller's new items show")
            stack.a.toolbarItems = []
            XCTAssertEqual(shownTitles(navigation.toolbar), ["Edit", "Reply"], "a covered controller's items wait")
        }
    }

    func testACancelledInteractivePopPutsTheItemsBack() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            stack.a.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
            stack.b.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
            stack.navigation.setToolbarHidden(false, animated: false)
            stack.navigation.pushViewController(stack.b, animated: false)
            rig.frame(after: 0)
            stack.drag(to: 104, steps: 20)
            rig.frame(after: 0.3)
            XCTAssertEqual(shownTitles(stack.navigation.toolbar), ["Reply", "Edit"])
            rig.renderer.pointerUp()
            for _ in 0..<30 { rig.frame(after: 1.0 / 60) }
            XCTAssertTrue(stack.navigation.topViewController === stack.b)
            XCTAssertEqual(shownTitles(stack.navigation.toolbar), ["Reply"])
            XCTAssertEqual(button(stack.navigation.toolbar, "Reply")?.alpha, 1)
        }
    }

    func testSetToolbarHiddenAnimatedSlidesItOffTheBottom() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            stack.navigation.setToolbarHidden(false, animated: false)
            rig.frame(after: 0)
            stack.navigation.setToolbarHidden(true, animated: true)
            XCTAssertTrue(stack.navigation.isToolbarHidden)
            rig.frame(after: 0)
            XCTAssertEqual(shownMinY(stack.navigation.toolbar), 256, accuracy: 0.01)
            rig.frame(after: 0.4)
            XCTAssertEqual(shownMinY(stack.navigation.toolbar), 300, accuracy: 0.01)
            XCTAssertEqual(stack.a.view.safeAreaInsets.bottom, 0, "the safe area takes the room back")
        }
    }

    func testHidesBottomBarWhenPushedHidesTheToolbarAndTheTabBarUntilPopped() {
        onMainActor {
            let rig = ControllerRig()
            let a = LoggingController("A", log: rig.log), b = LoggingController("B", log: rig.log)
            b.hidesBottomBarWhenPushed = true
            let navigation = UINavigationController(rootViewController: a)
            navigation.setToolbarHidden(false, animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            XCTAssertEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(navigation.toolbar.frame.maxY, 251, "the toolbar sits above the tab bar")
            XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 93, right: 0))
            navigation.pushViewController(b, animated: true)
            rig.frame(after: 0.175)
            let barY = tabs.tabBar.layer.presentation()?.frame.minY ?? -1
            XCTAssertGreaterThan(barY, 251, "the tab bar slides down alongside the push")
            XCTAssertLessThan(barY, 300)
            rig.frame(after: 0.2)
            XCTAssertTrue(tabs.tabBar.isHidden)
            XCTAssertEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0), "no toolbar, no tab bar")
            XCTAssertEqual(navigation.toolbar.alpha, 0)
            navigation.popViewController(animated: true)
            rig.frame(after: 0.4)
            XCTAssertFalse(tabs.tabBar.isHidden)
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 251, width: 400, height: 49))
            XCTAssertEqual(a.view.safeAreaInsets.bottom, 93)
        }
    }
}

@MainActor
private func buttons(_ toolbar: UIToolbar) -> [UIButton] {
    toolbar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
}

@MainActor
private func shownTitles(_ toolbar: UIToolbar) -> [String] {
    buttons(toolbar).compactMap { $0.title(for: .normal) }
}

@MainActor
private func button(_ toolbar: UIToolbar, _ title: String) -> UIButton? {
    buttons(toolbar).first { $0.title(for: .normal) == title }
}

@MainActor
private func shownMinY(_ view: UIView) -> CGFloat {
    (view.layer.presentation() ?? view.layer).frame.minY
}
