import ATSPI
import Foundation
@testable import UserNotifications
import XCTest

/// The rig of the center's tests: a private bus with the fake notification server on it, and a center on a
/// manual clock that reaches it, showing notifications as "Reminders".
@MainActor
final class NotificationRig {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    let daemon: PrivateBusDaemon
    let server: FakeNotificationServer
    let clock = ManualNotificationClock(NotificationRig.start)
    let center: UNUserNotificationCenter

    init(capabilities: [String]? = nil) throws {
        daemon = try PrivateBusDaemon()
        do {
            server = try FakeNotificationServer(address: daemon.address)
        } catch {
            daemon.stop()
            throw error
        }
        if let capabilities { server.capabilities = capabilities }
        let address = daemon.address
        center = UNUserNotificationCenter(clock: clock, connect: { try DBusConnection(address: address) }, appName: "Reminders")
    }

    /// Runs `body` with a fresh rig, stopping its daemon after.
    nonisolated static func run(capabilities: [String]? = nil, _ body: @MainActor (NotificationRig) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let rig = try NotificationRig(capabilities: capabilities)
            defer { rig.stop() }
            try body(rig)
        }
    }

    func stop() {
        server.close()
        daemon.stop()
    }

    /// Adds `request` and waits for the center's answer; the error, if any.
    @discardableResult
    func add(_ request: UNNotificationRequest, file: StaticString = #filePath, line: UInt = #line) -> Error? {
        let answer = Answer<Error?>()
        center.add(request) { answer.value = .some($0) }
        XCTAssertTrue(Self.wait { answer.value != nil }, "add answers", file: file, line: line)
        return answer.value ?? nil
    }

    /// Adds a request with `content` and no trigger and waits until the server shows it.
    @discardableResult
    func show(_ identifier: String, _ content: UNNotificationContent, file: StaticString = #filePath, line: UInt = #line) -> FakeNotificationServer.Shown? {
        let before = server.shown.count
        add(UNNotificationRequest(identifier: identifier, content: content, trigger: nil), file: file, line: line)
        XCTAssertTrue(Self.wait { self.server.shown.count > before && self.center.mainScheduler?.serverID(of: identifier) != nil },
                      "shown", file: file, line: line)
        return server.shown.count > before ? server.shown.last : nil
    }

    /// Shows a marker notification and waits for it: what the center sent before has reached the server by then,
    /// and what the server sent before has reached the center.
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        let content = UNMutableNotificationContent()
        content.title = "marker"
        show("marker-\(UUID().uuidString)", content, file: file, line: line)
    }

    /// The identifiers of the center's delivered notifications.
    func delivered() -> [String] {
        let answer = Answer<[String]>()
        center.getDeliveredNotifications { notifications in answer.value = notifications.map(\.request.identifier) }
        return answer.value ?? []
    }

    /// The identifiers of the center's pending requests.
    func pending() -> [String] {
        let answer = Answer<[String]>()
        center.getPendingNotificationRequests { requests in answer.value = requests.map(\.identifier) }
        return answer.value ?? []
    }

    /// Runs the main run loop until `condition` holds or `seconds` pass; whether it held.
    static func wait(_ seconds: TimeInterval = 10, until condition: () -> Bool) -> Bool {
        let end = Date(timeIntervalSinceNow: seconds)
        while !condition(), Date() < end { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        return condition()
    }
}

/// A value a completion handler hands back to the test (handlers run on the main thread).
final class Answer<Value>: @unchecked Sendable {
    var value: Value?
}

/// A delegate that records what it is asked and answers `options` for presentations.
final class RecordingDelegate: NSObject, UNUserNotificationCenterDelegate {
    var options: UNNotificationPresentationOptions = [.banner, .list, .sound]
    private(set) var presented: [String] = []
    private(set) var responses: [UNNotificationResponse] = []

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        presented.append(notification.request.identifier)
        completionHandler(options)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        responses.append(response)
        completionHandler()
    }

    /// The responses as "identifier: action".
    var heard: [String] { responses.map { "\($0.notification.request.identifier): \($0.actionIdentifier)" } }
}
