import Foundation

/// What an app delegate does by default with the system's events it does not handle.
extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// The idiom's default: all on the iPad idiom the desktop has.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .idiomDefault
    }

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }

    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0, noData = 1, failed = 2
}

extension UIApplication {
    /// Keys of the options an app delegate's `application(_:open:options:)` is handed.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }
}

extension UIApplication.LaunchOptionsKey {
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = Self(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let annotation = Self(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
    public static let newsstandDownloads = Self(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
    public static let bluetoothCentrals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    public static let bluetoothPeripherals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
    public static let userActivityDictionary = Self(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let userActivityType = Self(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    public static let cloudKitShareMetadata = Self(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    public static let localNotification = Self(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
}
