import Foundation

/// Hears a scene's life: its connection, its coming to the front and going, and the URLs it is asked to open.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is connected: make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continue `userActivity` (handed off, or chosen from search) in the scene.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The scene's activity was saved (`needsSave`) with its latest state.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
    /// The activity to keep with the session, to bring the scene back to its state at the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restore the scene's interaction state from `stateRestorationActivity` (iOS 15).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A window scene's delegate: it keeps the scene's main window, as the Xcode template's `SceneDelegate` does.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
    /// A quick action the person chose; call `completionHandler` with whether it was performed.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
