import XCTest
@testable import QuartzCore

/// A root layer whose own timing is `configure`d at media time 100, with a sublayer running a kept 0→1 opacity
/// animation of 2 s (fill both), added at media time 100, when the root's time is 0.
@MainActor
private func timedTree(_ configure: (CALayer) -> Void) -> (root: CALayer, child: CALayer) {
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    root.beginTime = 100
    configure(root)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 2
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    child.add(animation, forKey: "fade")
    return (root, child)
}

/// Layer timing that runs 2 s forward, 2 s back, forever.
@MainActor
private func bounceForever(_ layer: CALayer) {
    layer.duration = 2
    layer.autoreverses = true
    layer.repeatCount = .infinity
}

/// The child's presented opacity at each media time.
@MainActor
private func opacities(_ child: CALayer, _ clock: CAManualMediaClock, at times: [CFTimeInterval]) -> [Float] {
    times.map { time in
        clock.set(time)
        return child.presentation()!.opacity
    }
}

/// A layer's duration, repetition, autoreversing and fill bound its time as they bound an animation's.
final class CALayerTimingTests: XCTestCase {
    func testAutoreversingLayerRunsSublayerAnimationsBackAndForth() { onMainActor {
        let clock = installManualClock()
        let (root, child) = timedTree(bounceForever)
        let values = opacities(child, clock, at: [100.5, 101, 102, 103, 103.5, 104, 105])
        for (value, expected) in zip(values, [0.25, 0.5, 1, 0.5, 0.25, 0, 0.5] as [Float]) {
            XCTAssertEqual(value, expected, accuracy: 1e-6)
        }
        clock.set(103)
        XCTAssertEqual(child.convertTime(103, from: nil), 1, accuracy: 1e-12, "on the way back")
        XCTAssertEqual(child.convertTime(1, to: nil), 101, accuracy: 1e-12, "the first, forward cycle")
        XCTAssertEqual(root.convertTime(1, from: child), 1, accuracy: 1e-12)
        XCTAssertTrue(CAAnimationEngine.update(atMediaTime: 101.5), "running, though the layer shows time 1.5 again at 102.5")
        XCTAssertTrue(CAAnimationEngine.update(atMediaTime: 102), "ended at the turn, and about to run backwards")
        XCTAssertTrue(CAAnimationEngine.update(atMediaTime: 103), "a kept animation runs again when its layer's time comes back")
    } }

    func testLayerSpeedAndRepeatCountCombine() { onMainActor {
        let clock = installManualClock()
        let (_, child) = timedTree {
            $0.duration = 2
            $0.speed = 2
            $0.repeatCount = 1.5
            $0.fillMode = .forwards
        }
        let values = opacities(child, clock, at: [100.25, 101.25, 101.5, 110])
        for (value, expected) in zip(values, [0.25, 0.25, 0.5, 0.5] as [Float]) {
            XCTAssertEqual(value, expected, accuracy: 1e-6)
        }
    } }

    func testLayerOutsideItsActiveIntervalIsNotDrawn() { onMainActor {
        let clock = installManualClock()
        let (root, child) = timedTree { $0.duration = 2 }
        CATransaction.setDisableActions(true)
        child.opacity = 0.75
        XCTAssertEqual(opacities(child, clock, at: [101, 102.5]), [0.5, 0.75], "removed fill: model value after the end")
        XCTAssertTrue(child.presentation()!.isHidden, "not drawn after the end")
        XCTAssertTrue(root.presentation()!.isHidden)
        XCTAssertFalse(child.isHidden, "the model is untouched")
        root.fillMode = .forwards
        XCTAssertEqual(opacities(child, clock, at: [102.5]), [1], "forwards fill: held at the layer's end")
        XCTAssertFalse(child.presentation()!.isHidden)
        XCTAssertEqual(child.convertTime(102.5, from: nil), 2, accuracy: 1e-12)
    } }

    func testALayerWithoutDurationIsActiveFromItsBeginTimeOn() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        layer.beginTime = 105
        XCTAssertTrue(layer.presentation()!.isHidden, "not yet begun")
        clock.set(105)
        XCTAssertFalse(layer.presentation()!.isHidden)
        clock.set(1e6)
        XCTAssertFalse(layer.presentation()!.isHidden, "no end")
        layer.beginTime = 0
        layer.speed = -1
        XCTAssertTrue(layer.presentation()!.isHidden, "running backwards puts it before its begin, as on iOS")
        XCTAssertEqual(layer.convertTime(50, from: nil), -50, "outside, converting follows the linear map")
        layer.fillMode = .backwards
        XCTAssertFalse(layer.presentation()!.isHidden)
        XCTAssertEqual(layer.convertTime(50, from: nil), 0, "filled backwards: held at its begin")
    } }

    func testLayerBeforeItsBeginTimeFillsBackwardsOnlyWhenAsked() { onMainActor {
        let clock = installManualClock()
        let (root, child) = timedTree { $0.duration = 4 }
        CATransaction.setDisableActions(true)
        child.opacity = 0.75
        root.beginTime = 103
        XCTAssertEqual(opacities(child, clock, at: [102]), [0.75])
        root.fillMode = .backwards
        XCTAssertEqual(opacities(child, clock, at: [102, 104]), [0, 0.5])
    } }

    func testPausingABoundedLayerHoldsItsTime() { onMainActor {
        let clock = installManualClock()
        let (root, child) = timedTree(bounceForever)
        clock.set(103)
        let pausedTime = root.convertTime(CACurrentMediaTime(), from: nil)
        root.speed = 0
        root.timeOffset = pausedTime
        XCTAssertEqual(opacities(child, clock, at: [103, 110]), [0.5, 0.5])
        XCTAssertFalse(CAAnimationEngine.update(), "nothing moves while paused")
    } }

    func testInvalidLayerTimingIsRejected() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.repeatCount = .nan
        layer.repeatDuration = .nan
        XCTAssertEqual(layer.repeatCount, 0)
        XCTAssertEqual(layer.repeatDuration, 0)
        layer.repeatCount = .infinity
        XCTAssertEqual(layer.repeatCount, .infinity, "forever is a count")
    } }
}
