import Foundation
import QuartzCore

/// The app's state as its windows are focused: a window the compositor activates makes the app active, as on iOS
/// when it comes to the screen; when none of its windows is activated the app is inactive; when its last window
/// closes it enters the background (where iOS apps save their state) just before it terminates.
///
/// Difference from Apple: as Mac Catalyst does, an app whose windows lose focus stays visible and becomes
/// `.inactive`; it enters the background only when its last window closes, right before `willTerminateNotification`,
/// and `willEnterForegroundNotification` is never posted, since xdg-shell as the system's protocols describe it
/// (version 5) tells a client neither that its window is minimized nor that it is suspended.
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
            scenesWillResignActive()
            lifecycleDelegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            applicationState = .inactive
        case (.inactive, true), (.background, true):
            accessibility.refreshSettings()
            applicationState = .active
            scenesBecameActive()
            lifecycleDelegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        default:
            break
        }
    }

    /// None of the app's windows is on screen any more (the last one closed): an active app first resigns active,
    /// then it enters the background, telling the delegate and posting the notifications iOS posts.
    func lastWindowClosed() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            scenesWillResignActive()
            lifecycleDelegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        applicationState = .background
        scenesDidEnterBackground()
        lifecycleDelegate?.applicationDidEnterBackground(self)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }
}
