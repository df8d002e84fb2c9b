import QuartzCore
@testable import UIKit
import XCTest

/// A link runs only while enabled and its view shows in a visible window; without continuous updates it only
/// follows updates that happen anyway and draws no frames of its own.
final class UpdateLinkActivityTests: XCTestCase {
    func testAPassiveLinkCausesNoUpdatesAndFollowsThoseThatHappen() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: false)
            let updates = rig.countUpdates(of: link)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "it asks for no frames")
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 0, "nothing changed: no update")
            rig.view.backgroundColor = .red
            rig.advance(by: 0.5)
            XCTAssertEqual(updates.modelTimes, [101], "the change's commit was an update")
            let displayLink = CADisplayLink { _ in }
            displayLink.add(to: .main, forMode: .common)
            rig.advance(by: 3.0 / 60)
            XCTAssertEqual(updates.count, 4, "a display link's frames are updates")
            displayLink.invalidate()
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 4)
        }
    }

    func testAPassiveLinkAddsNoFramesToTheRenderer() {
        onMainActor {
            let rig = UpdateLinkRig()
            rig.renderer.renderFrame()
            let link = rig.link(continuous: false)
            let updates = rig.countUpdates(of: link)
            rig.clock.advance(by: 1.0 / 60)
            XCTAssertFalse(rig.renderer.renderFrame(), "no frames wanted")
            XCTAssertEqual(updates.count, 0)
            rig.view.alpha = 0.5
            rig.renderer.renderFrame()
            XCTAssertEqual(updates.count, 1)
        }
    }

    func testAContinuousLinkRunsEveryFrameLikeADisplayLink() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            let updates = rig.countUpdates(of: link)
            XCTAssertTrue(CADisplayLink.isAnyRunning)
            rig.advance(by: 0.1)
            XCTAssertEqual(updates.count, 6, "60 frames a second")
            link.requiresContinuousUpdates = false
            XCTAssertFalse(CADisplayLink.isAnyRunning)
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 6)
        }
    }

    func testALinkStopsWhenItsViewLeavesTheWindowAndResumesWhenItReturns() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            let updates = rig.countUpdates(of: link)
            rig.advance(by: 2.0 / 60)
            XCTAssertEqual(updates.count, 2)
            rig.view.removeFromSuperview()
            XCTAssertFalse(CADisplayLink.isAnyRunning, "off the window it asks for no frames")
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 2)
            rig.window.addSubview(rig.view)
            XCTAssertTrue(CADisplayLink.isAnyRunning)
            let back: TimeInterval = rig.context.mediaTime
            let next: TimeInterval = back + 1.0 / 60
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(Array(updates.modelTimes.suffix(2)), [back, next], "the return's commit, then the next frame")
        }
    }

    func testALinkStopsWhileItsViewOrAnAncestorIsHidden() {
        onMainActor {
            let rig = UpdateLinkRig()
            let container = UIView(frame: rig.window.bounds)
            rig.window.addSubview(container)
            container.addSubview(rig.view)
            rig.advance(by: 0)
            let link = rig.link(continuous: true)
            let updates = rig.countUpdates(of: link)
            rig.view.isHidden = true
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 0, "a hidden view's link is still")
            XCTAssertFalse(CADisplayLink.isAnyRunning)
            rig.view.isHidden = false
            container.isHidden = true
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 0, "so is one under a hidden view")
            container.isHidden = false
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(updates.count, 2, "shown again: the commit, then the next frame")
        }
    }

    func testADisabledLinkRunsNoActions() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = UIUpdateLink(view: rig.view)
            link.requiresContinuousUpdates = true
            XCTAssertFalse(link.isEnabled, "a link starts disabled")
            let updates = rig.countUpdates(of: link)
            XCTAssertFalse(CADisplayLink.isAnyRunning)
            rig.view.alpha = 0.5
            rig.advance(by: 1)
            XCTAssertEqual(updates.count, 0)
            link.isEnabled = true
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(updates.count, 1)
        }
    }

    func testALinkNobodyHoldsStops() {
        onMainActor {
            let rig = UpdateLinkRig()
            var link: UIUpdateLink? = rig.link(continuous: true)
            XCTAssertTrue(CADisplayLink.isAnyRunning)
            XCTAssertNotNil(link)
            link = nil
            XCTAssertFalse(CADisplayLink.isAnyRunning)
        }
    }

    func testAWindowScenesLinkRunsWhileOneOfItsWindowsIsVisible() {
        onMainActor {
            let rig = UpdateLinkRig()
            let scene = UIWindowScene(
                session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            rig.window.windowScene = scene
            let link = UIUpdateLink(windowScene: scene) { _, _ in rig.log.add("scene update") }
            link.requiresContinuousUpdates = true
            link.isEnabled = true
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(rig.log.take(), ["scene update"])
            rig.window.isHidden = true
            rig.advance(by: 1)
            XCTAssertEqual(rig.log.take(), [], "its only window is hidden")
        }
    }
}
