import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A view and a controller that adapt to their traits, as iOS code does.
class ScaleAwareView: UIView {
    var scalesSeen: [CGFloat] = []
    var previousScales: [CGFloat] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scalesSeen.append(traitCollection.displayScale)
        previousScales.append(previousTraitCollection?.displayScale ?? -1)
    }
}

class ScaleAwareViewController: UIViewController {
    var changes = 0

    override func loadView() {
        view = ScaleAwareView()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .regular { changes += 1 }
    }
}

final class NotificationRecorder: @unchecked Sendable {
    var names: [Notification.Name] = []
}

final class DesktopNoOpMembersTests: XCTestCase {
    func testAccessibilityAndRestorationPropertiesAreKept() {
        MainActor.assumeIsolated { checkAccessibilityAndRestorationPropertiesAreKept() }
    }

    @MainActor
    private func checkAccessibilityAndRestorationPropertiesAreKept() {
        let button = UIButton(type: .system)
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Play"
        button.accessibilityHint = "Plays the song"
        button.accessibilityValue = "Paused"
        button.accessibilityTraits = [.button, .startsMediaSession]
        button.accessibilityIdentifier = "play-button"
        button.restorationIdentifier = "player"
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityLabel, "Play")
        XCTAssertEqual(button.accessibilityHint, "Plays the song")
        XCTAssertEqual(button.accessibilityValue, "Paused")
        XCTAssertTrue(button.accessibilityTraits.contains(.button))
        XCTAssertEqual(button.accessibilityIdentifier, "play-button")
        XCTAssertEqual(button.restorationIdentifier, "player")
        let controller = UIViewController()
        controller.restorationIdentifier = "root"
        XCTAssertEqual(controller.restorationIdentifier, "root")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        XCTAssertEqual(cell.selectionStyle, .none)
    }

    func testTraitCollectionDidChangeWhenTheRendererScaleChanges() {
        MainActor.assumeIsolated { checkTraitCollectionDidChangeWhenTheRendererScaleChanges() }
    }

    @MainActor
    private func checkTraitCollectionDidChangeWhenTheRendererScaleChanges() {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let controller = ScaleAwareViewController()
        window.rootViewController = controller
        let view = controller.view as! ScaleAwareView
        let renderer = OffscreenRenderer(window: window, scale: 1)
        renderer.renderFrame()
        XCTAssertEqual(view.traitCollection.displayScale, 1)
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light)
        view.scalesSeen.removeAll()
        view.previousScales.removeAll()
        renderer.scale = 2
        renderer.renderFrame()
        XCTAssertEqual(view.scalesSeen, [2])
        XCTAssertEqual(view.previousScales, [1])
        XCTAssertEqual(controller.changes, 1)
        XCTAssertEqual(controller.traitCollection.displayScale, 2)
        XCTAssertEqual(renderer.image?.width, 80, "the window is drawn again at the new scale")
    }

    func testLifecycleNotificationsFollowTheWindowsActivation() {
        MainActor.assumeIsolated { checkLifecycleNotificationsFollowTheWindowsActivation() }
    }

    @MainActor
    private func checkLifecycleNotificationsFollowTheWindowsActivation() {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let renderer = OffscreenRenderer(window: window)
        let recorder = NotificationRecorder()
        let names = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                     UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in recorder.names.append(note.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        renderer.windowStates = [.activated]
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(recorder.names, [UIApplication.didBecomeActiveNotification])
        renderer.windowStates = [.activated, .maximized]
        XCTAssertEqual(recorder.names.count, 1, "only a change of activation counts")
        renderer.windowStates = []
        XCTAssertEqual(UIApplication.shared.applicationState, .inactive)
        XCTAssertEqual(recorder.names, [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification])
    }
}
