import Foundation
import QuartzCore

/// The app's state as its windows are focused: a window the compositor activates makes the app active, as on iOS
/// when it comes to the screen; when none of its windows is activated the app is inactive.
///
/// Difference from Apple: as Mac Catalyst does, an app whose windows lose focus stays visible and becomes
/// `.inactive`, not `.background`; `didEnterBackgroundNotification` and `willEnterForegroundNotification` are declared
/// for the code that observes them and not posted.
extension UIApplication {
    /// Whether the app is in front, visible behind another, or hidden.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// A window's activated state changed: the app becomes active when one of its windows is activated and
    /// inactive when none is, telling the delegate and posting the notifications iOS posts.
    func windowActivationChanged() {
        let active = windows.contains { $0.states.contains(.activated) }
        switch (applicationState, active) {
        case (.active, false):
            delegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            applicationState = .inactive
        case (.inactive, true), (.background, true):
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        default:
            break
        }
    }
}
