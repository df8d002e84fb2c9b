import CoreLocation
import Foundation
import UserNotifications
import XCTest

/// A reminders app's notification code as an iOS developer writes it: permission asked once, a category with
/// Done and Snooze actions, a reminder scheduled for its date (and a nagging repeat), cancelled when it is done,
/// and the app delegate's extension answering foreground presentations and the actions.
struct Reminder {
    let id: UUID
    let title: String
    let notes: String
    let due: Date
}

final class ReminderNotificationManager: NSObject, UNUserNotificationCenterDelegate {
    static let shared = ReminderNotificationManager()
    static let categoryIdentifier = "REMINDER_CATEGORY"
    static let doneAction = "MARK_DONE"
    static let snoozeAction = "SNOOZE"

    private let center = UNUserNotificationCenter.current()
    private(set) var completedReminderIDs: [String] = []
    private(set) var snoozedReminderIDs: [String] = []

    func configure() {
        center.delegate = self
        let done = UNNotificationAction(identifier: Self.doneAction, title: "Mark as Done", options: [])
        let snooze = UNNotificationAction(identifier: Self.snoozeAction, title: "Snooze 10 Minutes", options: [])
        let category = UNNotificationCategory(identifier: Self.categoryIdentifier, actions: [done, snooze],
                                              intentIdentifiers: [], options: [.customDismissAction])
        center.setNotificationCategories([category])
    }

    func requestPermission(completion: @escaping (Bool) -> Void) {
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error = error {
                print("Notification permission error: \(error.localizedDescription)")
            }
            DispatchQueue.main.async { completion(granted) }
        }
    }

    func makeRequest(for reminder: Reminder) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = reminder.title
        content.body = reminder.notes
        content.sound = UNNotificationSound.default
        content.badge = 1
        content.categoryIdentifier = Self.categoryIdentifier
        content.userInfo = ["reminderID": reminder.id.uuidString]
        content.threadIdentifier = "reminders"
        if #available(iOS 15.0, *) {
            content.interruptionLevel = .timeSensitive
            content.relevanceScore = 0.8
        }
        let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: reminder.due)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        return UNNotificationRequest(identifier: reminder.id.uuidString, content: content, trigger: trigger)
    }

    func schedule(_ reminder: Reminder, completion: @escaping (Error?) -> Void) {
        center.add(makeRequest(for: reminder)) { error in
            DispatchQueue.main.async { completion(error) }
        }
    }

    func cancel(_ reminder: Reminder) {
        center.removePendingNotificationRequests(withIdentifiers: [reminder.id.uuidString])
        center.removeDeliveredNotifications(withIdentifiers: [reminder.id.uuidString])
    }

    func snooze(_ content: UNNotificationContent, identifier: String) {
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 10 * 60, repeats: false)
        center.add(UNNotificationRequest(identifier: identifier, content: content, trigger: trigger))
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let id = response.notification.request.content.userInfo["reminderID"] as? String ?? ""
        switch response.actionIdentifier {
        case Self.doneAction:
            completedReminderIDs.append(id)
        case Self.snoozeAction:
            snoozedReminderIDs.append(id)
            snooze(response.notification.request.content, identifier: response.notification.request.identifier)
        case UNNotificationDismissActionIdentifier, UNNotificationDefaultActionIdentifier:
            break
        default:
            break
        }
        completionHandler()
    }
}

final class UserNotificationsPortabilityTests: XCTestCase {
    func testTheReminderRequestCarriesWhatTheAppPutInIt() throws {
        let due = Date().addingTimeInterval(3 * 24 * 3600)
        let reminder = Reminder(id: UUID(), title: "Dentist", notes: "Bring the insurance card", due: due)
        let request = ReminderNotificationManager.shared.makeRequest(for: reminder)
        XCTAssertEqual(request.identifier, reminder.id.uuidString)
        XCTAssertEqual(request.content.title, "Dentist")
        XCTAssertEqual(request.content.body, "Bring the insurance card")
        XCTAssertEqual(request.content.badge, 1)
        XCTAssertEqual(request.content.userInfo["reminderID"] as? String, reminder.id.uuidString)
        XCTAssertEqual(request.content.interruptionLevel, .timeSensitive)
        let trigger = try XCTUnwrap(request.trigger as? UNCalendarNotificationTrigger)
        XCTAssertFalse(trigger.repeats)
        let next = try XCTUnwrap(trigger.nextTriggerDate())
        XCTAssertEqual(next.timeIntervalSince1970, due.timeIntervalSince1970, accuracy: 60, "the minute it is due")
        let copy = try XCTUnwrap(request.content.mutableCopy() as? UNMutableNotificationContent)
        copy.title = "Dentist (moved)"
        XCTAssertEqual(request.content.title, "Dentist", "a mutable copy is a copy")
    }

    func testCategoriesAreRegisteredAndReadBack() {
        ReminderNotificationManager.shared.configure()
        let read = expectation(description: "categories")
        UNUserNotificationCenter.current().getNotificationCategories { categories in
            XCTAssertEqual(categories.map(\.identifier), [ReminderNotificationManager.categoryIdentifier])
            XCTAssertEqual(categories.first?.actions.map(\.title), ["Mark as Done", "Snooze 10 Minutes"])
            XCTAssertEqual(categories.first?.options, [.customDismissAction])
            read.fulfill()
        }
        wait(for: [read], timeout: 10)
        XCTAssertTrue(UNUserNotificationCenter.current().delegate === ReminderNotificationManager.shared)
    }

    func testSchedulingAndCancellingAReminder() {
        let manager = ReminderNotificationManager.shared
        let reminder = Reminder(id: UUID(), title: "Pay rent", notes: "", due: Date().addingTimeInterval(7 * 24 * 3600))
        let permission = expectation(description: "permission")
        manager.requestPermission { _ in permission.fulfill() }
        let scheduled = expectation(description: "scheduled")
        var failure: Error?
        manager.schedule(reminder) { error in
            failure = error
            scheduled.fulfill()
        }
        wait(for: [permission, scheduled], timeout: 10)
        if let failure = failure {
            // A machine without a desktop session bus or notification server says so.
            guard case UNError.notificationsNotAllowed = failure else { return XCTFail("\(failure)") }
            return
        }
        let pending = expectation(description: "pending")
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
            XCTAssertTrue(requests.contains { $0.identifier == reminder.id.uuidString })
            pending.fulfill()
        }
        wait(for: [pending], timeout: 10)
        manager.cancel(reminder)
        let cancelled = expectation(description: "cancelled")
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
            XCTAssertFalse(requests.contains { $0.identifier == reminder.id.uuidString })
            cancelled.fulfill()
        }
        wait(for: [cancelled], timeout: 10)
    }

    func testTheAsyncFormsAnswer() async {
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        XCTAssertNotEqual(settings.authorizationStatus, .ephemeral)
        let delivered = await UNUserNotificationCenter.current().deliveredNotifications()
        XCTAssertTrue(delivered.allSatisfy { !$0.request.identifier.isEmpty })
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.01), radius: 200, identifier: "office")
        region.notifyOnEntry = true
        region.notifyOnExit = false
        let trigger = UNLocationNotificationTrigger(region: region, repeats: false)
        XCTAssertEqual(trigger.region.identifier, "office")
    }
}
