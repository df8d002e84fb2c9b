import Foundation
@testable import UserNotifications
import XCTest

/// Removing delivered notifications closes them on the server (`CloseNotification` with the server's ids) and
/// takes them out of the delivered list.
final class NotificationRemovalTests: XCTestCase {
    func testRemovingDeliveredNotificationsClosesThem() throws {
        try NotificationRig.run { rig in
            let content = UNMutableNotificationContent()
            var ids: [String: UInt32] = [:]
            for identifier in ["a", "b", "c"] {
                content.title = identifier
                ids[identifier] = rig.show(identifier, content)?.id
            }
            rig.center.removeDeliveredNotifications(withIdentifiers: ["b", "nothing"])
            XCTAssertTrue(NotificationRig.wait { rig.server.closed == [ids["b"]!] })
            XCTAssertEqual(rig.delivered(), ["a", "c"])
            rig.center.removeAllDeliveredNotifications()
            XCTAssertTrue(NotificationRig.wait { Set(rig.server.closed) == Set(ids.values) })
            XCTAssertEqual(rig.delivered(), [])
            rig.settle()
            XCTAssertEqual(rig.server.closed.count, 3, "the server's NotificationClosed for them is no response")
        }
    }
}
