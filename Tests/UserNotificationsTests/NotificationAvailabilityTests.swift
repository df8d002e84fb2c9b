import ATSPI
import Foundation
@testable import UserNotifications
import XCTest

/// Permission and requests where the desktop can or cannot show notifications: granted with a server; without a
/// session bus, or with a bus and no server, refused at once with a one-line error, nothing left waiting.
final class NotificationAvailabilityTests: XCTestCase {
    private static func request() -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Tea"
        return UNNotificationRequest(identifier: "tea", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    }

    @MainActor
    private static func outcome(of center: UNUserNotificationCenter) -> (granted: Bool?, authorizationError: String?, status: UNAuthorizationStatus?, addError: String?) {
        let granted = Answer<(Bool, String?)>()
        center.requestAuthorization(options: [.alert, .sound]) { ok, error in granted.value = (ok, error?.localizedDescription) }
        let added = Answer<String?>()
        center.add(request()) { error in added.value = .some(error?.localizedDescription) }
        XCTAssertTrue(NotificationRig.wait(8) { granted.value != nil && added.value != nil }, "answered within the bound")
        let settings = Answer<UNNotificationSettings>()
        center.getNotificationSettings { settings.value = $0 }
        return (granted.value?.0, granted.value?.1, settings.value?.authorizationStatus, added.value ?? nil)
    }

    func testWithAServerPermissionIsGrantedAsAsked() throws {
        try NotificationRig.run { rig in
            let before = Answer<UNNotificationSettings>()
            rig.center.getNotificationSettings { before.value = $0 }
            XCTAssertEqual(before.value?.authorizationStatus, .notDetermined)
            let result = Self.outcome(of: rig.center)
            XCTAssertEqual(result.granted, true)
            XCTAssertNil(result.authorizationError)
            XCTAssertEqual(result.status, .authorized)
            XCTAssertNil(result.addError)
            let settings = Answer<UNNotificationSettings>()
            rig.center.getNotificationSettings { settings.value = $0 }
            XCTAssertEqual(settings.value?.alertSetting, .enabled)
            XCTAssertEqual(settings.value?.soundSetting, .enabled)
            XCTAssertEqual(settings.value?.badgeSetting, .disabled, "not asked for")
            XCTAssertEqual(settings.value?.alertStyle, .banner)
        }
    }

    func testWithoutASessionBusEverythingIsRefusedInOneLine() {
        MainActor.assumeIsolated {
            let center = UNUserNotificationCenter(clock: ManualNotificationClock(NotificationRig.start),
                                                  connect: { try NotificationServer.sessionBus(environment: [:]) }, appName: "Reminders")
            let result = Self.outcome(of: center)
            XCTAssertEqual(result.granted, false)
            XCTAssertEqual(result.status, .denied)
            let expected = "Notifications cannot be shown: no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
            XCTAssertEqual(result.authorizationError, expected)
            XCTAssertEqual(result.addError, expected)
            XCTAssertFalse(expected.contains("\n"))
        }
    }

    func testABusWithoutANotificationServerRefusesAtOnce() throws {
        try MainActor.assumeIsolated {
            let daemon = try PrivateBusDaemon()
            defer { daemon.stop() }
            let address = daemon.address
            let center = UNUserNotificationCenter(clock: ManualNotificationClock(NotificationRig.start),
                                                  connect: { try DBusConnection(address: address) }, appName: "Reminders")
            let started = Date()
            let result = Self.outcome(of: center)
            XCTAssertLessThan(Date().timeIntervalSince(started), 4, "ServiceUnknown comes back at once, no timeout waited")
            XCTAssertEqual(result.granted, false)
            XCTAssertEqual(result.status, .denied)
            XCTAssertEqual(result.addError,
                           "Notifications cannot be shown: no notification server (org.freedesktop.Notifications) on the session bus")
            let pending = Answer<Int>()
            center.getPendingNotificationRequests { pending.value = $0.count }
            XCTAssertEqual(pending.value, 0, "a refused request is not kept")
        }
    }

    func testABusThatCannotBeOpenedSaysSo() {
        MainActor.assumeIsolated {
            let center = UNUserNotificationCenter(clock: ManualNotificationClock(NotificationRig.start),
                                                  connect: { try DBusConnection(address: "unix:path=/nonexistent/bus") }, appName: "Reminders")
            let result = Self.outcome(of: center)
            XCTAssertEqual(result.status, .denied)
            XCTAssertTrue(result.addError?.hasPrefix("Notifications cannot be shown: cannot open the D-Bus bus at unix:path=/nonexistent/bus") ?? false,
                          result.addError ?? "no error")
            XCTAssertFalse(result.addError?.contains("\n") ?? true)
        }
    }

    func testProvisionalPermissionAndTheBadge() throws {
        try NotificationRig.run { rig in
            let granted = Answer<Bool>()
            rig.center.requestAuthorization(options: [.provisional, .badge]) { ok, _ in granted.value = ok }
            XCTAssertTrue(NotificationRig.wait { granted.value != nil })
            let settings = Answer<UNNotificationSettings>()
            rig.center.getNotificationSettings { settings.value = $0 }
            XCTAssertEqual(settings.value?.authorizationStatus, .provisional)
            XCTAssertEqual(settings.value?.alertStyle, UNAlertStyle.none)
            let refused = Answer<Error?>()
            rig.center.setBadgeCount(-1) { refused.value = .some($0) }
            XCTAssertEqual((refused.value ?? nil).flatMap { $0 as? UNError }?.code, .badgeInputInvalid)
            let set = Answer<Error?>()
            rig.center.setBadgeCount(3) { set.value = .some($0) }
            XCTAssertTrue(set.value != nil, "answered")
            XCTAssertNil(set.value ?? nil)
            XCTAssertEqual(rig.center.mainScheduler?.badgeCount, 3)
        }
    }
}
