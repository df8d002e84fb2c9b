@testable import UIKit
import XCTest

/// Tabs: a tap on an item switches at once with the appearance callbacks, the indicator slides to it, the delegate
/// may refuse, and a delegate's animator runs the switch.
final class TabBarControllerTests: XCTestCase {
    @MainActor
    private final class Tabs {
        let rig = ControllerRig()
        let a: LoggingController
        let b: LoggingController
        let tabs = UITabBarController()

        init() {
            a = LoggingController("A", log: rig.log, color: .red)
            b = LoggingController("B", log: rig.log, color: .blue)
            b.tabBarItem = UITabBarItem(title: "Second", image: nil, selectedImage: nil)
            b.tabBarItem.badgeValue = "3"
            tabs.viewControllers = [a, b]
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            _ = rig.log.take()
        }

        func tap(tab index: Int) {
            let width = rig.window.bounds.width / 2
            rig.renderer.pointerDown(at: CGPoint(x: width * (CGFloat(index) + 0.5), y: 280))
            rig.renderer.pointerUp()
        }
    }

    func testASelectionBeforeTheBarHasASizeSetsNoNullFrame() {
        onMainActor {
            _ = installManualClock()
            let bar = UITabBar(frame: .zero)
            let item = UITabBarItem(title: "One", image: nil, tag: 0)
            bar.setItems([item], animated: false)
            bar.selectedItem = item
            XCTAssertEqual(CADiagnostics.messages, [], "the indicator of an unsized bar is empty, not null")
            XCTAssertFalse(bar.selectionIndicator.frame.isNull)
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 49)
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.selectionIndicator.frame, CGRect(x: 4, y: 3, width: 192, height: 43))
        }
    }

    func testATapSwitchesTabsAndTheIndicatorSlides() {
        onMainActor {
            let tabs = Tabs(), rig = tabs.rig
            XCTAssertTrue(tabs.tabs.selectedViewController === tabs.a)
            XCTAssertEqual(tabs.tabs.tabBar.items?.map(\.title), ["A", "Second"])
            XCTAssertEqual(tabs.a.view.convert(tabs.a.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(tabs.a.view.safeAreaInsets.bottom, 49, "under the translucent tab bar")
            XCTAssertTrue(tabs.a.tabBarController === tabs.tabs)
            tabs.tap(tab: 1)
            XCTAssertEqual(tabs.tabs.selectedIndex, 1)
            XCTAssertEqual(rig.log.take(), ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
            XCTAssertNil(tabs.a.view.superview)
            let indicator = tabs.tabs.tabBar.selectionIndicator
            rig.frame(after: 0.125)
            let shownX = rig.shownMinX(indicator)
            XCTAssertGreaterThan(shownX, 4, "the indicator slides")
            XCTAssertLessThan(shownX, 204)
            rig.frame(after: 0.2)
            XCTAssertEqual(rig.shownMinX(indicator), 204, accuracy: 0.01)
        }
    }

    func testTheDelegateMayRefuseAndMayAnimateTheSwitch() {
        onMainActor {
            @MainActor
            final class Delegate: UITabBarControllerDelegate {
                var allows = false
                var selected: [UIViewController] = []
                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allows }
                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    selected.append(viewController)
                }
                func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                    CrossFade()
                }
            }
            @MainActor
            final class CrossFade: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    let toView = transitionContext.view(forKey: .to)!
                    toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                    toView.alpha = 0
                    transitionContext.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                }
            }
            let tabs = Tabs(), rig = tabs.rig
            let delegate = Delegate()
            tabs.tabs.delegate = delegate
            tabs.tap(tab: 1)
            XCTAssertEqual(tabs.tabs.selectedIndex, 0, "refused")
            XCTAssertTrue(tabs.tabs.tabBar.selectedItem === tabs.a.tabBarItem)
            delegate.allows = true
            tabs.tap(tab: 1)
            XCTAssertEqual(rig.log.take(), ["A.willDisappear", "B.willAppear"])
            XCTAssertNotNil(tabs.tabs.transitionCoordinator)
            rig.frame(after: 0.15)
            XCTAssertEqual(tabs.b.view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.01)
            rig.frame(after: 0.16)
            XCTAssertEqual(rig.log.take(), ["A.didDisappear", "B.didAppear"])
            XCTAssertNil(tabs.a.view.superview)
            XCTAssertTrue(delegate.selected.first === tabs.b)
        }
    }
}
