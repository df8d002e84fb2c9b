import TestSupport
import UIKit
import XCTest

// The Xcode "App" template (UIKit, Swift, no storyboard) as iOS developers start from it; `@main` is left off the app
// delegate because a test bundle has its own entry point.

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var openedURL: URL?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: TemplateViewController())
        window?.makeKeyAndVisible()
        if let url = connectionOptions.urlContexts.first?.url {
            openedURL = url
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Called when the scene has moved from an inactive state to an active state.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Called when the scene will move from an active state to an inactive state.
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Called as the scene transitions from the background to the foreground.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Called as the scene transitions from the foreground to the background.
        (UIApplication.shared.delegate as? AppDelegate)?.saveContext()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let context = URLContexts.first else { return }
        openedURL = context.url
        _ = context.options.sourceApplication
    }
}

extension AppDelegate {
    func saveContext() {}
}

class TemplateViewController: UIViewController {
    var isFrontmost = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Home"
        if let windowScene = view.window?.windowScene {
            windowScene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 480)
            isFrontmost = windowScene.activationState == .foregroundActive && windowScene.screen.scale > 0 && !windowScene.windows.isEmpty
        }
    }
}

final class SceneTemplateTests: XCTestCase {
    func testTheTemplateCompilesAndItsConfigurationNamesTheDefault() {
        MainActor.assumeIsolated {
            XCTAssertTrue(AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            configuration.delegateClass = SceneDelegate.self
            configuration.sceneClass = UIWindowScene.self
            XCTAssertEqual(configuration.name, "Default Configuration")
            XCTAssertEqual(configuration.role, .windowApplication)
            XCTAssertTrue(configuration.delegateClass == SceneDelegate.self)
            let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
            XCTAssertTrue(scenes.allSatisfy { $0.session.role == .windowApplication })
        }
    }
}
