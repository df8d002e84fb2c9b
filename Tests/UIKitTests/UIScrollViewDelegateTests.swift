@testable import UIKit
import Wayland
import XCTest

/// The scroll view tells its delegate of drags, glides, animated scrolls, scrolls to the top and inset changes,
/// and a delegate may choose where a glide comes to rest.
final class UIScrollViewDelegateTests: XCTestCase {
    @MainActor
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        var releaseVelocity: CGPoint?
        var proposedTarget: CGPoint?
        var snap: ((CGPoint) -> CGPoint)?
        var allowsScrollToTop = true

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging")
            releaseVelocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let snap { targetContentOffset.pointee = snap(targetContentOffset.pointee) }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            events.append("shouldScrollToTop")
            return allowsScrollToTop
        }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }
    }

    @MainActor
    final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView: UIScrollView
        let recorder = Recorder()
        lazy var input = WindowInput(window: window)
        lazy var renderer = OffscreenRenderer(window: window)

        init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
             contentSize: CGSize = CGSize(width: 200, height: 1000)) {
            self.scrollView = scrollView
            scrollView.contentSize = contentSize
            scrollView.delegate = recorder
            window.addSubview(scrollView)
        }

        func pointer(_ events: [PointerEvent]) {
            input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
        }

        /// Presses at `start` and moves through `points` half a second apart, without releasing.
        func press(at start: CGPoint, movingTo points: [CGPoint]) {
            pointer([.motion(x: start.x, y: start.y, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            for point in points {
                clock.advance(by: 0.5)
                pointer([.motion(x: point.x, y: point.y, time: 0)])
            }
        }

        /// Drags from `start` to `end` in `steps` moves of 10 ms each, then releases.
        func drag(from start: CGPoint, to end: CGPoint, steps: Int, holdBeforeRelease: Double = 0) {
            pointer([.motion(x: start.x, y: start.y, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            for step in 1...steps {
                clock.advance(by: 0.01)
                let f = Double(step) / Double(steps)
                pointer([.motion(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f, time: 0)])
            }
            if holdBeforeRelease > 0 {
                clock.advance(by: holdBeforeRelease)
                pointer([.motion(x: end.x, y: end.y, time: 0)])
            }
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
        }

        /// Renders frames 1/60 s apart until nothing moves (at most `seconds`).
        func settle(seconds: Double = 8) {
            var elapsed = 0.0
            while renderer.renderFrame(), elapsed < seconds {
                clock.advance(by: 1.0 / 60)
                elapsed += 1.0 / 60
            }
        }
    }

    func testAFlickReportsVelocityInPointsAMillisecondAndTheNaturalTarget() {
        onMainActor {
            let rig = Rig()
            rig.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 40), steps: 5)
            XCTAssertEqual(rig.recorder.events, ["willBeginDragging", "willEndDragging", "didEndDragging(true)"])
            let velocity = try! XCTUnwrap(rig.recorder.releaseVelocity)
            XCTAssertEqual(velocity.x, 0)
            XCTAssertGreaterThan(velocity.y, 1, "an upward flick of 3000 points a second scrolls down at about 3 points a millisecond")
            XCTAssertLessThan(velocity.y, 10)
            let proposed = try! XCTUnwrap(rig.recorder.proposedTarget)
            XCTAssertGreaterThan(proposed.y, rig.scrollView.contentOffset.y)
            XCTAssertLessThanOrEqual(proposed.y, 800, "the proposed rest is inside the content")
            rig.settle()
            XCTAssertEqual(rig.recorder.events.last, "didEndDecelerating")
        }
    }

    func testTheDelegateChoosesWhereTheGlideEnds() {
        onMainActor {
            let rig = Rig()
            rig.recorder.snap = { proposed in CGPoint(x: proposed.x, y: (proposed.y / 100).rounded(.down) * 100 - 50) }
            rig.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 40), steps: 5)
            XCTAssertTrue(rig.scrollView.isDecelerating)
            rig.settle()
            let expected = (rig.recorder.proposedTarget!.y / 100).rounded(.down) * 100 - 50
            XCTAssertEqual(rig.scrollView.contentOffset.y, expected, accuracy: 0.001, "rests exactly where the delegate said")
            XCTAssertFalse(rig.scrollView.isDecelerating)
            XCTAssertEqual(rig.recorder.events.last, "didEndDecelerating")
        }
    }

    func testADelegateTargetGlidesEvenFromAStandstill() {
        onMainActor {
            let rig = Rig()
            rig.recorder.snap = { _ in CGPoint(x: 0, y: 300) }
            rig.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 100), steps: 5, holdBeforeRelease: 0.5)
            XCTAssertEqual(rig.recorder.releaseVelocity?.y ?? -1, 0, accuracy: 0.01, "the finger had stopped")
            XCTAssertEqual(rig.recorder.events.last, "didEndDragging(true)")
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.y, 300, accuracy: 0.001)
        }
    }

    func testATargetOutsideTheContentIsKeptInside() {
        onMainActor {
            let rig = Rig()
            rig.recorder.snap = { _ in CGPoint(x: 0, y: 5000) }
            rig.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 40), steps: 5)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.y, 800, accuracy: 0.001)
        }
    }

    func testAnAnimatedScrollReportsItsEnd() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(rig.recorder.events, [])
            rig.renderer.renderFrame()
            rig.clock.advance(by: 0.2)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.recorder.events, [], "still moving at 0.2 s")
            rig.clock.advance(by: 0.15)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.recorder.events, ["didEndScrollingAnimation"])
            rig.scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 10), animated: true)
            rig.clock.advance(by: 0.35)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.recorder.events, ["didEndScrollingAnimation", "didEndScrollingAnimation"])
            rig.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
            XCTAssertEqual(rig.recorder.events.count, 2, "an unanimated move is no scrolling animation")
        }
    }

    func testScrollingToTheTopAsksTheDelegate() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.contentInset.top = 20
            rig.scrollView.contentOffset = CGPoint(x: 0, y: 500)
            rig.recorder.allowsScrollToTop = false
            rig.scrollView.scrollToTop()
            XCTAssertEqual(rig.scrollView.contentOffset.y, 500)
            rig.recorder.allowsScrollToTop = true
            rig.scrollView.scrollToTop()
            rig.clock.advance(by: 0.35)
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.scrollView.contentOffset.y, -20)
            XCTAssertEqual(rig.recorder.events.filter { $0.contains("Top") }, ["shouldScrollToTop", "shouldScrollToTop", "didScrollToTop"])
            rig.scrollView.scrollsToTop = false
            rig.scrollView.contentOffset.y = 300
            rig.scrollView.scrollToTop()
            XCTAssertEqual(rig.scrollView.contentOffset.y, 300, "scrollsToTop off: stays")
        }
    }

    func testChangingTheAdjustedContentInsetTellsTheDelegate() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(rig.recorder.events, ["didChangeAdjustedContentInset"])
            rig.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(rig.recorder.events.count, 1, "no change, no call")
        }
    }
}
