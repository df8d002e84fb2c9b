import CoreLocation
import Foundation
@testable import UserNotifications
import XCTest

/// Triggers fall due on the center's clock: a time interval after the request was added (and every interval after
/// when it repeats), a calendar trigger at the next matching date; none fires early, a removed one never.
final class NotificationTriggerTests: XCTestCase {
    private static func content(_ title: String) -> UNNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        return content
    }

    func testATimeIntervalTriggerFiresOnTheClockNotBefore() throws {
        try NotificationRig.run { rig in
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)
            XCTAssertNil(rig.add(UNNotificationRequest(identifier: "tea", content: Self.content("Tea is ready"), trigger: trigger)))
            XCTAssertEqual(rig.pending(), ["tea"])
            let pending = try XCTUnwrap(rig.center.mainScheduler?.pendingRequests.first?.trigger as? UNTimeIntervalNotificationTrigger)
            XCTAssertEqual(pending.nextTriggerDate(), NotificationRig.start.addingTimeInterval(300))
            rig.clock.advance(by: 299.9)
            rig.settle()
            XCTAssertFalse(rig.server.shown.contains { $0.summary == "Tea is ready" })
            rig.clock.advance(by: 0.1)
            XCTAssertTrue(NotificationRig.wait { rig.server.shown.contains { $0.summary == "Tea is ready" } })
            XCTAssertEqual(rig.pending(), [])
            XCTAssertTrue(NotificationRig.wait { rig.delivered().contains("tea") })
            let answer = Answer<Date>()
            rig.center.getDeliveredNotifications { answer.value = $0.first { $0.request.identifier == "tea" }?.date }
            XCTAssertEqual(answer.value, NotificationRig.start.addingTimeInterval(300), "delivered at the trigger's time")
        }
    }

    func testARepeatingTriggerFiresEveryIntervalAndStaysPending() throws {
        try NotificationRig.run { rig in
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
            XCTAssertNil(rig.add(UNNotificationRequest(identifier: "stretch", content: Self.content("Stretch"), trigger: trigger)))
            rig.clock.advance(by: 185)
            XCTAssertTrue(NotificationRig.wait { rig.server.shown.filter { $0.summary == "Stretch" }.count == 3 })
            XCTAssertEqual(rig.pending(), ["stretch"])
            let pending = try XCTUnwrap(rig.center.mainScheduler?.pendingRequests.first?.trigger as? UNTimeIntervalNotificationTrigger)
            XCTAssertEqual(pending.nextTriggerDate(), NotificationRig.start.addingTimeInterval(240))
            XCTAssertEqual(rig.clock.waitingAlarms, 1)
        }
    }

    func testIOSRefusesShortRepeatingIntervals() {
        XCTAssertEqual(UNTimeIntervalNotificationTrigger.refusal(timeInterval: 59, repeats: true),
                       "time interval must be at least 60 if repeating")
        XCTAssertEqual(UNTimeIntervalNotificationTrigger.refusal(timeInterval: 0, repeats: false), "time interval must be greater than 0")
        XCTAssertNil(UNTimeIntervalNotificationTrigger.refusal(timeInterval: 59, repeats: false))
        XCTAssertNil(UNTimeIntervalNotificationTrigger.refusal(timeInterval: 60, repeats: true))
    }

    func testACalendarTriggerFiresAtTheNextMatchingDate() throws {
        try NotificationRig.run { rig in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            var components = DateComponents()
            components.calendar = calendar
            components.timeZone = calendar.timeZone
            components.hour = 9
            components.minute = 30
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
            XCTAssertNil(rig.add(UNNotificationRequest(identifier: "standup", content: Self.content("Stand-up"), trigger: trigger)))
            let scheduled = try XCTUnwrap(rig.center.mainScheduler?.pendingRequests.first?.trigger as? UNCalendarNotificationTrigger)
            let first = try XCTUnwrap(scheduled.nextTriggerDate())
            XCTAssertEqual(calendar.component(.hour, from: first), 9)
            XCTAssertEqual(calendar.component(.minute, from: first), 30)
            XCTAssertGreaterThan(first, NotificationRig.start)
            XCTAssertLessThanOrEqual(first.timeIntervalSince(NotificationRig.start), 86_400)
            rig.clock.advance(by: first.timeIntervalSince(NotificationRig.start) - 1)
            rig.settle()
            XCTAssertFalse(rig.server.shown.contains { $0.summary == "Stand-up" })
            rig.clock.advance(by: 1 + 86_400)
            XCTAssertTrue(NotificationRig.wait { rig.server.shown.filter { $0.summary == "Stand-up" }.count == 2 }, "today's and tomorrow's")
            XCTAssertEqual(scheduled.nextTriggerDate(), first.addingTimeInterval(2 * 86_400))
        }
    }

    func testACalendarTriggerThatNeverFallsDueIsRefused() throws {
        try NotificationRig.run { rig in
            var components = DateComponents()
            components.calendar = Calendar(identifier: .gregorian)
            components.timeZone = TimeZone(identifier: "UTC")
            components.year = 2020
            components.month = 1
            components.day = 1
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
            let error = rig.add(UNNotificationRequest(identifier: "past", content: Self.content("Past"), trigger: trigger))
            XCTAssertEqual((error as? UNError)?.code, .notificationInvalidNoDate)
            XCTAssertEqual(rig.pending(), [])
        }
    }

    func testRemovedPendingRequestsNeverFire() throws {
        try NotificationRig.run { rig in
            for (identifier, seconds) in [("a", 10.0), ("b", 20.0), ("c", 30.0)] {
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
                XCTAssertNil(rig.add(UNNotificationRequest(identifier: identifier, content: Self.content(identifier), trigger: trigger)))
            }
            rig.center.removePendingNotificationRequests(withIdentifiers: ["b"])
            XCTAssertEqual(rig.pending(), ["a", "c"])
            rig.clock.advance(by: 15)
            rig.center.removeAllPendingNotificationRequests()
            rig.clock.advance(by: 60)
            rig.settle()
            XCTAssertEqual(rig.server.shown.map(\.summary).filter { $0 != "marker" }, ["a"])
            XCTAssertEqual(rig.pending(), [])
            XCTAssertEqual(rig.clock.waitingAlarms, 0)
        }
    }

    func testALocationTriggerWaitsForEver() throws {
        try NotificationRig.run { rig in
            let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), radius: 100, identifier: "office")
            let trigger = UNLocationNotificationTrigger(region: region, repeats: false)
            XCTAssertNil(rig.add(UNNotificationRequest(identifier: "office", content: Self.content("Office"), trigger: trigger)))
            rig.clock.advance(by: 86_400)
            XCTAssertEqual(rig.pending(), ["office"])
            XCTAssertEqual(rig.clock.waitingAlarms, 0)
        }
    }
}
