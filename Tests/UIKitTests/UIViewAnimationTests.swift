import UIKit
import XCTest

/// Block animations on the manual media clock, rendered offscreen frame by frame.
final class UIViewAnimationTests: XCTestCase {
    func testChangesOutsideBlocksAreImmediate() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.alpha = 0.5
            XCTAssertNil(view.layer.animation(forKey: "opacity"))
            XCTAssertEqual(view.layer.presentation()?.opacity, 0.5)
        }
    }

    func testAnimateMovesThePresentationAlongTheCurve() {
        onMainActor {
            let clock = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 105, y: 5)
            })
            CATransaction.flush()
            XCTAssertEqual(view.center, CGPoint(x: 105, y: 5), "the model takes the new value at once")
            clock.advance(by: 0.25)
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 30, accuracy: 1e-6)
            clock.advance(by: 0.5)
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 80, accuracy: 1e-6)
        }
    }

    func testCompletionIsFinishedWhenTheAnimationRanToItsEnd() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let renderer = OffscreenRenderer(window: window)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var result: Bool?
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { result = $0 })
            renderer.renderFrame()
            clock.advance(by: 0.4)
            renderer.renderFrame()
            XCTAssertNil(result)
            clock.advance(by: 0.2)
            renderer.renderFrame()
            XCTAssertEqual(result, true)
        }
    }

    func testCompletionIsNotFinishedWhenTheAnimationIsRemoved() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let renderer = OffscreenRenderer(window: window)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var result: Bool?
            UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 80, y: 80) }, completion: { result = $0 })
            renderer.renderFrame()
            clock.advance(by: 0.3)
            view.layer.removeAllAnimations()
            renderer.renderFrame()
            XCTAssertEqual(result, false)
        }
    }

    func testABlockThatAnimatesNothingCompletesOnTheNextTurn() {
        onMainActor {
            _ = installManualClock()
            var result: Bool?
            UIView.animate(withDuration: 1, animations: {}, completion: { result = $0 })
            XCTAssertNil(result, "not synchronously")
            drainMainQueue()
            XCTAssertEqual(result, true)
        }
    }

    func testDelayHoldsTheOldValueUntilItEnds() {
        onMainActor {
            let clock = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
            CATransaction.flush()
            clock.advance(by: 0.25)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 1, accuracy: 1e-6)
            clock.advance(by: 0.75)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-6)
        }
    }

    func testPerformWithoutAnimationInsideABlockIsImmediate() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { view.alpha = 0.2 }
            })
            XCTAssertNil(view.layer.animation(forKey: "opacity"))
        }
    }

    func testTheMailSeedsYellowFadeRepeatsAutoreversedAndCallsBack() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let renderer = OffscreenRenderer(window: window)
            let fade = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            fade.backgroundColor = UIColor.yellowColor().withAlphaComponent(0.5)
            fade.alpha = 0
            window.addSubview(fade)
            var stopped: (String?, Bool)?
            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDelay(1)
            UIView.setAnimationDuration(0.25)
            UIView.setAnimationRepeatAutoreverses(true)
            UIView.setAnimationRepeatCount(2)
            UIView.setAnimationDidStop { stopped = ($0, $1) }
            fade.alpha = 1
            UIView.commitAnimations()
            renderer.renderFrame()
            clock.advance(by: 1.125)  // half way up the first pass
            XCTAssertEqual(fade.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-3)
            clock.advance(by: 0.125)  // top of the first pass
            XCTAssertEqual(fade.layer.presentation()?.opacity ?? -1, 1, accuracy: 1e-3)
            clock.advance(by: 0.25)  // back down after the reverse
            XCTAssertEqual(fade.layer.presentation()?.opacity ?? -1, 0, accuracy: 1e-3)
            renderer.renderFrame()
            XCTAssertNil(stopped)
            clock.advance(by: 0.51)
            renderer.renderFrame()
            XCTAssertEqual(stopped?.0, "fade")
            XCTAssertEqual(stopped?.1, true)
        }
    }
}

/// `animateKeyframes`: each property holds still between its keyframes.
final class UIViewKeyframeAnimationTests: XCTestCase {
    func testKeyframesRunInTheirPartOfTheDuration() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let renderer = OffscreenRenderer(window: window)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var finished: Bool?
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }, completion: { finished = $0 })
            renderer.renderFrame()
            XCTAssertEqual(view.alpha, 0, "the model takes the last value at once")
            clock.advance(by: 0.25)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0.75, accuracy: 1e-3)
            clock.advance(by: 0.5)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-3, "held between keyframes")
            clock.advance(by: 0.75)
            XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0.25, accuracy: 1e-3)
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(finished, true)
        }
    }
}

/// Only the properties UIKit animates animate in blocks.
final class UIViewAnimatablePropertiesTests: XCTestCase {
    func testHidingAndClippingInABlockApplyAtOnce() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1) {
                view.isHidden = true
                view.clipsToBounds = true
                view.alpha = 0.5
            }
            XCTAssertNil(view.layer.animation(forKey: "hidden"))
            XCTAssertNil(view.layer.animation(forKey: "masksToBounds"))
            XCTAssertNotNil(view.layer.animation(forKey: "opacity"))
        }
    }
}
