@testable import UIKit
import XCTest

/// UIKit's animation state belongs to a `CAContext`, and an offscreen renderer runs on the context it is given.
final class UIKitContextTests: XCTestCase {
    func testAnOpenAnimationBlockStaysInItsContext() { onMainActor {
        let first = CAContext(clock: CAManualMediaClock(time: 100))
        let view = first.perform { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        first.perform {
            UIView.beginAnimations("left open", context: nil)
            UIView.setAnimationsEnabled(false)
        }
        CAContext(clock: CAManualMediaClock(time: 100)).perform {
            XCTAssertTrue(UIView.areAnimationsEnabled)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.alpha = 0.5
            XCTAssertNil(view.layer.animationKeys(), "no block is open in a fresh context")
        }
        first.perform {
            XCTAssertFalse(UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(true)
            view.alpha = 0.5
            XCTAssertEqual(view.layer.animationKeys(), ["opacity"], "the block left open animates its context's changes")
            UIView.commitAnimations()
        }
    } }

    func testAnOffscreenRendererRunsOnItsOwnContext() { onMainActor {
        _ = installManualClock(at: 100)
        let clock = CAManualMediaClock(time: 7)
        let context = CAContext(clock: clock)
        var linkTimes: [CFTimeInterval] = []
        let renderer = context.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.backgroundColor = .red
            CADisplayLink { linkTimes.append($0.targetTimestamp) }.add(to: .main, forMode: .common)
            return OffscreenRenderer(window: window, context: context)
        }
        clock.set(7.5)
        renderer.renderFrame()
        XCTAssertEqual(linkTimes, [7.5], "the renderer fires its context's links at its context's time")
        XCTAssertEqual(renderer.pixel(x: 5, y: 5), 0xFFFF_0000, "and commits its context's changes")
        XCTAssertEqual(CACurrentMediaTime(), 100, "the current context is left as it was")
    } }
}
