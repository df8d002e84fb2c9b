import QuartzCore
import TestSupport
import UIKit
import XCTest

// Screens as everyday iOS code writes them (a progress ring on shape and gradient layers, a card with shadows and
// spring animations, a searchable list controller with swipe actions and context menus, a sign-up form in a scroll
// view with a keyboard observer, scene and app delegates), compiled unchanged and run offscreen on the manual clock.

final class EverydayIdiomsTests: XCTestCase {
    func testProgressRingAnimatesItsStrokeAndReportsWhenDone() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let ring = EverydayProgressRing(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
            window.addSubview(ring)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            ring.progress = 0.5
            clock.advance(by: 0.2)
            renderer.renderFrame()
            let bar = ring.layer.sublayers?.compactMap { ($0 as? CAGradientLayer)?.mask as? CAShapeLayer }.first
            let midway = bar?.presentation()?.strokeEnd ?? -1
            XCTAssertGreaterThan(midway, 0.05)
            XCTAssertLessThan(midway, 0.5)
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(bar?.strokeEnd, 0.5)
            XCTAssertEqual(ring.accessibilityValue, "50%")
        }
    }

    func testCardAnimatesInAndDrawsItself() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let card = EverydayCardView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
            card.backgroundColor = .systemTeal
            window.addSubview(card)
            let renderer = OffscreenRenderer(window: window)
            card.style()
            card.animateIn()
            clock.advance(by: 2)
            renderer.renderFrame()
            XCTAssertNotNil(card.superview, "the reversed animator ended at its start, so its completion kept the card")
            XCTAssertEqual(card.gradientLayer.cornerRadius, 16)
        }
    }

    func testListAndFormScreensLayOutInTabs() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
            let list = EverydayListViewController(style: .insetGrouped)
            let navigation = UINavigationController(rootViewController: list)
            let form = EverydayFormViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, form]
            window.rootViewController = tabs
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(list.tableView.visibleCells.count, 3)
            tabs.selectedIndex = 1
            clock.advance(by: 0.5)
            renderer.renderFrame()
            let labels = form.view.allSubviews.compactMap { $0 as? UILabel }
            let title = labels.first { $0.text == "Sign up" }
            XCTAssertGreaterThan(title?.bounds.width ?? 0, 100)
            let field = form.view.allSubviews.compactMap { $0 as? UITextField }.first
            XCTAssertGreaterThan(field?.bounds.width ?? 0, 300, "the stack fills the scroll view's width")
        }
    }

    func testBackButtonDisplayModes() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
            let inbox = UIViewController()
            inbox.title = "Inbox"
            let navigation = UINavigationController(rootViewController: inbox)
            window.rootViewController = navigation
            let renderer = OffscreenRenderer(window: window)
            navigation.pushViewController(UIViewController(), animated: false)
            clock.advance(by: 0.1)
            renderer.renderFrame()
            func backTitle() -> String? {
                navigation.navigationBar.allSubviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
                    .first { $0.contains("‹") }
            }
            XCTAssertEqual(backTitle(), "‹ Inbox")
            inbox.navigationItem.backButtonDisplayMode = .generic
            renderer.renderFrame()
            XCTAssertEqual(backTitle(), "‹ Back")
            inbox.navigationItem.backButtonDisplayMode = .minimal
            renderer.renderFrame()
            XCTAssertEqual(backTitle(), "‹")
        }
    }

    final class PushDelegate: UIResponder, UIApplicationDelegate {
        var failure: Error?
        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
            failure = error
        }
    }

    func testRemoteNotificationRegistrationFailsAsInTheSimulator() {
        MainActor.assumeIsolated {
            let previous = UIApplication.shared.delegate
            defer { UIApplication.shared.delegate = previous }
            let delegate = PushDelegate()
            UIApplication.shared.delegate = delegate
            UIApplication.shared.registerForRemoteNotifications()
            XCTAssertFalse(UIApplication.shared.isRegisteredForRemoteNotifications)
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            XCTAssertEqual((delegate.failure as NSError?)?.code, 3010)
        }
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
