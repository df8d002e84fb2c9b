import Foundation
import TestSupport
@testable import UIKit
import XCTest

/// A controller that keeps the document it shows in its activity, as an app's detail screen does.
final class ActivityKeepingController: UIViewController {
    var documentName = "Plan.txt"
    var updates = 0
    var restored: String?

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        updates += 1
        activity.addUserInfoEntries(from: ["document": documentName])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restored = activity.userInfo?["document"] as? String
    }
}

/// A scene delegate that keeps its scene's state in an activity.
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        activity.userInfo = ["document": "Plan.txt"]
        return activity
    }
}

/// An app delegate whose configuration names the restoring scene delegate.
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Restoring", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RestoringSceneDelegate.self
        return configuration
    }
}

/// `NSUserActivity`, which Linux's Foundation lacks: its values, the current activity, the responders asked for its
/// state when it saves, and the scene's state kept in the session when it enters the background.
final class UserActivityTests: XCTestCase {
    func testAnActivityKeepsItsValuesAndMergesItsUserInfo() {
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        XCTAssertEqual(activity.activityType, "com.example.notes.open")
        XCTAssertTrue(activity.isEligibleForHandoff)
        XCTAssertFalse(activity.isEligibleForSearch)
        XCTAssertFalse(activity.isEligibleForPrediction)
        activity.title = "Plan"
        activity.userInfo = ["document": "Plan.txt", "line": 3]
        activity.addUserInfoEntries(from: ["line": 7, "column": 2])
        XCTAssertEqual(activity.userInfo?["document"] as? String, "Plan.txt")
        XCTAssertEqual(activity.userInfo?["line"] as? Int, 7)
        XCTAssertEqual(activity.userInfo?["column"] as? Int, 2)
        activity.requiredUserInfoKeys = ["document"]
        activity.webpageURL = URL(string: "https://example.com/plan")
        activity.persistentIdentifier = "plan"
        activity.targetContentIdentifier = "notes/plan"
        XCTAssertEqual(activity.requiredUserInfoKeys, ["document"])
        XCTAssertEqual(activity.persistentIdentifier, "plan")
    }

    func testBecomingCurrentResigningAndInvalidating() {
        let first = NSUserActivity(activityType: "a")
        let second = NSUserActivity(activityType: "b")
        first.becomeCurrent()
        XCTAssertTrue(UserActivityRegistry.shared.current === first)
        second.becomeCurrent()
        first.resignCurrent()
        XCTAssertTrue(UserActivityRegistry.shared.current === second, "only the current one resigns")
        second.invalidate()
        XCTAssertNil(UserActivityRegistry.shared.current)
        second.becomeCurrent()
        XCTAssertNil(UserActivityRegistry.shared.current, "an invalidated activity never becomes current again")
    }

    func testASaveAsksTheRespondersHoldingTheActivityForTheirState() {
        onMainActor {
            let controller = ActivityKeepingController()
            let activity = NSUserActivity(activityType: "com.example.notes.open")
            controller.userActivity = activity
            activity.userInfo = ["stale": true]
            activity.needsSave = true
            XCTAssertEqual(controller.updates, 0, "saved on the main queue's next turn")
            for _ in 0..<100 where controller.updates == 0 {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(controller.updates, 1)
            XCTAssertEqual(activity.userInfo?["document"] as? String, "Plan.txt")
            XCTAssertNil(activity.userInfo?["stale"], "emptied before the responders are asked, as UIKit does")
            XCTAssertFalse(activity.needsSave)
            controller.restoreUserActivityState(activity)
            XCTAssertEqual(controller.restored, "Plan.txt")
        }
    }

    func testTheSceneKeepsItsStateRestorationActivityWhenItEntersTheBackground() {
        onMainActor {
            _ = installManualClock()
            let app = UIApplication.shared
            let previous = (app.delegate, app.windows, app.applicationState)
            app.delegate = RestoringAppDelegate()
            defer {
                app.connectedScenes.removeAll()
                app.openSessions.removeAll()
                (app.delegate, app.windows, app.applicationState) = previous
            }
            let scene = app.connectInitialScene()
            XCTAssertNil(scene.session.stateRestorationActivity)
            XCTAssertTrue(scene.userActivity == nil)
            app.lastWindowClosed()
            XCTAssertEqual(scene.session.stateRestorationActivity?.activityType, "com.example.notes.open")
            XCTAssertEqual(scene.session.stateRestorationActivity?.userInfo?["document"] as? String, "Plan.txt")
        }
    }
}
