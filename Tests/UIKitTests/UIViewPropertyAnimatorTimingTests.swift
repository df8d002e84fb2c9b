import UIKit
import XCTest

/// The animator's timing as Apple declares it, on the manual clock: delays, delay factors, properties joining
/// mid-way, linear scrubbing, spring parameters, and touches while it runs.
final class UIViewPropertyAnimatorTimingTests: XCTestCase {
    func testADelayedStartHoldsTheStartValuesThenRunsOnTheContextClock() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation(afterDelay: 0.5)
            XCTAssertEqual(animator.delay, 0.5)
            rig.frame(after: 0.25)
            XCTAssertEqual(rig.shown.position.x, 5, accuracy: 0.01, "the start value during the delay")
            XCTAssertEqual(animator.fractionComplete, 0)
            XCTAssertTrue(animator.isRunning)
            rig.frame(after: 0.75)
            XCTAssertEqual(rig.shown.position.x, 55, accuracy: 0.01, "half-way half a second after the delay")
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 0.001)
            rig.frame(after: 0.49)
            XCTAssertNil(ended)
            rig.frame(after: 0.02)
            XCTAssertEqual(ended, .end)
        }
    }

    func testADelayFactorStartsItsChangesLaterAndEndsThemWithTheRest() {
        onMainActor {
            let rig = AnimationRig()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.addAnimations({ rig.view.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            rig.frame(after: 0.25)
            XCTAssertEqual(rig.shown.opacity, 1, accuracy: 0.001, "not begun in the first half")
            XCTAssertEqual(rig.shown.position.x, 30, accuracy: 0.01)
            rig.frame(after: 0.5)
            XCTAssertEqual(rig.shown.opacity, 0.5, accuracy: 0.001, "half-way through its half")
            rig.frame(after: 0.3)
            XCTAssertEqual(rig.view.alpha, 0)
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testAnimationsAddedWhileRunningTakeTheRemainingTime() {
        onMainActor {
            let rig = AnimationRig()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 105 }
            animator.startAnimation()
            rig.frame(after: 0.5)
            animator.addAnimations { rig.view.center.y = 105 }
            rig.frame(after: 0.25)
            XCTAssertEqual(rig.shown.position.y, 55, accuracy: 0.01, "half of the remaining half second")
            XCTAssertEqual(rig.shown.position.x, 80, accuracy: 0.01)
        }
    }

    func testScrubbingIsLinearAndContinuingPlaysOnWithoutAJump() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            XCTAssertTrue(animator.scrubsLinearly)
            animator.fractionComplete = 0.5
            rig.frame(after: 0.01)
            XCTAssertEqual(rig.shown.position.x, 55, accuracy: 0.01, "linear while scrubbed, not ease-in's 36")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shown.position.x, 55, accuracy: 0.01, "no jump on continuing")
            rig.frame(after: 0.25)
            let easeInQuarter = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
            XCTAssertEqual(rig.shown.position.x, 55 + 50 * CGFloat(easeInQuarter), accuracy: 0.2,
                           "the rest eases in from what was shown")
            rig.frame(after: 0.3)
            XCTAssertEqual(ended, .end)
        }
    }

    func testScrubbingAlongTheCurveWhenAskedTo() {
        onMainActor {
            let rig = AnimationRig()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { rig.view.center.x = 105 }
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            rig.frame(after: 0.01)
            let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
            XCTAssertEqual(rig.shown.position.x, 5 + 100 * CGFloat(eased), accuracy: 0.2)
        }
    }

    func testAPhysicalSpringTakesItsOwnSettlingTime() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let parameters = UISpringTimingParameters(mass: 1, stiffness: 400, damping: 40, initialVelocity: .zero)
            let settling = CASpringAnimation(keyPath: nil)
            (settling.mass, settling.stiffness, settling.damping) = (1, 400, 40)
            let animator = UIViewPropertyAnimator(duration: 10, timingParameters: parameters)
            animator.addAnimations { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            XCTAssertEqual(animator.duration, 10)
            XCTAssertEqual(parameters.timingCurveType, .spring)
            XCTAssertTrue(parameters.springTimingParameters === parameters)
            rig.frame(after: settling.settlingDuration - 0.05)
            XCTAssertNil(ended)
            rig.frame(after: 0.1)
            XCTAssertEqual(ended, .end, "the animator's 10 s are ignored for a physical spring, as on iOS")
        }
    }

    func testTheDefaultAndBounceSpringsSettle() {
        onMainActor {
            let systemSpring = CASpringAnimation(keyPath: nil)
            (systemSpring.mass, systemSpring.stiffness, systemSpring.damping) = (3, 1000, 500)
            let systemRig = AnimationRig()
            var systemEnded: UIViewAnimatingPosition?
            let system = UIViewPropertyAnimator(duration: 30, timingParameters: UISpringTimingParameters())
            system.addAnimations { systemRig.view.center.x = 105 }
            system.addCompletion { systemEnded = $0 }
            system.startAnimation()
            systemRig.frame(after: systemSpring.settlingDuration - 0.05)
            XCTAssertNil(systemEnded)
            XCTAssertLessThan(systemRig.shown.position.x, 105, "overdamped (ratio 4.56): no overshoot")
            systemRig.frame(after: 0.1)
            XCTAssertEqual(systemEnded, .end, "the system spring: mass 3, stiffness 1000, damping 500")
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
            let animator = UIViewPropertyAnimator(duration: 3, timingParameters: bouncy)
            animator.addAnimations { rig.view.center.x = 105 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            var peak: CGFloat = 0
            for _ in 0..<90 {
                rig.frame(after: 1.0 / 60)
                peak = max(peak, rig.shown.position.x)
            }
            XCTAssertGreaterThan(peak, 106, "a bounce overshoots")
            XCTAssertEqual(ended, .end, "settled in well under the animator's 3 s")
        }
    }

    func testASpringVelocityMovesXAndYApart() {
        onMainActor {
            let rig = AnimationRig()
            let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 20, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
            animator.addAnimations { rig.view.center = CGPoint(x: 105, y: 105) }
            animator.startAnimation()
            rig.frame(after: 0.05)
            let movedX = rig.shown.position.x - 5, movedY = rig.shown.position.y - 5
            XCTAssertGreaterThan(movedX, movedY * 1.5, "x starts fast, y from rest")
            XCTAssertGreaterThan(movedY, 0)
        }
    }

    func testAnAnimatorWithNothingToAnimateEndsOnTheContextClock() {
        onMainActor {
            let rig = AnimationRig()
            var ended: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            rig.frame(after: 0.9)
            XCTAssertNil(ended)
            rig.frame(after: 0.2)
            XCTAssertEqual(ended, .end)
        }
    }

    func testTouchesFollowTheAnimatorsInteractionSettings() {
        onMainActor {
            let rig = AnimationRig()
            rig.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { rig.view.center.x = 220 }
            animator.startAnimation()
            rig.frame(after: 0.5)
            let seenAt = CGPoint(x: rig.shown.position.x, y: 20)
            XCTAssertTrue(rig.window.hitTest(seenAt, with: nil) === rig.view, "hit where seen by default")
            animator.isManualHitTestingEnabled = true
            animator.pauseAnimation()
            XCTAssertTrue(rig.window.hitTest(CGPoint(x: 220, y: 20), with: nil) === rig.view, "manual: at the model frame")
            animator.isUserInteractionEnabled = false
            animator.startAnimation()
            XCTAssertFalse(rig.window.hitTest(CGPoint(x: 220, y: 20), with: nil) === rig.view, "no touches")
            let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { rig.view.alpha = 0.5 })
            XCTAssertFalse(running.isUserInteractionEnabled, "without .allowUserInteraction, as UIView.animate")
        }
    }

    func testCubicParametersDescribeTheirCurve() {
        onMainActor {
            let standard = UICubicTimingParameters()
            XCTAssertEqual(standard.animationCurve, .easeInOut)
            XCTAssertEqual(standard.timingCurveType, .builtin)
            let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
            XCTAssertEqual(custom.timingCurveType, .cubic)
            XCTAssertEqual(custom.controlPoint1, CGPoint(x: 0.1, y: 0.9))
            XCTAssertNil(custom.springTimingParameters)
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: custom)
            XCTAssertTrue(animator.timingParameters === custom)
        }
    }
}
