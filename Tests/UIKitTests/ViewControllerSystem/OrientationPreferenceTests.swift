@testable import UIKit
import XCTest

/// A player screen's overrides of the orientation, home-indicator and edge-gesture preferences.
@MainActor
private final class LandscapePlayer: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { children.first }
}

/// The orientation and system-gesture preferences: Apple's defaults, overridable, and requests that change nothing
/// on a desktop window.
final class OrientationPreferenceTests: XCTestCase {
    func testDefaultsAreApplesForTheDesktopsIdiom() {
        onMainActor {
            _ = installManualClock()
            let controller = UIViewController()
            XCTAssertEqual(controller.supportedInterfaceOrientations, .all, "the iPad idiom's default")
            XCTAssertTrue(controller.shouldAutorotate)
            XCTAssertEqual(controller.preferredInterfaceOrientationForPresentation, .portrait)
            XCTAssertFalse(controller.prefersHomeIndicatorAutoHidden)
            XCTAssertNil(controller.childForHomeIndicatorAutoHidden)
            XCTAssertEqual(controller.preferredScreenEdgesDeferringSystemGestures, [])
            XCTAssertNil(controller.childForScreenEdgesDeferringSystemGestures)
            XCTAssertTrue(controller.automaticallyAdjustsScrollViewInsets)
            controller.automaticallyAdjustsScrollViewInsets = false
            XCTAssertFalse(controller.automaticallyAdjustsScrollViewInsets)
        }
    }

    func testOverridesAreReadAndTheUpdateRequestsChangeNothing() {
        onMainActor {
            let rig = ControllerRig()
            let player = LandscapePlayer()
            rig.window.rootViewController = player
            rig.frame(after: 0)
            XCTAssertEqual(player.supportedInterfaceOrientations, .landscape)
            XCTAssertFalse(player.shouldAutorotate)
            XCTAssertEqual(player.preferredInterfaceOrientationForPresentation, .landscapeRight)
            XCTAssertTrue(player.prefersHomeIndicatorAutoHidden)
            XCTAssertEqual(player.preferredScreenEdgesDeferringSystemGestures, .bottom)
            let frameBefore = player.view.frame
            player.setNeedsUpdateOfSupportedInterfaceOrientations()
            player.setNeedsUpdateOfHomeIndicatorAutoHidden()
            player.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            rig.frame(after: 0)
            XCTAssertEqual(player.view.frame, frameBefore, "the desktop window does not rotate")
            XCTAssertEqual(rig.window.bounds.size, CGSize(width: 400, height: 300))
        }
    }

    func testAGeometryRequestForTheScenesOrientationSucceedsAndARotationIsRefused() {
        onMainActor {
            _ = installManualClock()
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            XCTAssertEqual(scene.interfaceOrientation, .portrait)
            var errors: [any Error] = []
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .allButUpsideDown)) { errors.append($0) }
            XCTAssertTrue(errors.isEmpty, "the scene already shows in an orientation asked for")
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
            XCTAssertEqual(errors.count, 1)
            let error = errors.first as? UISceneError
            XCTAssertEqual(error?.code, .geometryRequestUnsupported)
            XCTAssertEqual((errors.first.map { $0 as NSError })?.domain, UISceneErrorDomain)
            XCTAssertEqual(UIWindowScene.GeometryPreferences.iOS().interfaceOrientations, [])
        }
    }
}

/// A navigation delegate that locks its stack to portrait, as apps did before iOS 16's geometry requests.
@MainActor
private final class PortraitLock: UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// A tab bar delegate that asks for landscape presentations.
@MainActor
private final class LandscapeTabs: UITabBarControllerDelegate {
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .landscapeLeft
    }
}

/// Containers answer with their delegates' orientations, and with their own without one.
final class ContainerOrientationTests: XCTestCase {
    func testANavigationControllersDelegateDecidesItsOrientations() {
        onMainActor {
            _ = installManualClock()
            let navigation = UINavigationController(rootViewController: UIViewController())
            XCTAssertEqual(navigation.supportedInterfaceOrientations, .all)
            let lock = PortraitLock()
            navigation.delegate = lock
            XCTAssertEqual(navigation.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(navigation.preferredInterfaceOrientationForPresentation, .portrait, "the delegate's default")
        }
    }

    func testATabBarControllersDelegateDecidesItsPresentationOrientation() {
        onMainActor {
            _ = installManualClock()
            let tabs = UITabBarController()
            let delegate = LandscapeTabs()
            tabs.delegate = delegate
            XCTAssertEqual(tabs.preferredInterfaceOrientationForPresentation, .landscapeLeft)
            XCTAssertEqual(tabs.supportedInterfaceOrientations, .all)
            XCTAssertEqual(UISplitViewController(style: .doubleColumn).supportedInterfaceOrientations, .all)
        }
    }
}
