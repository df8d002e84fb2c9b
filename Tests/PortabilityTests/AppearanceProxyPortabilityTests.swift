import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The app's themed navigation controller, which its appearance rules name.
final class ThemedNavigationController: UINavigationController {}

/// The app's call-to-action button.
final class BrandButton: UIButton {}

/// A profile header whose labels take the theme's colour.
final class ThemedProfileHeader: UIView {
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
        addSubview(bioLabel)
        bioLabel.textColor = .darkGray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The theme an iOS app sets up once at launch, in `application(_:didFinishLaunchingWithOptions:)`.
enum Theme {
    static let accent = UIColor(red: 0.85, green: 0.2, blue: 0.45, alpha: 1)

    static func apply() {
        let navigationBar = UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self])
        navigationBar.tintColor = .white
        navigationBar.barTintColor = accent
        navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self])
            .setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 16)], for: .normal)
        BrandButton.appearance().backgroundColor = accent
        BrandButton.appearance().setTitleColor(.white, for: .normal)
        UILabel.appearance(whenContainedInInstancesOf: [ThemedProfileHeader.self]).textColor = accent
    }
}

/// A profile screen in the themed navigation controller.
final class ThemedProfileViewController: UIViewController {
    let header = ThemedProfileHeader()
    let followButton = BrandButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        header.frame = CGRect(x: 0, y: 100, width: 320, height: 80)
        header.nameLabel.text = "Ada"
        followButton.setTitle("Follow", for: .normal)
        followButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        view.addSubview(header)
        view.addSubview(followButton)
    }
}

final class AppearanceProxyPortabilityTests: XCTestCase {
    func testALaunchThemeReachesTheScreensItNames() {
        onMainActor {
            Theme.apply()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let profile = ThemedProfileViewController()
            let themed = ThemedNavigationController(rootViewController: profile)
            let plain = UINavigationController(rootViewController: UIViewController())
            window.addSubview(themed.view)
            window.addSubview(plain.view)
            XCTAssertEqual(themed.navigationBar.barTintColor, Theme.accent)
            XCTAssertEqual(themed.navigationBar.tintColor, .white)
            XCTAssertNil(plain.navigationBar.barTintColor, "the rule names the themed controller only")
            XCTAssertEqual((profile.navigationItem.rightBarButtonItem?.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 16)
            XCTAssertEqual(profile.followButton.backgroundColor, Theme.accent)
            XCTAssertEqual(profile.followButton.titleColor(for: .normal), .white)
            XCTAssertEqual(profile.header.nameLabel.textColor, Theme.accent)
            XCTAssertEqual(profile.header.bioLabel.textColor, .darkGray, "a colour the header set itself stays")
        }
    }
}
