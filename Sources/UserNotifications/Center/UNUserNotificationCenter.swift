import ATSPI
import Foundation

/// The app's notification center: permission, the categories its notifications belong to, requests scheduled on
/// the clock, the notifications delivered, and the delegate that hears them. On the desktop notifications show
/// through the notification server of the session bus; every method may be called from any thread, and completion
/// handlers run on the main thread.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter(clock: WallNotificationClock(), connect: { try NotificationServer.sessionBus() },
                                                         appName: UNUserNotificationCenter.bundleName)

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The object that hears notifications falling due while the app runs and the user's responses.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether notification content extensions run (never on the desktop).
    open var supportsContentExtensions: Bool { false }

    /// The clock triggers fall due on.
    let clock: any NotificationClock
    private let connect: @MainActor () throws -> MessageBus
    private let appName: String
    /// Made on the main thread at first use, touched only there.
    nonisolated(unsafe) private(set) var mainScheduler: NotificationScheduler?

    /// A center whose triggers run on `clock`, showing notifications as `appName` through the server on the bus
    /// `connect` opens.
    init(clock: any NotificationClock, connect: @escaping @MainActor () throws -> MessageBus, appName: String) {
        self.clock = clock
        self.connect = connect
        self.appName = appName
        super.init()
    }

    /// The app's name as the bundle gives it, or the process's.
    static var bundleName: String {
        let info = Bundle.main.infoDictionary ?? [:]
        return (info["CFBundleDisplayName"] as? String) ?? (info["CFBundleName"] as? String) ?? ProcessInfo.processInfo.processName
    }

    /// Runs `body` on the main thread with the scheduler: now when called there, at the next turn otherwise.
    private func onMain(_ body: @escaping @MainActor @Sendable (NotificationScheduler) -> Void) {
        onMainThread { [self] in
            let scheduler = mainScheduler ?? NotificationScheduler(center: self, clock: clock,
                                                                   server: NotificationServer(connect: connect), appName: appName)
            mainScheduler = scheduler
            body(scheduler)
        }
    }

    // MARK: Authorization

    /// Difference from Apple: no one is asked; permission is granted when the desktop has a notification server
    /// (refused, with an error saying why, when it has none), and lasts while the app runs.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        onMain { $0.requestAuthorization(options) { granted, error in completionHandler(granted, error) } }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAuthorization(options: options) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        onMain { completionHandler($0.settings) }
    }

    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in getNotificationSettings { continuation.resume(returning: $0) } }
    }

    // MARK: Categories

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        onMain { $0.setCategories(categories) }
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        onMain { completionHandler($0.categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await withCheckedContinuation { continuation in getNotificationCategories { continuation.resume(returning: $0) } }
    }

    // MARK: Requests

    /// Schedules `request`, replacing a pending one of its identifier; without a trigger it is delivered at once.
    /// Difference from Apple: `completionHandler` hears `UNError.notificationsNotAllowed`, saying why in one line,
    /// when the desktop has no session bus or no notification server (iOS takes the request and shows nothing).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        onMain { $0.add(request) { error in completionHandler?(error) } }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { add(request, withCompletionHandler: Self.resuming($0)) }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        onMain { completionHandler($0.pendingRequests) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { continuation in getPendingNotificationRequests { continuation.resume(returning: $0) } }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        onMain { $0.removePending(identifiers) }
    }

    open func removeAllPendingNotificationRequests() {
        onMain { $0.removeAllPending() }
    }

    // MARK: Delivered notifications

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        onMain { completionHandler($0.deliveredNotifications) }
    }

    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { continuation in getDeliveredNotifications { continuation.resume(returning: $0) } }
    }

    /// Takes the notifications of `identifiers` off the screen and out of the delivered list.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        onMain { $0.removeDelivered(identifiers) }
    }

    open func removeAllDeliveredNotifications() {
        onMain { $0.removeAllDelivered() }
    }

    // MARK: Badge

    /// Sets the app's badge (0 removes it), shown where the desktop's dock reads launcher entries; a negative count
    /// is refused with `UNError.badgeInputInvalid`.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard newBadgeCount >= 0 else {
            return onMain { _ in completionHandler?(UNError.failure(.badgeInputInvalid, "A badge count cannot be negative")) }
        }
        onMain {
            $0.setBadgeCount(newBadgeCount)
            completionHandler?(nil)
        }
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        try await withCheckedThrowingContinuation { setBadgeCount(newBadgeCount, withCompletionHandler: Self.resuming($0)) }
    }

    /// The completion handler that resumes `continuation`, throwing the error it hears.
    private static func resuming(_ continuation: CheckedContinuation<Void, any Error>) -> @Sendable ((any Error)?) -> Void {
        { error in
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }
}
