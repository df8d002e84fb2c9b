import ATSPI
import Foundation

/// The notification center's state on the main actor: the authorization granted, the categories, the pending
/// requests with their alarms on the clock, the delivered notifications with the server's ids for them, and the
/// delegate's part in presenting them and hearing responses.
@MainActor
final class NotificationScheduler {
    private struct Pending {
        var request: UNNotificationRequest
        var alarm: NotificationAlarm?
    }

    private struct Delivered {
        var notification: UNNotification
        /// The server's id, once it answered; nil before, or when it did not show the notification.
        var serverID: UInt32?
    }

    private unowned let center: UNUserNotificationCenter
    private let clock: any NotificationClock
    private let server: NotificationServer
    private let appName: String
    private(set) var status = UNAuthorizationStatus.notDetermined
    private var grantedOptions: UNAuthorizationOptions = []
    private(set) var categories: Set<UNNotificationCategory> = []
    private var pending: [Pending] = []
    private var delivered: [Delivered] = []
    private(set) var badgeCount = 0

    init(center: UNUserNotificationCenter, clock: any NotificationClock, server: NotificationServer, appName: String) {
        self.center = center
        self.clock = clock
        self.server = server
        self.appName = appName
        server.onAction = { [weak self] id, key in self?.respond(to: id, action: key) }
        server.onClosed = { [weak self] id, reason in self?.closed(id, reason: reason) }
        server.onReply = { [weak self] id, text in self?.respond(to: id, action: DesktopNotification.replyActionKey, text: text) }
    }

    // MARK: Authorization

