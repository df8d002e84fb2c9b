import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// `UIView.keyboardLayoutGuide`: at the view's bottom, its top at the safe area's bottom while no keyboard shows and
/// at the keyboard's top while one does, moving in the keyboard's 0.25 s animation so what is pinned to it moves along.
final class KeyboardLayoutGuideTests: XCTestCase {
    /// A bar pinned above the keyboard guide of the rig's window, and an offscreen renderer.
    @MainActor
    private static func pinBar(in rig: KeyboardRig) -> (UIView, OffscreenRenderer) {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        rig.window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: rig.window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: rig.window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 40),
            bar.bottomAnchor.constraint(equalTo: rig.window.keyboardLayoutGuide.topAnchor),
        ])
        let renderer = OffscreenRenderer(window: rig.window)
        rig.window.layoutIfNeeded()
        renderer.renderFrame()
        return (bar, renderer)
    }

    func testTheGuideIsAUILayoutGuideAtTheBottomWithAppleDefaults() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let guide = rig.window.keyboardLayoutGuide
            XCTAssertTrue(guide === rig.window.keyboardLayoutGuide, "one guide per view")
            XCTAssertTrue((guide as UILayoutGuide) is UITrackingLayoutGuide)
            XCTAssertTrue(guide.owningView === rig.window)
            XCTAssertFalse(guide.followsUndockedKeyboard)
            XCTAssertTrue(guide.usesBottomSafeArea)
            XCTAssertEqual(guide.keyboardDismissPadding, 0)
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 480, width: 320, height: 0), "no keyboard, no safe area: zero high")
        }
    }

    func testThePinnedBarRisesWithTheKeyboardAndFallsBack() {
        onMainActor {
            let rig = KeyboardRig(keyboardHeight: 200)
            defer { rig.finish() }
            let (bar, renderer) = Self.pinBar(in: rig)
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 440, width: 320, height: 40))
            rig.first.becomeFirstResponder()
            renderer.renderFrame()
            XCTAssertEqual(bar.frame.minY, 240, "the model takes the end at once")
            XCTAssertEqual(rig.window.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 280, width: 320, height: 200))
            rig.context.advance(by: 0.125)
            let halfway = bar.layer.presentation()?.position.y ?? -1
            XCTAssertEqual(halfway, (460 + 260) / 2, accuracy: 1, "ease-in-out is half way at half time")
            rig.context.advance(by: 0.125)
            XCTAssertEqual(bar.layer.presentation()?.position.y ?? -1, 260, accuracy: 1e-6)
            rig.first.resignFirstResponder()
            renderer.renderFrame()
            XCTAssertEqual(bar.frame.minY, 440)
            rig.context.advance(by: 0.25)
            XCTAssertEqual(bar.layer.presentation()?.position.y ?? -1, 460, accuracy: 1e-6)
        }
    }

    func testTheKeyboardStaysAtTheBottomOfAResizedWindow() {
        onMainActor {
            let rig = KeyboardRig(keyboardHeight: 200)
            defer { rig.finish() }
            let (bar, _) = Self.pinBar(in: rig)
            rig.first.becomeFirstResponder()
            rig.context.advance(by: 0.25)
            rig.window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
            rig.window.layoutIfNeeded()
            XCTAssertEqual(rig.window.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 400, width: 400, height: 200))
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 360, width: 400, height: 40))
            XCTAssertEqual(DesktopKeyboard.current.frame(in: rig.window), CGRect(x: 0, y: 400, width: 400, height: 200))
        }
    }

    func testWithoutAKeyboardTheGuideTopIsTheSafeAreasBottom() {
        onMainActor {
            let rig = KeyboardRig()
            defer { rig.finish() }
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
            rig.window.rootViewController = controller
            controller.view.frame = rig.window.bounds
            rig.window.layoutIfNeeded()
            let guide = controller.view.keyboardLayoutGuide
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 446, width: 320, height: 34))
            guide.usesBottomSafeArea = false
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 480, width: 320, height: 0))
        }
    }

    func testEdgeConstraintsFollowTheDockedKeyboard() {
        onMainActor {
            let rig = KeyboardRig(keyboardHeight: 200)
            defer { rig.finish() }
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            rig.window.addSubview(box)
            let guide = rig.window.keyboardLayoutGuide
            let near = box.bottomAnchor.constraint(equalTo: guide.topAnchor)
            let away = box.topAnchor.constraint(equalTo: guide.bottomAnchor)
            guide.setConstraints([near], activeWhenNearEdge: .bottom)
            guide.setConstraints([away], activeWhenAwayFrom: .bottom)
            XCTAssertTrue(near.isActive, "the docked guide is at the bottom edge")
            XCTAssertFalse(away.isActive)
            XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [near])
            XCTAssertEqual(guide.constraints(activeWhenAwayFrom: .bottom), [away])
            guide.setConstraints([], activeWhenNearEdge: .bottom)
            XCTAssertFalse(near.isActive, "replaced constraints are turned off")
            guide.setConstraints([near], activeWhenNearEdge: .bottom)
            guide.removeAllTrackedConstraints()
            XCTAssertFalse(near.isActive)
            XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [])
            XCTAssertEqual(guide.constraints(activeWhenAwayFrom: .bottom), [])
        }
    }
}
