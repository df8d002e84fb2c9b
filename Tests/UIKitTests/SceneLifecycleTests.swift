import Foundation
@testable import UIKit
import XCTest

/// What the scene delegates heard, in order.
@MainActor
enum SceneLog {
    static var calls: [String] = []
}

/// A scene delegate as the Xcode template writes it, found by its name (`<app module>.SceneDelegate`) when the app
/// delegate's configuration names no class, as the template's Info.plist manifest names it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKey()
        SceneLog.calls.append("willConnectTo \(session.role.rawValue)")
    }

    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.calls.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.calls.append("didBecomeActive \(scene.activationState == .foregroundActive)") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.calls.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.calls.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.calls.append("didEnterBackground \(scene.activationState == .background)") }
}

/// An app delegate as the template writes it: its configuration names no delegate class.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.calls.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.calls.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.calls.append("app willResignActive") }
}

final class SceneLifecycleTests: XCTestCase {
    /// A scene delegate of another name, given by the configuration's `delegateClass`.
    final class NamedSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            SceneLog.calls.append("named willConnectTo \(session.configuration.name ?? "")")
        }
    }

    final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Named", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = NamedSceneDelegate.self
            return configuration
        }
    }

    /// Runs `body` with `delegate` as the app's, putting the app back as it was afterwards.
    @MainActor
    private static func withApp(_ delegate: UIApplicationDelegate, _ body: (UIApplication) -> Void) {
        _ = installManualClock()
        let app = UIApplication.shared
        let previous = (app.delegate, app.windows, app.applicationState)
        app.delegate = delegate
        SceneLog.calls = []
        defer {
            app.connectedScenes.removeAll()
            app.openSessions.removeAll()
            (app.delegate, app.windows, app.applicationState) = previous
        }
        body(app)
    }

    func testTheTemplatesSceneDelegateMakesTheWindowAndHearsTheScenesLifeInOrder() {
        onMainActor {
            Self.withApp(TemplateAppDelegate()) { app in
                app.applicationState = .inactive
                let scene = app.connectInitialScene()
                XCTAssertEqual(SceneLog.calls, ["configurationForConnecting", "willConnectTo UIWindowSceneSessionRoleApplication", "willEnterForeground"])
                XCTAssertTrue(scene.delegate is SceneDelegate, "found by the template's name")
                XCTAssertEqual(app.connectedScenes, [scene])
                XCTAssertEqual(app.openSessions, [scene.session])
                XCTAssertTrue(scene.session.scene === scene)
                XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
                XCTAssertEqual(scene.activationState, .foregroundInactive)
                let window = (scene.delegate as? SceneDelegate)?.window
                XCTAssertNotNil(window)
                XCTAssertTrue(window?.windowScene === scene)
                XCTAssertTrue(scene.windows.count == 1 && scene.windows[0] === window)
                XCTAssertTrue(scene.keyWindow === window)
                XCTAssertEqual(scene.traitCollection.displayScale, window?.traitCollection.displayScale)
                SceneLog.calls = []

                window?.states = [.activated]
                window?.states = []
                window?.states = [.activated]
                app.lastWindowClosed()
                XCTAssertEqual(SceneLog.calls, ["didBecomeActive true", "willResignActive", "didBecomeActive true", "willResignActive",
                                                "didEnterBackground true"],
                               "the scene delegate hears the app's life; the app delegate does not")
                SceneLog.calls = []
                app.disconnectScenes()
                XCTAssertEqual(SceneLog.calls, ["didDisconnect"])
                XCTAssertEqual(scene.activationState, .unattached)
                XCTAssertTrue(app.connectedScenes.isEmpty)
            }
        }
    }

    func testTheConfigurationsDelegateClassMakesTheSceneDelegate() {
        onMainActor {
            Self.withApp(ConfiguringAppDelegate()) { app in
                let scene = app.connectInitialScene()
                XCTAssertTrue(scene.delegate is NamedSceneDelegate)
                XCTAssertEqual(SceneLog.calls, ["named willConnectTo Named"])
            }
        }
    }

    func testAWindowSceneAppliesItsMinimumSizeAndTitleToItsWindows() {
        onMainActor {
            Self.withApp(ConfiguringAppDelegate()) { app in
                let scene = app.connectInitialScene()
                let window = UIWindow(windowScene: scene)
                scene.sizeRestrictions?.minimumSize = CGSize(width: 300, height: 200)
                XCTAssertEqual(window.minimumSize, CGSize(width: 300, height: 200))
                scene.title = "Notes"
                XCTAssertEqual(window.title, "Notes")
                let other = UIWindow(frame: .zero)
                other.windowScene = scene
                XCTAssertEqual(scene.windows.count, 2)
                XCTAssertEqual(other.minimumSize, CGSize(width: 300, height: 200))
                other.windowScene = nil
                XCTAssertTrue(scene.windows.count == 1 && scene.windows[0] === window)
            }
        }
    }

    func testAnAppWhoseSceneHasNoDelegateKeepsHearingItsLifeInTheAppDelegate() {
        onMainActor {
            Self.withApp(TemplateAppDelegate()) { app in
                app.applicationState = .inactive
                let scene = app.connectInitialScene()
                let window = (scene.delegate as? SceneDelegate)?.window
                scene.delegate = nil
                SceneLog.calls = []
                window?.states = [.activated]
                XCTAssertEqual(SceneLog.calls, ["app didBecomeActive"])
                XCTAssertEqual(scene.activationState, .foregroundActive)
            }
        }
    }
}
