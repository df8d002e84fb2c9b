import ATSPI
import Foundation
@testable import UserNotifications
import XCTest

/// What the notification server is told to show: the app's name, the title, subtitle and body as summary and body,
/// the category's actions, the image and urgency hints, the sound, and the replacement of a notification shown
/// again under its identifier.
final class NotifyArgumentsTests: XCTestCase {
    func testTheTitleIsTheSummaryAndTheSubtitleAndBodyFollow() throws {
        try NotificationRig.run { rig in
            let content = UNMutableNotificationContent()
            content.title = "Water the plants"
            content.subtitle = "Balcony"
            content.body = "The basil & the <mint>"
            let shown = try XCTUnwrap(rig.show("plants", content))
            XCTAssertEqual(shown.appName, "Reminders")
            XCTAssertEqual(shown.summary, "Water the plants")
            XCTAssertEqual(shown.body, "Balcony\nThe basil & the <mint>", "no body-markup capability: the text as it is")
            XCTAssertEqual(shown.replacesID, 0)
            XCTAssertEqual(shown.timeout, -1, "the server's own timeout")
            XCTAssertEqual(shown.hints["urgency"], .byte(1))
            XCTAssertEqual(shown.hints["suppress-sound"], .bool(true), "no sound set")
            XCTAssertNil(shown.hints["image-path"])
            XCTAssertEqual(shown.actions, ["default", "Open"], "a click on the notification is its default action")
        }
    }

    func testWithoutATitleTheFirstTextIsTheSummary() {
        func mapped(_ title: String, _ subtitle: String, _ body: String, markup: Bool = false) -> [String] {
            let content = UNMutableNotificationContent()
            content.title = title
            content.subtitle = subtitle
            content.body = body
            let notification = DesktopNotification(content: content, category: nil, capabilities: markup ? ["body-markup"] : [],
                                                   appName: "Reminders")
            return [notification.summary, notification.body]
        }
        XCTAssertEqual(mapped("", "Balcony", "Basil"), ["Balcony", "Basil"])
        XCTAssertEqual(mapped("", "", "Basil"), ["Basil", ""])
        XCTAssertEqual(mapped("Plants", "", "Basil"), ["Plants", "Basil"])
        XCTAssertEqual(mapped("Plants", "", "Basil & <mint>", markup: true), ["Plants", "Basil &amp; &lt;mint&gt;"],
                       "a server that reads markup gets the body escaped")
    }

    func testTheCategorysActionsAreTheNotificationsActions() throws {
        try NotificationRig.run { rig in
            let done = UNNotificationAction(identifier: "done", title: "Done", options: [])
            let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze 10 min", options: [.destructive])
            let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
            rig.center.setNotificationCategories([UNNotificationCategory(identifier: "REMINDER", actions: [done, snooze, reply],
                                                                         intentIdentifiers: [], options: [])])
            let content = UNMutableNotificationContent()
            content.title = "Call Ann"
            content.categoryIdentifier = "REMINDER"
            let shown = try XCTUnwrap(rig.show("call", content))
            XCTAssertEqual(shown.actions, ["default", "Open", "done", "Done", "snooze", "Snooze 10 min", "reply", "Reply"])
        }
    }

    func testAServerWithoutActionsGetsNone() throws {
        try NotificationRig.run(capabilities: ["body"]) { rig in
            rig.center.setNotificationCategories([UNNotificationCategory(identifier: "REMINDER", actions: [
                UNNotificationAction(identifier: "done", title: "Done"),
            ], intentIdentifiers: [])])
            let content = UNMutableNotificationContent()
            content.title = "Call Ann"
            content.categoryIdentifier = "REMINDER"
            XCTAssertEqual(try XCTUnwrap(rig.show("call", content)).actions, [])
        }
    }

    func testUrgencyFollowsTheInterruptionLevel() throws {
        try NotificationRig.run { rig in
            let levels: [UNNotificationInterruptionLevel] = [.passive, .active, .timeSensitive, .critical]
            var urgencies: [DBusValue?] = []
            for level in levels {
                let content = UNMutableNotificationContent()
                content.title = "Level \(level.rawValue)"
                content.interruptionLevel = level
                urgencies.append(rig.show("level-\(level.rawValue)", content)?.hints["urgency"])
            }
            XCTAssertEqual(urgencies, [.byte(0), .byte(1), .byte(1), .byte(2)])
        }
    }

    func testAnImageAttachmentIsTheImageAndASoundIsPlayed() throws {
        try NotificationRig.run { rig in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("plant-\(UUID().uuidString).png")
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let attachment = try UNNotificationAttachment(identifier: "photo", url: file, options: nil)
            XCTAssertEqual(attachment.type, "public.png")
            let content = UNMutableNotificationContent()
            content.title = "Basil"
            content.attachments = [attachment]
            content.sound = .default
            let shown = try XCTUnwrap(rig.show("photo", content))
            XCTAssertEqual(shown.hints["image-path"], .string(file.absoluteString))
            XCTAssertEqual(shown.hints["sound-name"], .string("message-new-instant"))
            XCTAssertNil(shown.hints["suppress-sound"])
        }
    }

    func testAttachmentsOfMissingFilesOrUnknownTypesAreRefused() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/plant.png")
        XCTAssertThrowsError(try UNNotificationAttachment(identifier: "a", url: missing)) { error in
            XCTAssertEqual((error as? UNError)?.code, .attachmentInvalidURL)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).xyzzy")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try UNNotificationAttachment(identifier: "a", url: file)) { error in
            guard case UNError.attachmentUnrecognizedType = error else { return XCTFail("\(error)") }
        }
    }

    func testASecondRequestOfAnIdentifierReplacesTheShownNotification() throws {
        try NotificationRig.run { rig in
            let content = UNMutableNotificationContent()
            content.title = "3 tasks left"
            let first = try XCTUnwrap(rig.show("count", content))
            content.title = "2 tasks left"
            let second = try XCTUnwrap(rig.show("count", content))
            XCTAssertEqual(second.replacesID, first.id)
            XCTAssertEqual(rig.delivered(), ["count"])
        }
    }
}
