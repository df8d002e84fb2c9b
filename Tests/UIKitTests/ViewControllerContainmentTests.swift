@testable import UIKit
import XCTest

/// Containment and appearance: children join and leave with UIKit's callbacks, in UIKit's order, each callback
/// once per change, with the reasons (`isMovingToParent` …) set while they run.
final class ViewControllerContainmentTests: XCTestCase {
    func testTheRootAppearsWithTheWindowAndItsChildrenAfterIt() {
        onMainActor {
            let rig = ControllerRig()
            let root = LoggingController("root", log: rig.log)
            let child = LoggingController("child", log: rig.log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            XCTAssertEqual(rig.log.take(), ["child.willMove(parent)", "child.didMove(parent)"])
            rig.window.rootViewController = root
            XCTAssertEqual(rig.log.take(), ["root.willAppear", "child.willAppear", "root.didAppear", "child.didAppear"])
            rig.window.rootViewController = nil
            rig.window.rootViewController = LoggingController("next", log: rig.log)
            XCTAssertEqual(rig.log.take(), [
                "root.willDisappear", "child.willDisappear", "root.didDisappear", "child.didDisappear",
                "next.willAppear", "next.didAppear",
            ])
        }
    }

    func testAChildAddedToAShownParentAppearsAndLeavesWithItsReasons() {
        onMainActor {
            let rig = ControllerRig()
            let root = LoggingController("root", log: rig.log)
            rig.window.rootViewController = root
            _ = rig.log.take()
            let child = LoggingController("child", log: rig.log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            XCTAssertEqual(rig.log.take(), [
                "child.willMove(parent)", "child.willAppear[toParent]", "child.didAppear[toParent]", "child.didMove(parent)",
            ])
            XCTAssertTrue(child.parent === root)
            XCTAssertEqual(root.children.count, 1)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(rig.log.take(), [
                "child.willMove(nil)", "child.willDisappear[fromParent]", "child.didDisappear[fromParent]", "child.didMove(nil)",
            ])
            XCTAssertNil(child.parent)
            XCTAssertTrue(root.children.isEmpty)
        }
    }

    func testExplicitAppearanceTransitionsCallEachCallbackOncePerChange() {
        onMainActor {
            let rig = ControllerRig()
            let controller = LoggingController("c", log: rig.log)
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
            XCTAssertEqual(rig.log.take(), ["c.willAppear", "c.didAppear", "c.willDisappear", "c.didDisappear"])
        }
    }

    func testAContainerThatForwardsItselfDecidesWhenItsChildAppears() {
        onMainActor {
            final class Container: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let rig = ControllerRig()
            let container = Container()
            rig.window.rootViewController = container
            let child = LoggingController("child", log: rig.log)
            container.addChild(child)
            child.beginAppearanceTransition(true, animated: true)
            container.view.addSubview(child.view)
            XCTAssertEqual(rig.log.take(), ["child.willMove(parent)", "child.willAppear[toParent]"], "the view's move does not end it")
            child.endAppearanceTransition()
            child.didMove(toParent: container)
            XCTAssertEqual(rig.log.take(), ["child.didAppear[toParent]", "child.didMove(parent)"])
        }
    }

    func testTheViewLoadsOnceOnFirstUse() {
        onMainActor {
            final class Loading: UIViewController {
                var loads = 0
                override func loadView() {
                    loads += 1
                    view = UILabel()
                }
            }
            let controller = Loading()
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertNil(controller.viewIfLoaded)
            XCTAssertTrue(controller.view is UILabel)
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.loads, 1)
            XCTAssertTrue(controller.isViewLoaded)
        }
    }

    func testTheItemsFollowTheTitleUntilGivenTheirOwn() {
        onMainActor {
            let controller = UIViewController()
            controller.title = "Mail"
            XCTAssertEqual(controller.navigationItem.title, "Mail")
            XCTAssertEqual(controller.tabBarItem.title, "Mail")
            controller.title = "Inbox"
            XCTAssertEqual(controller.navigationItem.title, "Inbox")
            controller.navigationItem.title = "Own"
            controller.title = "Later"
            XCTAssertEqual(controller.navigationItem.title, "Own")
            XCTAssertEqual(controller.tabBarItem.title, "Later")
        }
    }

    func testTransitionBetweenChildrenSwapsTheirViews() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController()
            rig.window.rootViewController = root
            let first = LoggingController("first", log: rig.log), second = LoggingController("second", log: rig.log)
            for child in [first, second] { root.addChild(child) }
            root.view.addSubview(first.view)
            for child in [first, second] { child.didMove(toParent: root) }
            _ = rig.log.take()
            var finished: Bool?
            root.transition(from: first, to: second, duration: 0.3, options: [], animations: nil) { finished = $0 }
            XCTAssertEqual(rig.log.take(), ["first.willDisappear", "second.willAppear"])
            rig.frame(after: 0.31)
            drainMainQueue()
            XCTAssertEqual(finished, true, "a block that animated nothing completes on the next turn")
            XCTAssertNil(first.view.superview)
            XCTAssertTrue(second.view.superview === root.view)
            XCTAssertEqual(rig.log.take(), ["first.didDisappear", "second.didAppear"])
        }
    }
}
