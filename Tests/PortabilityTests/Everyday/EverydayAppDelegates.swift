import UIKit

// Scene and app delegates as everyday iOS code writes them; they compile unchanged.

final class EverydaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: EverydayListViewController(style: .insetGrouped))
        list.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), selectedImage: nil)
        list.tabBarItem.badgeValue = "3"
        tabs.viewControllers = [list, EverydayFormViewController()]
        tabs.tabBar.tintColor = .systemPink
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .heavy)]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        window.rootViewController = tabs
        window.tintColor = .systemIndigo
        window.overrideUserInterfaceStyle = .unspecified
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url { _ = url }
    }
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidDisconnect(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

final class EverydayAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIApplication.shared.applicationIconBadgeNumber = 0
        application.registerForRemoteNotifications()
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = EverydaySceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
        let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
        let key = scene?.windows.first { $0.isKeyWindow }
        _ = key?.safeAreaInsets.bottom
        _ = UIApplication.shared.windows.first
        _ = UIApplication.shared.keyWindow
        _ = UIDevice.current.userInterfaceIdiom == .pad
        _ = UIDevice.current.orientation.isLandscape
        _ = UIDevice.current.systemVersion
        _ = UIScreen.main.bounds.width
        _ = UIApplication.shared.statusBarFrame
        _ = scene?.statusBarManager?.statusBarFrame.height
        _ = scene?.interfaceOrientation.isPortrait
    }
}
