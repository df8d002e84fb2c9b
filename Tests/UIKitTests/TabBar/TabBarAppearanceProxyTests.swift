@testable import UIKit
import XCTest

/// Tab bar proxies: `UITabBar.appearance()` appearances and legacy values, and `UITabBarItem.appearance()`
/// badge values, reaching bars as they enter a window.
final class TabBarAppearanceProxyTests: XCTestCase {
    override func tearDown() {
        onMainActor { AppearanceRules.removeAll() }
        super.tearDown()
    }

    func testTheProxysAppearancesReachABarEnteringAWindow() {
        onMainActor {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
            UITabBar.appearance().standardAppearance = appearance
            UITabBar.appearance().scrollEdgeAppearance = appearance
            UITabBar.appearance().itemPositioning = .centered
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let rig = TabBarRig()
            XCTAssertEqual(rig.bar.standardAppearance.backgroundColor, UIBarAppearance.defaultBackground, "not before the window")
            window.addSubview(rig.bar)
            XCTAssertEqual(rig.bar.standardAppearance.stackedLayoutAppearance.selected.iconColor, .systemPink)
            XCTAssertEqual(rig.bar.scrollEdgeAppearance?.backgroundColor, .white)
            XCTAssertEqual(rig.bar.itemPositioning, .centered)
            XCTAssertEqual(rig.button(1).imageView.tintColor, .systemPink)
        }
    }

    func testTheItemProxysBadgeValuesReachItems() {
        onMainActor {
            UITabBarItem.appearance().setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
            UITabBarItem.appearance().badgeColor = .systemYellow
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let rig = TabBarRig()
            rig.items[0].badgeValue = "1"
            window.addSubview(rig.bar)
            rig.bar.setItems(rig.items, animated: false)
            XCTAssertEqual(rig.items[0].badgeColor, .systemYellow)
            XCTAssertEqual(rig.button(0).badgeLabel.textColor, .black)
        }
    }
}
