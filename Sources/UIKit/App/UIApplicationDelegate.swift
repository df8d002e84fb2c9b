import QuartzCore

/// The app's delegate: told when the app has launched, it makes the first window.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, as iOS templates keep it.
    var window: UIWindow? { get set }
    /// Called as the launch begins, before state restoration and `application(_:didFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called once the app is ready; return false to say the launch failed.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called before the app ends (the last window closed, or `exit` asked for).
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when one of the app's windows is activated (focused) and none was.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app's last activated window loses focus.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the app enters the background, the place to save its state.
    ///
    /// Difference from Apple: called only when the last window closes, right before `applicationWillTerminate(_:)`
    /// (see `UIApplication.State`).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Difference from Apple: never called; the compositor never says a window was minimized or suspended (see
    /// `UIApplication.State`).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The configuration (scene and delegate classes) of the scene about to connect to `connectingSceneSession`.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed the scenes of these sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// A quick action the person chose, in an app without scenes; call `completionHandler` with whether it was performed.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    /// Whether the app itself tells the person it is about to continue an activity of `userActivityType`.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Continue `userActivity` in an app without scenes; hand `restorationHandler` the objects to restore from it.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    /// The activity could not be continued.
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The activity was saved with its latest state.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// Open a URL handed to an app without scenes; return whether it was handled.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The system is short of memory: release what can be made again.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The day changed at midnight, or the clock or time zone changed.
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// The orientations the app's windows allow.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// `registerForRemoteNotifications()` succeeded with this device token.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// `registerForRemoteNotifications()` failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification with data for the app arrived; call `completionHandler` with what was fetched.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Events of a background URL session are waiting for the app.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// A configuration of the session's role with no delegate class of its own (see `UISceneConfiguration`).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }

    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        false
    }

    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// Lets `@main` on the app delegate start the app, as on iOS.
    public static func main() {
        UIApplicationMain(delegateType: Self.self)
    }
}
