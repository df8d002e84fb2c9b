import XCTest
@testable import QuartzCore

/// Adds a 1 s opacity animation to `layer` under `key`.
@MainActor
private func addFade(to layer: CALayer, key: String, duration: CFTimeInterval = 1, removedOnCompletion: Bool = true) {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = duration
    animation.isRemovedOnCompletion = removedOnCompletion
    if !removedOnCompletion { animation.fillMode = .forwards }
    layer.add(animation, forKey: key)
}

final class CATransactionTests: XCTestCase {
    func testCompletionRunsWhenTheAnimationsFinish() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        addFade(to: layer, key: "a", duration: 1)
        addFade(to: layer, key: "b", duration: 2)
        CATransaction.commit()
        XCTAssertEqual(log, [])
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(log, [], "one animation is still running")
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(log, ["done"])
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(log, ["done"], "runs once")
    } }

    func testCompletionWithoutAnimationsRunsAtCommit() { onMainActor {
        _ = installManualClock()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        XCTAssertTrue(ran)
    } }

    func testCompletionWaitsOnlyForAnimationsAddedAfterIt() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        var ran = false
        CATransaction.begin()
        addFade(to: layer, key: "before", duration: 10)
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        XCTAssertTrue(ran)
    } }

    func testNestedCompletionOrder() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        addFade(to: layer, key: "outer", duration: 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        addFade(to: layer, key: "inner", duration: 2)
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        CATransaction.commit()
        XCTAssertEqual(log, ["empty"], "an inner transaction without animations completes when the outermost commits")
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(log, ["empty"], "the outer one also waits for the animation of the nested one")
        clock.advance(by: 1)
        CAAnimationEngine.update()
        XCTAssertEqual(log, ["empty", "inner", "outer"])
    } }

    func testRemovalCountsAsEnding() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        addFade(to: layer, key: "a", duration: 10)
        CATransaction.commit()
        clock.advance(by: 1)
        layer.removeAnimation(forKey: "a")
        CAAnimationEngine.update()
        XCTAssertTrue(ran)
    } }

    func testReleasedLayerEndsItsAnimations() { onMainActor {
        _ = installManualClock()
        let delegate = RecordingAnimationDelegate()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        do {
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 10
            animation.delegate = delegate
            layer.add(animation, forKey: "fade")
        }
        CATransaction.commit()
        CAAnimationEngine.update()
        XCTAssertTrue(ran)
        XCTAssertEqual(delegate.events, ["stop false"])
    } }

    /// The Japanese seed's completion detection: keep the animation with `removedOnCompletion = false`, and the
    /// completion block tells a finished run (animation still there) from an interrupted one (gone).
    func testCompletionDetectionPatternFromTheSeed() { onMainActor {
        for interrupt in [false, true] {
            let clock = installManualClock()
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 10, y: 0)
            CATransaction.flush()
            var finished: Bool?
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                if layer.animation(forKey: "myAnimation") != nil {
                    finished = true
                    layer.removeAnimation(forKey: "myAnimation")
                } else {
                    finished = false
                }
            }
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.duration = 3
            animation.byValue = NSNumber(value: 100.0)
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            layer.add(animation, forKey: "myAnimation")
            CATransaction.commit()
            clock.advance(by: 1.5)
            XCTAssertEqual(layer.presentation()!.position.x, 60, accuracy: 1e-9)
            if interrupt {
                layer.removeAnimation(forKey: "myAnimation")
            } else {
                clock.advance(by: 1.5)
                XCTAssertEqual(layer.presentation()!.position.x, 110, accuracy: 1e-9, "forwards fill holds the end")
            }
            CAAnimationEngine.update()
            XCTAssertEqual(finished, !interrupt)
            XCTAssertNil(layer.animation(forKey: "myAnimation"))
        }
    } }

    func testValuesAndKeys() { onMainActor {
        _ = installManualClock()
        CATransaction.begin()
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue("custom", forKey: "myKey")
        XCTAssertEqual(CATransaction.animationDuration(), 1.5)
        XCTAssertEqual(CATransaction.value(forKey: "myKey") as? String, "custom")
        CATransaction.commit()
        XCTAssertNil(CATransaction.value(forKey: "myKey"))
    } }

    func testFlushCommitsTheImplicitTransaction() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        layer.setNeedsDisplay()
        XCTAssertFalse(ran)
        CATransaction.flush()
        XCTAssertTrue(ran)
        XCTAssertFalse(layer.needsDisplay(), "the commit displayed the layer")
    } }

    func testCommitLaysOutFromTheRootDown() { onMainActor {
        _ = installManualClock()
        final class Recorder: CALayerDelegate {
            var log: [String] = []
            func layoutSublayers(of layer: CALayer) { log.append(layer.name ?? "?") }
        }
        let recorder = Recorder()
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        for (layer, name) in [(root, "root"), (middle, "middle"), (leaf, "leaf")] {
            layer.name = name
            layer.delegate = recorder
        }
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        CATransaction.flush()
        recorder.log = []
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        CATransaction.flush()
        XCTAssertEqual(recorder.log, ["root", "leaf"])
    } }
}
