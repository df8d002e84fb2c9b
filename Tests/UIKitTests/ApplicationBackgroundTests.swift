import Foundation
@testable import UIKit
import XCTest

/// The app enters the background when its last window closes, after resigning active, as an iOS app leaving the
/// screen does: its delegate hears `applicationDidEnterBackground(_:)` before `applicationWillTerminate(_:)`.
final class ApplicationBackgroundTests: XCTestCase {
    /// The names of the notifications posted, on the main thread.
    final class PostedNames: @unchecked Sendable {
        var names: [Notification.Name] = []
    }

    /// Records what the app tells its delegate.
    final class RecordingDelegate: UIResponder, UIApplicationDelegate {
        var calls: [String] = []
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) {
            calls.append("didEnterBackground \(application.applicationState == .background)")
        }
    }

    func testTheLastWindowClosingResignsActiveThenEntersTheBackgroundOnce() {
        onMainActor {
            _ = installManualClock()
            let app = UIApplication.shared
            let previousDelegate = app.delegate
            let delegate = RecordingDelegate()
            app.delegate = delegate
            let posted = PostedNames()
            let names = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name) }
            }
            defer {
                observers.forEach(NotificationCenter.default.removeObserver)
                app.delegate = previousDelegate
                app.applicationState = .inactive
            }
            app.applicationState = .active

            app.lastWindowClosed()
            XCTAssertEqual(app.applicationState, .background)
            XCTAssertEqual(delegate.calls, ["willResignActive", "didEnterBackground true"])
            XCTAssertEqual(posted.names, names)

            app.lastWindowClosed()
            XCTAssertEqual(delegate.calls.count, 2, "entered once")

            app.applicationState = .inactive
            app.lastWindowClosed()
            XCTAssertEqual(delegate.calls.last, "didEnterBackground true", "an inactive app does not resign again")
            XCTAssertEqual(delegate.calls.count, 3)
        }
    }
}
