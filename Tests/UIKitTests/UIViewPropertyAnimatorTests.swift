import UIKit
import XCTest

/// The interruptible animator on the manual clock: run, pause, scrub, reverse, stop, finish.
final class UIViewPropertyAnimatorTests: XCTestCase {
    func testRunsToTheEndAndCompletesThere() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            rig.frame(after: 0.5)
            XCTAssertEqual(rig.shownX, 55, accuracy: 0.01)
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 0.001)
            rig.frame(after: 0.6)
            XCTAssertEqual(ended, .end)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(rig.view.center.x, 105)
            XCTAssertEqual(rig.shownX, 105, accuracy: 0.01)
        }
    }

    func testPausingHoldsScrubbingMovesAndContinuingFinishes() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            rig.frame(after: 0.25)
            animator.pauseAnimation()
            rig.frame(after: 2)
            XCTAssertEqual(rig.shownX, 30, accuracy: 0.01, "held at a quarter")
            animator.fractionComplete = 0.75
            rig.frame(after: 0.01)
            XCTAssertEqual(rig.shownX, 80, accuracy: 0.01, "scrubbed to three quarters")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            rig.frame(after: 0.2)
            XCTAssertNil(ended)
            rig.frame(after: 0.1)
            XCTAssertEqual(ended, .end)
        }
    }

    func testReversedItRunsBackAndEndsAtTheStart() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            rig.frame(after: 0.6)
            animator.isReversed = true
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.shownX, 35, accuracy: 0.01, "back from 65 by 30")
            rig.frame(after: 0.4)
            XCTAssertEqual(ended, .start)
            XCTAssertEqual(rig.view.center.x, 5, "the model returns to the start")
        }
    }

    func testStoppingLeavesTheViewWhereItIsShown() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            rig.frame(after: 0.5)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(rig.view.center.x, 55, accuracy: 0.01)
            animator.finishAnimation(at: .current)
            XCTAssertEqual(ended, .current)
            rig.frame(after: 1)
            XCTAssertEqual(rig.shownX, 55, accuracy: 0.01)
        }
    }
}

extension UIViewPropertyAnimatorTests {
    func testContinuingWithADurationFactorStretchesTheRest() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            let renderer = OffscreenRenderer(window: window)
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(view.layer.presentation()?.position.x ?? -1, 80, accuracy: 0.01, "half speed: a quarter more in 0.5 s")
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(ended, .end)
        }
    }
}

extension UIViewPropertyAnimatorTests {
    func testASpringAnimatorOvershootsAndSettlesByTheEnd() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            let renderer = OffscreenRenderer(window: window)
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            var peak: CGFloat = 0
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                renderer.renderFrame()
                peak = max(peak, view.layer.presentation()?.position.x ?? 0)
            }
            XCTAssertGreaterThan(peak, 110, "an underdamped spring overshoots")
            clock.advance(by: 0.1)
            renderer.renderFrame()
            XCTAssertEqual(ended, .end)
            XCTAssertEqual(view.center.x, 105)
        }
    }
}
