import XCTest
@testable import QuartzCore

final class CAAnimationTests: XCTestCase {
    func testDelegateStartAndFinishedStop() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 1
        animation.beginTime = 100.5
        animation.delegate = delegate
        layer.add(animation, forKey: "fade")
        XCTAssertFalse(CAAnimationEngine.update(), "nothing changes before the animation begins")
        XCTAssertEqual(delegate.events, [], "not begun yet")
        XCTAssertEqual(CAAnimationEngine.nextEventTime(), 100.5)
        clock.advance(by: 0.5)
        XCTAssertTrue(CAAnimationEngine.update())
        XCTAssertEqual(delegate.events, ["start"])
        XCTAssertEqual(CAAnimationEngine.nextEventTime(), 101.5)
        clock.advance(by: 1)
        XCTAssertFalse(CAAnimationEngine.update(), "nothing left running")
        XCTAssertEqual(delegate.events, ["start", "stop true"])
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")
    } }

    func testReplacedAnimationStopsUnfinished() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let first = RecordingAnimationDelegate()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 1
        animation.delegate = first
        layer.add(animation, forKey: "fade")
        clock.advance(by: 0.5)
        CAAnimationEngine.update()
        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 1
        layer.add(second, forKey: "fade")
        CAAnimationEngine.update()
        XCTAssertEqual(first.events, ["start", "stop false"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    } }

    func testRemoveAllStopsEveryUnfinishedAnimation() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        for key in ["a", "b"] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.delegate = delegate
            layer.add(animation, forKey: key)
        }
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
        XCTAssertEqual(layer.animationKeys(), ["a", "b"], "animations added without a key are not listed")
        layer.removeAllAnimations()
        CAAnimationEngine.update()
        XCTAssertEqual(delegate.events, ["stop false", "stop false"])
        XCTAssertNil(layer.animationKeys())
    } }

    func testKeptAnimationStaysAfterFinishing() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.toValue = 50
        animation.duration = 1
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "drop")
        clock.advance(by: 5)
        CAAnimationEngine.update()
        XCTAssertNotNil(layer.animation(forKey: "drop"))
        XCTAssertEqual(layer.presentation()!.position.y, 50)
        XCTAssertEqual(layer.position.y, 0, "the model never changes")
    } }

    func testZeroDurationTakesTheTransactionDuration() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        XCTAssertEqual(layer.animation(forKey: "a")?.duration, 0.25)
        XCTAssertEqual(layer.animation(forKey: "a")?.beginTime, 100, "beginTime 0 becomes the layer's current time")
    } }

    func testRemovalComesAfterDelegatesAndCompletionBlocks() { onMainActor {
        final class Probe: CAAnimationDelegate {
            let layer: CALayer
            var seenInStop: Bool?
            init(layer: CALayer) { self.layer = layer }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                seenInStop = layer.animation(forKey: "fade") != nil
            }
        }
        let clock = installManualClock()
        let layer = CALayer()
        let probe = Probe(layer: layer)
        var seenInCompletion: Bool?
        CATransaction.begin()
        CATransaction.setCompletionBlock { seenInCompletion = layer.animation(forKey: "fade") != nil }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 1
        animation.delegate = probe
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(probe.seenInStop, true)
        XCTAssertEqual(seenInCompletion, true)
        XCTAssertNil(layer.animation(forKey: "fade"))
    } }

    func testArbitraryValuesTagAnimations() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue("fadeOut", forKey: "id")
        layer.add(animation, forKey: nil)
        layer.add(animation, forKey: "tagged")
        XCTAssertEqual(layer.animation(forKey: "tagged")?.value(forKey: "id") as? String, "fadeOut")
        layer.setValue(7, forKey: "tag")
        layer.setValue(0.5, forKey: "opacity")
        XCTAssertEqual(layer.value(forKey: "tag") as? Int, 7)
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.presentation()?.value(forKey: "tag") as? Int, 7)
    } }
}
