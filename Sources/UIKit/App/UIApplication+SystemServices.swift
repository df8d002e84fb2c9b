import Foundation

/// The identifier of a background task (`UIApplication.beginBackgroundTask`); `.invalid` names none.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// No task: what a task variable holds before and after its task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The background tasks an app has begun and not ended, numbered from 1.
@MainActor
struct BackgroundTasks {
    private var next = 1
    private(set) var running: [UIBackgroundTaskIdentifier: String?] = [:]

    mutating func begin(name: String?) -> UIBackgroundTaskIdentifier {
        let identifier = UIBackgroundTaskIdentifier(rawValue: next)
        next += 1
        running[identifier] = name
        return identifier
    }

    mutating func end(_ identifier: UIBackgroundTaskIdentifier) {
        guard running.removeValue(forKey: identifier) != nil else {
            return Diagnostics.report("endBackgroundTask: no background task \(identifier.rawValue) is running")
        }
    }
}

extension UIApplication {
    /// The URL that opens the app's page in Settings.
    ///
    /// Difference from Apple: the desktop has no Settings app to open it; `open(_:)` reports that and fails.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings (iOS 16).
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Puts the idle inhibitor on the key window's desktop surface while `isIdleTimerDisabled`, and takes it off
    /// every other window's.
    func updateIdleInhibition() {
        let key = keyWindow
        for window in windows {
            window.screenWindow?.surface.inhibitsIdle = isIdleTimerDisabled && window === key
        }
    }
}