    /// Grants `options` when the desktop has a notification server (quietly for `.provisional`), denies otherwise.
    func requestAuthorization(_ options: UNAuthorizationOptions, completion: @escaping @MainActor (Bool, UNError?) -> Void) {
        server.whenReady { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.status = options.contains(.provisional) && self.status != .authorized ? .provisional : .authorized
                self.grantedOptions.formUnion(options)
                completion(true, nil)
            case .failure(let error):
                self.status = .denied
                completion(false, error)
            }
        }
    }

    var settings: UNNotificationSettings { UNNotificationSettings(status: status, options: grantedOptions) }

    func setCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
    }

    // MARK: Requests

    /// Schedules `request` on the clock (or delivers it now without a trigger) once the server is known to be
    /// there; `completion` hears why not otherwise.
    func add(_ request: UNNotificationRequest, completion: @escaping @MainActor (UNError?) -> Void) {
        let start = clock.now
        let trigger = request.trigger?.scheduled(TriggerSchedule(start: start, clock: clock))
        if trigger is UNCalendarNotificationTrigger, trigger?.nextDate(after: start) == nil {
            return completion(UNError.failure(.notificationInvalidNoDate, "The calendar trigger never falls due"))
        }
        server.whenReady { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result { return completion(error) }
            let scheduled = UNNotificationRequest(identifier: request.identifier, content: request.content, trigger: trigger)
            self.removePending([request.identifier])
            if let trigger {
                self.pending.append(Pending(request: scheduled, alarm: nil))
                self.arm(scheduled.identifier, after: trigger.nextDate(after: start), from: trigger)
            } else {
                self.deliver(scheduled, at: start)
            }
            completion(nil)
        }
    }

    /// Sets the alarm of the pending request `identifier` at the trigger's `date` (none: it waits for ever).
    private func arm(_ identifier: String, after date: Date?, from trigger: UNNotificationTrigger) {
        guard let index = pending.firstIndex(where: { $0.request.identifier == identifier }) else { return }
        guard let date, trigger.schedule != nil, !(trigger is UNLocationNotificationTrigger) else { return }
        let request = pending[index].request
        pending[index].alarm = clock.schedule(at: date) { [weak self] in self?.fire(request, at: date) }
    }

    /// Delivers `request`, whose trigger fell due at `date`; a repeating trigger is armed again.
    private func fire(_ request: UNNotificationRequest, at date: Date) {
        guard let index = pending.firstIndex(where: { $0.request === request }) else { return }
        if let trigger = request.trigger, trigger.repeats, let next = trigger.nextDate(after: date) {
            pending[index].alarm = nil
            arm(request.identifier, after: next, from: trigger)
        } else {
            pending.remove(at: index)
        }
        deliver(request, at: date)
    }

    var pendingRequests: [UNNotificationRequest] { pending.map(\.request) }

    func removePending(_ identifiers: [String]) {
        let gone = Set(identifiers)
        pending.filter { gone.contains($0.request.identifier) }.forEach { $0.alarm?.cancel() }
        pending.removeAll { gone.contains($0.request.identifier) }
    }

    func removeAllPending() {
        removePending(pending.map(\.request.identifier))
    }

    // MARK: Delivery

    /// Asks the delegate how to present the notification of `request`, then shows it as it answers.
    private func deliver(_ request: UNNotificationRequest, at date: Date) {
        let notification = UNNotification(date: date, request: request)
        guard let delegate = center.delegate else { return present(notification, .background) }
        delegate.userNotificationCenter(center, willPresent: notification) { [weak self] options in
            onMainThread { self?.present(notification, options) }
        }
    }

    /// Shows `notification` through the server as `options` say (replacing one delivered with its identifier), and
    /// lists it as delivered.
    private func present(_ notification: UNNotification, _ options: UNNotificationPresentationOptions) {
        let content = notification.request.content
        if options.contains(.badge), let badge = content.badge { setBadgeCount(badge.intValue) }
        guard options.shows else { return }
        server.whenReady { [weak self] result in
            guard let self, case .success(let capabilities) = result else { return }
            let identifier = notification.request.identifier
            let replaced = self.delivered.first { $0.notification.request.identifier == identifier }
            self.delivered.removeAll { $0.notification.request.identifier == identifier }
            self.delivered.append(Delivered(notification: notification, serverID: nil))
            let category = self.categories.first { $0.identifier == content.categoryIdentifier }
            var desktop = DesktopNotification(content: content, category: category, capabilities: capabilities,
                                              appName: self.appName, playsSound: options.contains(.sound))
            desktop.replacesID = replaced?.serverID ?? 0
            self.server.notify(desktop) { [weak self] id in self?.shown(notification, id: id) }
        }
    }

    /// Records the server's id for `notification`, or closes it at once when the app removed it meanwhile.
    private func shown(_ notification: UNNotification, id: UInt32?) {
        guard let index = delivered.firstIndex(where: { $0.notification === notification }) else {
            if let id { server.close(id) }
            return
        }
        guard let id else { return delivered[index].serverID = nil }
        delivered[index].serverID = id
    }

    var deliveredNotifications: [UNNotification] { delivered.map(\.notification) }

    /// The server's id for the delivered notification of `identifier`, once it answered.
    func serverID(of identifier: String) -> UInt32? {
        delivered.first { $0.notification.request.identifier == identifier }?.serverID
    }

    func removeDelivered(_ identifiers: [String]) {
        let gone = Set(identifiers)
        delivered.filter { gone.contains($0.notification.request.identifier) }.compactMap(\.serverID).forEach(server.close)
        delivered.removeAll { gone.contains($0.notification.request.identifier) }
    }

    func removeAllDelivered() {
        removeDelivered(delivered.map(\.notification.request.identifier))
    }

    // MARK: Responses

    /// The user chose the action `key` (the notification itself for "default", the category's first text input
    /// action for an inline reply of `text`): the delegate hears the response, and the notification leaves the
    /// delivered list as it leaves the screen.
    private func respond(to id: UInt32, action key: String, text: String = "") {
        guard let index = delivered.firstIndex(where: { $0.serverID == id }) else { return }
        let notification = delivered.remove(at: index).notification
        let category = categories.first { $0.identifier == notification.request.content.categoryIdentifier }
        let identifier = switch key {
        case DesktopNotification.defaultActionKey: UNNotificationDefaultActionIdentifier
        case DesktopNotification.replyActionKey:
            category?.actions.first { $0 is UNTextInputNotificationAction }?.identifier ?? key
        default: key
        }
        let response = category?.actions.first { $0.identifier == identifier } is UNTextInputNotificationAction
            ? UNTextInputNotificationResponse(notification: notification, actionIdentifier: identifier, userText: text)
            : UNNotificationResponse(notification: notification, actionIdentifier: identifier)
        tellDelegate(response)
    }

    /// The notification of `id` closed: it leaves the delivered list unless it only expired (the server keeps
    /// those in its list); a dismissal by the user reaches the delegate where its category asks for that.
    private func closed(_ id: UInt32, reason: UInt32) {
        guard reason != 1, let index = delivered.firstIndex(where: { $0.serverID == id }) else { return }
        let notification = delivered.remove(at: index).notification
        let category = categories.first { $0.identifier == notification.request.content.categoryIdentifier }
        guard reason == 2, category?.options.contains(.customDismissAction) == true else { return }
        tellDelegate(UNNotificationResponse(notification: notification, actionIdentifier: UNNotificationDismissActionIdentifier))
    }

    private func tellDelegate(_ response: UNNotificationResponse) {
        center.delegate?.userNotificationCenter(center, didReceive: response) {}
    }

    // MARK: Badge

    /// Keeps the badge and shows it on the app's launcher entry (the `com.canonical.Unity.LauncherEntry` signal
    /// docks and panels read).
    func setBadgeCount(_ count: Int) {
        badgeCount = count
        let pathName = String(appName.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        let signal = DBusMessage.signal("/com/canonical/unity/launcherentry/\(pathName)",
                                        "com.canonical.Unity.LauncherEntry", "Update",
                                        [.string("application://\(appName).desktop"),
                                         .variantDictionary([("count", .int64(Int64(count))), ("count-visible", .bool(count > 0))])])
        server.broadcast(signal)
    }
}
