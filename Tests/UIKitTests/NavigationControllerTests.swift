@testable import UIKit
import Wayland
import XCTest

private let duration = 0.35
private let width: CGFloat = 400

/// UIKit's navigation curve at `fraction` of the duration.
@MainActor
private func eased(_ fraction: Double) -> CGFloat {
    CGFloat(NavigationParallaxAnimator.curve.evaluate(at: fraction))
}

/// Pushes and pops on the manual clock: the parallax slide's frames at 0, ¼, ½ and 1 of its duration on UIKit's
/// curve, the appearance and containment callbacks in UIKit's order, the bar following, and the desktop's back.
final class NavigationControllerTests: XCTestCase {
    func testTheRootAppearsWithTheWindowUnderTheBar() {
        onMainActor {
            let rig = ControllerRig()
            let a = LoggingController("A", log: rig.log)
            let navigation = UINavigationController(rootViewController: a)
            XCTAssertEqual(rig.log.take(), ["A.willMove(parent)", "A.didMove(parent)"])
            rig.window.rootViewController = navigation
            XCTAssertEqual(rig.log.take(), ["A.willAppear", "A.didAppear"])
            rig.frame(after: 0)
            XCTAssertEqual(a.view.convert(a.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300), "under the translucent bar")
            XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "A")
            XCTAssertTrue(a.navigationController === navigation)
            XCTAssertTrue(navigation.topViewController === a)
            XCTAssertTrue(navigation.visibleViewController === a)
        }
    }

    func testPushSlidesTheNewOneInFromTheTrailingEdgeAndTheOldOneAThird() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            stack.navigation.pushViewController(stack.b, animated: true)
            XCTAssertEqual(rig.log.take(), ["B.willMove(parent)", "A.willDisappear", "B.willAppear[toParent]"])
            XCTAssertEqual(stack.navigation.viewControllers.count, 2, "the stack changes at once")
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(stack.b.view), width, accuracy: 0.01)
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01)
            for quarter in [0.25, 0.5] {
                rig.frame(after: duration * 0.25)
                XCTAssertEqual(rig.shownMinX(stack.b.view), width * (1 - eased(quarter)), accuracy: 0.05, "at \(quarter)")
                XCTAssertEqual(rig.shownMinX(stack.a.view), -width / 3 * eased(quarter), accuracy: 0.05, "at \(quarter)")
            }
            XCTAssertEqual(rig.log.take(), [], "nothing ends before the slide does")
            rig.frame(after: duration * 0.5)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 0, accuracy: 0.01)
            XCTAssertNil(stack.a.view.superview, "the covered view leaves once covered")
            XCTAssertEqual(rig.log.take(), ["A.didDisappear", "B.didAppear[toParent]", "B.didMove(parent)"])
            XCTAssertEqual(stack.navigation.navigationBar.topItem?.title, "B")
            XCTAssertEqual(stack.navigation.navigationBar.backItem?.title, "A")
        }
    }

    func testPopSlidesTheTopOneOutToTheTrailingEdge() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            stack.navigation.pushViewController(stack.b, animated: false)
            rig.frame(after: 0)
            _ = rig.log.take()
            XCTAssertTrue(stack.navigation.popViewController(animated: true) === stack.b)
            XCTAssertEqual(rig.log.take(), ["B.willMove(nil)", "B.willDisappear[fromParent]", "A.willAppear"])
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 0, accuracy: 0.01)
            XCTAssertEqual(rig.shownMinX(stack.a.view), -width / 3, accuracy: 0.01)
            rig.frame(after: duration / 4)
            XCTAssertEqual(rig.shownMinX(stack.b.view), width * eased(0.25), accuracy: 0.05)
            XCTAssertEqual(rig.shownMinX(stack.a.view), -width / 3 * (1 - eased(0.25)), accuracy: 0.05)
            rig.frame(after: duration / 4)
            XCTAssertEqual(rig.shownMinX(stack.b.view), width * eased(0.5), accuracy: 0.05)
            rig.frame(after: duration / 2)
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01)
            XCTAssertEqual(rig.log.take(), ["B.didDisappear[fromParent]", "A.didAppear", "B.didMove(nil)"])
            XCTAssertNil(stack.b.parent)
            XCTAssertEqual(stack.navigation.children.count, 1)
        }
    }

    func testPopToRootAndSetViewControllers() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            let c = LoggingController("C", log: rig.log)
            stack.navigation.setViewControllers([stack.a, stack.b, c], animated: false)
            XCTAssertTrue(stack.navigation.topViewController === c)
            XCTAssertEqual(stack.navigation.navigationBar.items?.count, 3)
            _ = rig.log.take()
            let popped = stack.navigation.popToRootViewController(animated: true)
            XCTAssertEqual(popped?.count, 2)
            rig.frame(after: duration + 0.01)
            XCTAssertEqual(rig.log.take(), [
                "B.willMove(nil)", "C.willMove(nil)", "C.willDisappear[fromParent]", "A.willAppear",
                "C.didDisappear[fromParent]", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)",
            ])
            XCTAssertEqual(stack.navigation.viewControllers.count, 1)
        }
    }

    func testAPushAskedDuringATransitionRunsAfterIt() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            let c = LoggingController("C", log: rig.log)
            stack.navigation.pushViewController(stack.b, animated: true)
            stack.navigation.pushViewController(c, animated: true)
            XCTAssertEqual(stack.navigation.viewControllers.count, 2, "the second push waits")
            rig.frame(after: duration + 0.01)
            XCTAssertEqual(stack.navigation.viewControllers.count, 3)
            rig.frame(after: duration + 0.01)
            XCTAssertTrue(stack.navigation.topViewController === c)
            XCTAssertTrue(c.view.superview != nil)
        }
    }

    func testTheBarHidesAndTheContentTakesItsPlace() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            stack.navigation.setNavigationBarHidden(true, animated: false)
            rig.frame(after: 0)
            XCTAssertTrue(stack.navigation.isNavigationBarHidden)
            XCTAssertEqual(stack.a.view.convert(stack.a.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300))
        }
    }

    func testBackByAltLeftByTheMouseBackButtonAndByTheBackButton() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            let c = LoggingController("C", log: rig.log)
            stack.navigation.setViewControllers([stack.a, stack.b, c], animated: false)
            rig.frame(after: 0)
            rig.renderer.input.handle(KeyEvent(code: 105, keysym: 0xff51, name: "Left", text: "", isPressed: true, isRepeat: false, modifiers: .alternate, time: 1))
            rig.frame(after: duration + 0.01)
            XCTAssertTrue(stack.navigation.topViewController === stack.b, "Alt+Left pops")
            rig.renderer.input.handle(PointerFrame(events: [.button(code: 0x113, isPressed: true, serial: 0, time: 2)], x: 0, y: 0, isInside: true))
            rig.frame(after: duration + 0.01)
            XCTAssertTrue(stack.navigation.topViewController === stack.a, "the mouse's back button pops")
            rig.renderer.input.handle(PointerFrame(events: [.button(code: 0x113, isPressed: true, serial: 0, time: 3)], x: 0, y: 0, isInside: true))
            XCTAssertTrue(stack.navigation.topViewController === stack.a, "nothing to go back to at the root")
            stack.navigation.pushViewController(stack.b, animated: false)
            rig.frame(after: 0)
            let back = try? XCTUnwrap(stack.navigation.navigationBar.content?.backButton)
            XCTAssertNotNil(back)
            if let back {
                let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
                rig.renderer.pointerDown(at: center)
                rig.renderer.pointerUp()
                rig.frame(after: duration + 0.01)
                XCTAssertTrue(stack.navigation.topViewController === stack.a, "the back button pops")
            }
        }
    }

    func testBarItemsShowAndRunTheirActions() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            var tapped = 0
            stack.a.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in tapped += 1 })
            stack.a.title = "Inbox"
            rig.frame(after: 0)
            XCTAssertEqual(stack.navigation.navigationBar.topItem?.title, "Inbox", "the item follows the controller's title")
            let button = stack.navigation.navigationBar.content?.subviews.compactMap { $0 as? UIButton }.first
            XCTAssertEqual(button?.currentTitle, "+")
            if let button {
                let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                XCTAssertGreaterThan(center.x, 300, "right items sit at the trailing end")
                rig.renderer.pointerDown(at: center)
                rig.renderer.pointerUp()
            }
            XCTAssertEqual(tapped, 1)
        }
    }
}
