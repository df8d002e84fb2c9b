import Foundation
@testable import UserNotifications
import XCTest

/// The center answers its async forms from any task, and calls from other threads, with completion handlers on
/// the main thread.
final class NotificationConcurrencyTests: XCTestCase {
    func testTheAsyncFormsFromATaskAndCallsFromAnotherThread() throws {
        try NotificationRig.run { rig in
            let center = rig.center
            let results = Answer<[String]>()
            Task.detached {
                let granted = try await center.requestAuthorization(options: [.alert, .badge])
                let content = UNMutableNotificationContent()
                content.title = "From a task"
                try await center.add(UNNotificationRequest(identifier: "task", content: content,
                                                           trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
                let pending = await center.pendingNotificationRequests().map(\.identifier)
                let status = await center.notificationSettings().authorizationStatus
                try await center.setBadgeCount(2)
                var refused = "no error"
                do { try await center.setBadgeCount(-1) } catch UNError.badgeInputInvalid { refused = "badgeInputInvalid" }
                let categories = await center.notificationCategories().count
                let delivered = await center.deliveredNotifications().count
                let answer = ["\(granted)", "\(pending)", "\(status == .authorized)", refused, "\(categories)", "\(delivered)"]
                await MainActor.run { results.value = answer }
            }
            XCTAssertTrue(NotificationRig.wait { results.value != nil })
            XCTAssertEqual(results.value, ["true", "[\"task\"]", "true", "badgeInputInvalid", "0", "0"])
            XCTAssertEqual(center.mainScheduler?.badgeCount, 2)

            let onMainThread = Answer<Bool>()
            DispatchQueue.global().async {
                center.removeAllPendingNotificationRequests()
                center.getPendingNotificationRequests { requests in
                    let main = Thread.isMainThread && requests.isEmpty
                    DispatchQueue.main.async { onMainThread.value = main }
                }
            }
            XCTAssertTrue(NotificationRig.wait { onMainThread.value != nil })
            XCTAssertEqual(onMainThread.value, true, "handled on the main thread, after the removal made from the same thread")
        }
    }
}
