import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The app's root tab bar controller, which its launch appearance names (so the look stays out of the other tests
/// sharing this process).
final class MainTabBarController: UITabBarController {}

/// The tab bar look an iOS 15 app sets up at launch: one opaque appearance for both the standard and the scroll
/// edge, with its own colour for the selected icons and badges.
enum TabBarTheme {
    static let selected = UIColor(red: 0.1, green: 0.45, blue: 0.35, alpha: 1)

    static func apply() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = selected
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: selected]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
        let tabBar = UITabBar.appearance(whenContainedInInstancesOf: [MainTabBarController.self])
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }
}

/// An inbox tab whose item shows the unread count.
final class BadgedInboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
        tabBarItem.badgeValue = "3"
    }
}

final class TabBarAppearancePortabilityTests: XCTestCase {
    func testTheLaunchAppearanceReachesTheTabBar() {
        onMainActor {
            TabBarTheme.apply()
            let inbox = BadgedInboxViewController()
            inbox.loadViewIfNeeded()
            let settings = UIViewController()
            settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            let tabs = MainTabBarController()
            tabs.viewControllers = [inbox, settings]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.addSubview(tabs.view)
            let bar = tabs.tabBar
            XCTAssertEqual(bar.standardAppearance.backgroundColor, .white)
            XCTAssertEqual(bar.scrollEdgeAppearance?.stackedLayoutAppearance.selected.iconColor, TabBarTheme.selected)
            XCTAssertEqual(bar.standardAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor, .systemOrange)
            XCTAssertEqual(bar.items?.first?.badgeValue, "3")
            XCTAssertEqual(bar.backgroundColor, .white, "the opaque background shows")
            let other = UITabBarController()
            window.addSubview(other.view)
            XCTAssertNil(other.tabBar.scrollEdgeAppearance, "the look is for the app's controller only")
        }
    }
}
