import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A tab bar and toolbar set up with SF Symbols, as iOS 13+ apps write them (Swift 5, no annotations).
final class SymbolTabsController: UITabBarController {
    let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let settings = UIViewController()
        let gearConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .medium)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape", withConfiguration: gearConfiguration), tag: 1)
        viewControllers = [home, settings]

        let plus = UIImage(systemName: "plus.circle.fill")!
        addButton.setImage(plus.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title1)), for: .normal)
        addButton.frame = CGRect(x: 20, y: 80, width: 44, height: 44)
        home.view.addSubview(addButton)
        let heart = UIImageView(image: UIImage(systemName: "heart.fill")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal))
        heart.frame = CGRect(x: 80, y: 80, width: 24, height: 24)
        home.view.addSubview(heart)
    }
}

final class SymbolImagePortabilityTests: XCTestCase {
    func testTabsAndButtonsShowSymbolImages() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let tabs = SymbolTabsController()
            window.rootViewController = tabs
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(tabs.viewControllers?.first?.tabBarItem.image?.isSymbolImage, true)
            XCTAssertEqual(tabs.viewControllers?.last?.tabBarItem.image?.size, CGSize(width: 20, height: 20))
            let buttonImage = tabs.addButton.image(for: .normal)
            XCTAssertEqual(buttonImage?.size.width, UIFont.preferredFont(forTextStyle: .title1).pointSize)

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Share"
            configuration.image = UIImage(systemName: "square.and.arrow.up")
            configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 30)
            configuration.imagePadding = 8
            let share = UIButton(configuration: configuration, primaryAction: nil)
            share.frame = CGRect(x: 20, y: 200, width: 200, height: 50)
            tabs.viewControllers?.first?.view.addSubview(share)
            share.layoutIfNeeded()
            XCTAssertEqual(share.imageView?.image?.size, CGSize(width: 30, height: 30), "the button draws the symbol at its configuration's size")
        }
    }
}
