@testable import UIKit
import XCTest

/// A button class of the app's, for proxies of a subclass.
private final class PillButton: UIButton {}

/// Appearance proxies: recorded values reach instances as they enter a window, never over a value set on the
/// instance, the more specific rule winning (a subclass, containers, a trait).
final class UIAppearanceTests: XCTestCase {
    override func tearDown() {
        onMainActor { AppearanceRules.removeAll() }
        super.tearDown()
    }

    func testAProxyValueReachesInstancesAsTheyEnterAWindowButNotOverTheirOwn() {
        onMainActor {
            UISwitch.appearance().onTintColor = .systemPink
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let plain = UISwitch(), own = UISwitch(), later = UISwitch()
            own.onTintColor = .systemGreen
            XCTAssertNil(plain.onTintColor, "nothing is applied before the window")
            window.addSubview(plain)
            window.addSubview(own)
            XCTAssertEqual(plain.onTintColor, .systemPink)
            XCTAssertEqual(own.onTintColor, .systemGreen, "a value set on the instance wins")
            window.addSubview(later)
            later.onTintColor = .systemOrange
            XCTAssertEqual(later.onTintColor, .systemOrange, "a value set afterwards wins too")
            later.removeFromSuperview()
            window.addSubview(later)
            XCTAssertEqual(later.onTintColor, .systemOrange, "and stays when the switch enters a window again")
        }
    }

    func testContainedRulesApplyInsideTheirContainersAndWinOverGeneralOnes() {
        onMainActor {
            UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemRed
            UILabel.appearance().textColor = .systemBlue
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let inCell = UILabel(), outside = UILabel()
            cell.contentView.addSubview(inCell)
            window.addSubview(cell)
            window.addSubview(outside)
            XCTAssertEqual(inCell.textColor, .systemRed, "the contained rule is more specific, whatever the order set")
            XCTAssertEqual(outside.textColor, .systemBlue)
        }
    }

    func testContainersMatchInAscendingOrderThroughViewControllers() {
        onMainActor {
            UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]).barTintColor = .systemTeal
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let inTabs = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [inTabs]
            let alone = UINavigationController(rootViewController: UIViewController())
            window.addSubview(tabs.view)
            window.addSubview(alone.view)
            XCTAssertEqual(inTabs.navigationBar.barTintColor, .systemTeal, "a navigation controller inside a tab bar controller")
            XCTAssertNil(alone.navigationBar.barTintColor, "not inside a tab bar controller")
        }
    }

    func testASubclassProxyReachesOnlyItsInstancesAndWinsOverItsSuperclass() {
        onMainActor {
            UIButton.appearance().setTitleColor(.systemGray, for: .normal)
            PillButton.appearance().setTitleColor(.systemPurple, for: .normal)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let pill = PillButton(type: .custom), plain = UIButton(type: .custom)
            plain.setTitleColor(.systemYellow, for: .highlighted)
            window.addSubview(pill)
            window.addSubview(plain)
            XCTAssertEqual(pill.titleColor(for: .normal), .systemPurple)
            XCTAssertEqual(plain.titleColor(for: .normal), .systemGray)
            XCTAssertEqual(plain.titleColor(for: .highlighted), .systemYellow, "a state set directly is kept, the others still apply")
        }
    }

    func testTraitRulesApplyOnlyToInstancesWithThoseTraits() {
        onMainActor {
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let light = UIView(), dark = UIView()
            dark.overrideUserInterfaceStyle = .dark
            window.addSubview(light)
            window.addSubview(dark)
            XCTAssertNil(light.backgroundColor)
            XCTAssertEqual(dark.backgroundColor, .black)
        }
    }

    func testBarItemsTakeTheirProxyValuesForTheBarShowingThem() {
        onMainActor {
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemIndigo
            UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            window.addSubview(toolbar)
            let inToolbar = UIBarButtonItem(title: "Share", style: .plain)
            toolbar.setItems([inToolbar], animated: false)
            let inNavigation = UIBarButtonItem(title: "Edit", style: .plain)
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            window.addSubview(bar)
            let item = UINavigationItem(title: "Notes")
            item.rightBarButtonItem = inNavigation
            bar.setItems([item], animated: false)
            XCTAssertEqual(inToolbar.tintColor, .systemIndigo)
            XCTAssertNil(inNavigation.tintColor, "the rule names toolbars")
            XCTAssertEqual((inNavigation.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 15)
        }
    }

    func testTheSameProxyComesBackAndWhatItRecordsShowsNowhere() {
        onMainActor {
            let proxy = UISlider.appearance()
            XCTAssertTrue(proxy === UISlider.appearance())
            XCTAssertFalse(proxy === UISlider.appearance(whenContainedInInstancesOf: [UIToolbar.self]))
            proxy.thumbTintColor = .systemRed
            XCTAssertNil(proxy.window)
            XCTAssertNil(UISlider().thumbTintColor, "recorded, not applied to instances outside a window")
        }
    }
}
