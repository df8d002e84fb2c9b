import XCTest
@testable import QuartzCore

/// The Japanese seed's QA1673 category, line for line.
@MainActor
private extension CALayer {
    func pauseAnimations() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0.0
        timeOffset = pausedTime
    }

    func resumeAnimations() {
        let pausedTime = timeOffset
        speed = 1.0
        timeOffset = 0.0
        beginTime = 0.0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }
}

final class CALayerTimeTests: XCTestCase {
    func testConvertTimeThroughTheTree() { onMainActor {
        _ = installManualClock()
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 10
        child.timeOffset = 5
        XCTAssertEqual(child.convertTime(20, from: nil), (20 - 10) * 2 + 5)
        XCTAssertEqual(child.convertTime(25, to: nil), 20)
        XCTAssertEqual(root.convertTime(25, from: child), 20)
        XCTAssertEqual(child.convertTime(20, from: root), 25)
    } }

    func testPauseAndResumeContinueFromThePausedValue() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 10
        layer.add(animation, forKey: "move")
        clock.advance(by: 3)
        XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-9)
        layer.pauseAnimations()
        clock.advance(by: 50)
        XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-9, "paused")
        XCTAssertFalse(CAAnimationEngine.update(), "a paused animation needs no frames")
        XCTAssertNotNil(layer.animation(forKey: "move"))
        layer.resumeAnimations()
        XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-9, "resumes where it paused")
        XCTAssertTrue(CAAnimationEngine.update())
        clock.advance(by: 2)
        XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-9)
        clock.advance(by: 5)
        CAAnimationEngine.update()
        XCTAssertNil(layer.animation(forKey: "move"), "ends 10 s of layer time after it began")
    } }

    func testPausedSuperlayerPausesSublayers() { onMainActor {
        let clock = installManualClock()
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 4
        child.add(animation, forKey: "fade")
        clock.advance(by: 1)
        root.pauseAnimations()
        clock.advance(by: 10)
        XCTAssertEqual(child.presentation()!.opacity, 0.25, accuracy: 1e-6)
    } }

    func testAbsoluteBeginTimeStaggersAnimations() { onMainActor {
        let clock = installManualClock()
        let layers = (0..<4).map { _ in CALayer() }
        var offset: CFTimeInterval = 0
        for layer in layers {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
            animation.duration = 0.2
            animation.beginTime = CACurrentMediaTime() + offset
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: nil)
            offset += 0.1
        }
        clock.advance(by: 0.25)
        let angles = layers.map { CATransform3DDecomposition($0.presentation()!.transform)!.eulerAngles.y }
        XCTAssertEqual(angles[0], .pi / 2, accuracy: 1e-9, "finished and filled forwards")
        XCTAssertEqual(angles[3], 0, accuracy: 1e-9, "not begun: filled backwards with the from value")
        XCTAssertGreaterThan(angles[1], angles[2])
    } }

    func testLayerAndAnimationSpeedsMultiply() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        layer.speed = 2
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 4
        animation.speed = 0.5
        layer.add(animation, forKey: "move")
        clock.advance(by: 2)
        XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-9, "2 s × layer speed 2 × animation speed 0.5 = 2 of 4 s")
        XCTAssertEqual(CAAnimationEngine.nextEventTime(), 104, "ends 8 s of layer time (4 s of media time) after it began")
    } }

    func testACyclingLayerWakesForItsAnimationInTheCurrentCycle() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        layer.duration = 2
        layer.repeatCount = .infinity
        clock.advance(by: 0.2)  // layer time 0.2 of a cycle that began at 100
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.beginTime = 1
        animation.duration = 0.5
        layer.add(animation, forKey: "blink")
        XCTAssertFalse(CAAnimationEngine.update(), "not begun in this cycle yet")
        XCTAssertEqual(CAAnimationEngine.nextEventTime() ?? 0, 101, accuracy: 1e-6, "its start in this cycle, not the first cycle's")
        clock.advance(by: 0.8)
        XCTAssertTrue(CAAnimationEngine.update())
        XCTAssertEqual(CAAnimationEngine.nextEventTime() ?? 0, 101.5, accuracy: 1e-6, "its end")
    } }
}
