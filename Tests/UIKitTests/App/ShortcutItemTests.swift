import Foundation
@testable import UIKit
import XCTest

/// Home Screen quick actions as Apple declares them: items and their mutable copies, icons, the app's list, and the
/// delegates' defaults (a desktop never performs one).
final class ShortcutItemTests: XCTestCase {
    @MainActor
    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    @MainActor
    private final class AppDelegate: UIResponder, UIApplicationDelegate {}

    func testItemsMutableCopiesAndIcons() {
        onMainActor {
            let compose = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Message")
            XCTAssertNil(compose.localizedSubtitle)
            XCTAssertNil(compose.icon)
            let search = UIApplicationShortcutItem(type: "search", localizedTitle: "Search", localizedSubtitle: "Find anything",
                                                   icon: UIApplicationShortcutIcon(type: .search), userInfo: ["query": "" as NSString])
            XCTAssertEqual(search.icon?.source, .system(.search))
            XCTAssertEqual(search.userInfo?["query"] as? NSString, "")
            let copy = search.mutableCopy()
            copy.localizedTitle = "Find"
            copy.icon = UIApplicationShortcutIcon(systemImageName: "magnifyingglass")
            copy.targetContentIdentifier = "inbox"
            XCTAssertEqual(search.localizedTitle, "Search", "the copy is its own")
            XCTAssertEqual(copy.type, "search")
            XCTAssertEqual(copy.localizedSubtitle, "Find anything")
            XCTAssertEqual(copy.icon?.source, .symbol("magnifyingglass"))
            XCTAssertEqual(copy.targetContentIdentifier as? String, "inbox")
            XCTAssertEqual(UIApplicationShortcutIcon(templateImageName: "star").source, .template("star"))
            XCTAssertEqual(UIApplicationShortcutIcon.IconType.update.rawValue, 28)

            let app = UIApplication.shared
            let previous = app.shortcutItems
            defer { app.shortcutItems = previous }
            app.shortcutItems = [compose, copy]
            XCTAssertEqual(app.shortcutItems?.map(\.localizedTitle), ["New Message", "Find"])
            XCTAssertEqual(UIApplication.LaunchOptionsKey.shortcutItem.rawValue, "UIApplicationLaunchOptionsShortcutItemKey")
        }
    }

    func testTheDelegatesDefaultsPerformNothing() {
        onMainActor {
            let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
            var answers: [Bool] = []
            AppDelegate().application(UIApplication.shared, performActionFor: item) { answers.append($0) }
            let options = UIScene.ConnectionOptions()
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: options)
            SceneDelegate().windowScene(scene, performActionFor: item) { answers.append($0) }
            XCTAssertEqual(answers, [false, false])
            XCTAssertNil(options.shortcutItem)
        }
    }
}
