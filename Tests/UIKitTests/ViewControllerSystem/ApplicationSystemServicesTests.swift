import UIKit
import XCTest

/// The idle timer, badge, background tasks and settings URLs of `UIApplication` without a compositor (the idle
/// inhibitor itself is shown under sway by `IdleInhibitSwayTests`).
final class ApplicationSystemServicesTests: XCTestCase {
    func testTheIdleTimerSwitchIsKeptWithoutADesktopWindow() {
        onMainActor {
            _ = installManualClock()
            let app = UIApplication.shared
            XCTAssertFalse(app.isIdleTimerDisabled)
            app.isIdleTimerDisabled = true
            XCTAssertTrue(app.isIdleTimerDisabled)
            app.isIdleTimerDisabled = false
            XCTAssertFalse(app.isIdleTimerDisabled)
        }
    }

    func testBackgroundTasksAreNumberedAndNeverExpire() {
        onMainActor {
            _ = installManualClock()
            let app = UIApplication.shared
            var task = UIBackgroundTaskIdentifier.invalid
            task = app.beginBackgroundTask(withName: "upload") { XCTFail("the desktop never ends a background task's time") }
            XCTAssertNotEqual(task, .invalid)
            let other = app.beginBackgroundTask(expirationHandler: nil)
            XCTAssertNotEqual(other, task)
            XCTAssertEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude)
            app.endBackgroundTask(task)
            app.endBackgroundTask(other)
            task = .invalid
            XCTAssertEqual(task, .invalid)
            XCTAssertEqual(UIBackgroundTaskIdentifier.invalid.rawValue, 0)
        }
    }

    func testTheBadgeNumberIsStoredAndTheSettingsURLCannotBeOpened() {
        onMainActor {
            _ = installManualClock()
            let app = UIApplication.shared
            app.applicationIconBadgeNumber = 4
            XCTAssertEqual(app.applicationIconBadgeNumber, 4)
            app.applicationIconBadgeNumber = 0
            XCTAssertEqual(UIApplication.openSettingsURLString, "app-settings:")
            let url = URL(string: UIApplication.openSettingsURLString)!
            XCTAssertFalse(app.canOpenURL(url))
            var opened: Bool?
            app.open(url) { opened = $0 }
            XCTAssertEqual(opened, false, "the desktop has no Settings app")
            XCTAssertNotNil(URL(string: UIApplication.openNotificationSettingsURLString))
        }
    }
}
