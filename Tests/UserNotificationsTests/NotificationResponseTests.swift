import Foundation
@testable import UserNotifications
import XCTest

/// The user's answers reach the delegate: an action chosen on the notification as its identifier, a click on the
/// notification as the default action, a dismissal as the dismiss action only where the category asks for it.
final class NotificationResponseTests: XCTestCase {
    private static func reminder(_ category: String = "REMINDER") -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = "Call Ann"
        content.categoryIdentifier = category
        return content
    }

    private static let actions = [
        UNNotificationAction(identifier: "done", title: "Done"),
        UNTextInputNotificationAction(identifier: "reply", title: "Reply", textInputButtonTitle: "Send", textInputPlaceholder: ""),
    ]

    func testAnInvokedActionReachesTheDelegateWithItsIdentifier() throws {
        try NotificationRig.run { rig in
            let delegate = RecordingDelegate()
            rig.center.delegate = delegate
            rig.center.setNotificationCategories([UNNotificationCategory(identifier: "REMINDER", actions: Self.actions, intentIdentifiers: [])])
            let shown = try XCTUnwrap(rig.show("call", Self.reminder()))
            XCTAssertEqual(delegate.presented, ["call"])
            rig.server.invoke(shown.id, "done")
            XCTAssertTrue(NotificationRig.wait { !delegate.responses.isEmpty })
            XCTAssertEqual(delegate.heard, ["call: done"])
            XCTAssertEqual(delegate.responses.first?.notification.request.content.title, "Call Ann")
            XCTAssertFalse(rig.delivered().contains("call"), "acted on: off the screen and the list")
            rig.server.closeByUser(shown.id)
            rig.settle()
            XCTAssertEqual(delegate.heard, ["call: done"], "the server's closing after the action is no dismissal")
        }
    }

    func testAClickIsTheDefaultActionAndATextActionAnswersWithItsResponseClass() throws {
        try NotificationRig.run { rig in
            let delegate = RecordingDelegate()
            rig.center.delegate = delegate
            rig.center.setNotificationCategories([UNNotificationCategory(identifier: "REMINDER", actions: Self.actions, intentIdentifiers: [])])
            let first = try XCTUnwrap(rig.show("first", Self.reminder()))
            let second = try XCTUnwrap(rig.show("second", Self.reminder()))
            rig.server.invoke(first.id, "default")
            rig.server.invoke(second.id, "reply")
            XCTAssertTrue(NotificationRig.wait { delegate.responses.count == 2 })
            XCTAssertEqual(delegate.heard, ["first: \(UNNotificationDefaultActionIdentifier)", "second: reply"])
            XCTAssertEqual((delegate.responses.last as? UNTextInputNotificationResponse)?.userText, "")
        }
    }

    func testAnInlineReplyIsTheTextInputActionsResponse() throws {
        try NotificationRig.run(capabilities: ["actions", "body", "inline-reply"]) { rig in
            let delegate = RecordingDelegate()
            rig.center.delegate = delegate
            let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                      textInputButtonTitle: "Send", textInputPlaceholder: "Message to Ann")
            rig.center.setNotificationCategories([UNNotificationCategory(identifier: "REMINDER", actions: [
                UNNotificationAction(identifier: "done", title: "Done"), reply,
            ], intentIdentifiers: [])])
            let shown = try XCTUnwrap(rig.show("call", Self.reminder()))
            XCTAssertEqual(shown.actions, ["default", "Open", "done", "Done", "inline-reply", "Reply"])
            XCTAssertEqual(shown.hints["x-kde-reply-placeholder-text"], .string("Message to Ann"))
            XCTAssertEqual(shown.hints["x-kde-reply-submit-button-text"], .string("Send"))
            rig.server.reply(shown.id, "On my way")
            XCTAssertTrue(NotificationRig.wait { !delegate.responses.isEmpty })
            XCTAssertEqual(delegate.heard, ["call: reply"])
            XCTAssertEqual((delegate.responses.first as? UNTextInputNotificationResponse)?.userText, "On my way")
        }
    }

    func testADismissalIsReportedOnlyForCategoriesWithCustomDismissAction() throws {
        try NotificationRig.run { rig in
            let delegate = RecordingDelegate()
            rig.center.delegate = delegate
            rig.center.setNotificationCategories([
                UNNotificationCategory(identifier: "TRACKED", actions: [], intentIdentifiers: [], options: [.customDismissAction]),
                UNNotificationCategory(identifier: "PLAIN", actions: [], intentIdentifiers: []),
            ])
            let plain = try XCTUnwrap(rig.show("plain", Self.reminder("PLAIN")))
            let expired = try XCTUnwrap(rig.show("expired", Self.reminder("TRACKED")))
            let tracked = try XCTUnwrap(rig.show("tracked", Self.reminder("TRACKED")))
            rig.server.closeByUser(plain.id)
            rig.server.closeByUser(expired.id, reason: 1)
            rig.server.closeByUser(tracked.id)
            XCTAssertTrue(NotificationRig.wait { !delegate.responses.isEmpty })
            rig.settle()
            XCTAssertEqual(delegate.heard, ["tracked: \(UNNotificationDismissActionIdentifier)"])
            XCTAssertEqual(rig.delivered().filter { !$0.hasPrefix("marker") }, ["expired"],
                           "dismissed ones leave the list; an expired one stays in the server's list")
        }
    }

    func testADelegateOfTheAsyncFormsIsHeard() throws {
        final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
            var heard: [String] = []

            func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                [.banner]
            }

            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                heard.append(response.actionIdentifier)
            }
        }
        try NotificationRig.run { rig in
            let delegate = AsyncDelegate()
            rig.center.delegate = delegate
            let shown = try XCTUnwrap(rig.show("call", Self.reminder()))
            XCTAssertEqual(shown.hints["suppress-sound"], .bool(true), "presented without .sound")
            rig.server.invoke(shown.id, "default")
            XCTAssertTrue(NotificationRig.wait { !delegate.heard.isEmpty })
            XCTAssertEqual(delegate.heard, [UNNotificationDefaultActionIdentifier])
        }
    }

    func testADelegateThatPresentsNothingKeepsTheNotificationOffTheScreen() throws {
        try NotificationRig.run { rig in
            let delegate = RecordingDelegate()
            delegate.options = []
            rig.center.delegate = delegate
            XCTAssertNil(rig.add(UNNotificationRequest(identifier: "quiet", content: Self.reminder(), trigger: nil)))
            XCTAssertEqual(delegate.presented, ["quiet"])
            delegate.options = [.list]
            rig.settle()
            XCTAssertEqual(rig.server.shown.map(\.summary), ["marker"])
            XCTAssertFalse(rig.delivered().contains("quiet"))
        }
    }
}
