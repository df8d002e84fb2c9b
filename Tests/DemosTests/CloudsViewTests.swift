@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// The Clouds scene's additions to the seed: re-aiming on resize, and dragging a cloud.
final class CloudsViewTests: SceneTestCase {
    func testAWiderViewReaimsEveryCloudPastItsNewRightEdge() {
        onMainActor {
            let clock = installManualClock()
            let (window, sky, renderer) = makeSky()
            sky.spawnCloud(origin: CGPoint(x: 100, y: 100))
            renderer.renderFrame()
            clock.advance(by: 10)
            renderer.renderFrame()

            window.frame = CGRect(x: 0, y: 0, width: 1200, height: 300)
            sky.frame = window.bounds
            renderer.renderFrame()
            let cloud = sky.subviews[0]
            XCTAssertGreaterThan(cloud.center.x, 1200 + CloudsView.CloudSize.width / 2,
                                 "the seed's target (784) would stop the cloud inside the wider view")

            var lastSeen: CGFloat = 0
            for _ in 0..<200 where !sky.subviews.isEmpty {
                clock.advance(by: 0.5)
                renderer.renderFrame()
                if let x = sky.subviews.first?.layer.presentation()?.position.x { lastSeen = x }
            }
            XCTAssertTrue(sky.subviews.isEmpty, "the cloud is removed once it has left")
            XCTAssertGreaterThan(lastSeen, 1200, "it left past the new edge instead of vanishing in view")
            _ = window
        }
    }

    /// A window the desktop narrows (an output scale change halves it) keeps every cloud in flight:
    /// the re-aiming layout runs as the run loop's layout pass does, outside the resize's
    /// `performWithoutAnimation`, so its animation blocks animate instead of ending at once (and
    /// their completions removing every cloud).
    func testANarrowerWindowKeepsEveryCloudFlying() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            let root = UIViewController()
            let sky = CloudsView(frame: root.view.bounds)
            sky.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.view.addSubview(sky)
            window.rootViewController = root
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            for x in [100, 400, 700] { sky.spawnCloud(origin: CGPoint(x: CGFloat(x), y: 100)) }
            renderer.renderFrame()
            clock.advance(by: 10)
            renderer.renderFrame()

            // As the desktop answers a configure: the frame changes without animation, laid out in the same turn.
            UIView.performWithoutAnimation { window.frame = CGRect(x: 0, y: 0, width: 400, height: 300) }
            renderer.renderFrame()
            XCTAssertEqual(sky.bounds.width, 400)
            XCTAssertEqual(sky.subviews.count, 3, "every cloud is still in the sky")
            for cloud in sky.subviews {
                XCTAssertEqual(cloud.layer.animationKeys()?.count, 1, "every cloud still flies")
            }
        }
    }

    func testADraggedCloudFollowsThePointerFromWhereItIsSeenThenDriftsOn() {
        onMainActor {
            let clock = installManualClock()
            let (window, sky, renderer) = makeSky()
            let input = WindowInput(window: window)
            sky.spawnCloud(origin: CGPoint(x: 100, y: 100))
            renderer.renderFrame()
            clock.advance(by: 5)
            renderer.renderFrame()
            let cloud = sky.subviews[0]
            let seen = cloud.layer.presentation()!.position
            XCTAssertGreaterThan(seen.x, 150, "the cloud has flown on from its model start")

            input.handle(PointerFrame(events: [.motion(x: seen.x, y: seen.y, time: 0),
                                               .button(code: 0x110, isPressed: true, serial: 1, time: 0)],
                                      x: 0, y: 0, isInside: true))
            for step in 1...4 {
                input.handle(PointerFrame(events: [.motion(x: seen.x + Double(step * 10), y: seen.y + Double(step * 20), time: 0)],
                                          x: 0, y: 0, isInside: true))
                renderer.renderFrame()
            }
            XCTAssertEqual(cloud.layer.presentation()!.position.x, seen.x + 40, accuracy: 0.5, "held under the pointer")
            XCTAssertEqual(cloud.layer.presentation()!.position.y, seen.y + 80, accuracy: 0.5)
            clock.advance(by: 3)
            renderer.renderFrame()
            XCTAssertEqual(cloud.layer.presentation()!.position.x, seen.x + 40, accuracy: 0.5, "no flight while held")

            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)],
                                      x: 0, y: 0, isInside: true))
            renderer.renderFrame()
            clock.advance(by: 2)
            renderer.renderFrame()
            XCTAssertGreaterThan(cloud.layer.presentation()!.position.x, seen.x + 40, "drifting right again once let go")
            XCTAssertEqual(cloud.layer.presentation()!.position.y, seen.y + 80, accuracy: 0.5, "at the height it was dropped")
        }
    }
}

/// A 400×300 window holding the Clouds view, rendered offscreen.
@MainActor
private func makeSky() -> (UIWindow, CloudsView, OffscreenRenderer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let sky = CloudsView(frame: window.bounds)
    window.addSubview(sky)
    return (window, sky, OffscreenRenderer(window: window))
}
