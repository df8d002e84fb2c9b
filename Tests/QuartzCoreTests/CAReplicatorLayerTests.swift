import XCTest
@testable import QuartzCore

/// The classic activity indicator: a dot fading out each second, 12 instances around the middle, 1/12 s apart.
@MainActor
func makeSpinner() -> (CAReplicatorLayer, CALayer) { withoutActions {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = 12
    replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
    replicator.instanceDelay = 1.0 / 12
    let dot = CALayer()
    dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
    dot.cornerRadius = 5
    dot.backgroundColor = CGColor.black
    dot.opacity = 0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.repeatCount = .infinity
    dot.add(fade, forKey: "fade")
    replicator.addSublayer(dot)
    return (replicator, dot)
} }

final class CAReplicatorLayerTests: XCTestCase {
    func testDefaults() { onMainActor {
        let layer = CAReplicatorLayer()
        XCTAssertEqual(layer.instanceCount, 1)
        XCTAssertEqual(layer.instanceDelay, 0)
        XCTAssertEqual(layer.instanceTransform, CATransform3DIdentity)
        XCTAssertEqual(layer.instanceColor, CGColor.white)
        XCTAssertEqual(layer.instanceRedOffset, 0)
        XCTAssertEqual(layer.instanceAlphaOffset, 0)
        XCTAssertFalse(layer.preservesDepth)
    } }

    func testEachInstanceRunsItsDelayBehind() { onMainActor {
        let clock = installManualClock(at: 100)
        let (replicator, dot) = makeSpinner()
        CATransaction.flush()
        for elapsed in [0.25, 1.5, 2.0 + 1.0 / 24] {
            clock.set(100 + elapsed)
            let instances = replicator.renderSnapshot().sublayers
            XCTAssertEqual(instances.count, 12)
            for (i, instance) in instances.enumerated() {
                let shifted = elapsed - Double(i) / 12
                // Before its delayed start an instance shows the model opacity (0); then 1 → 0 each second.
                let expected = shifted < 0 ? 0 : 1 - (shifted - shifted.rounded(.down))
                XCTAssertEqual(Double(instance.opacity), expected, accuracy: 1e-6, "instance \(i) at \(elapsed)")
                clock.set(100 + elapsed - Double(i) / 12)
                XCTAssertEqual(instance.opacity, dot.presentation()!.opacity, accuracy: 1e-6, "the original at t − i·delay")
                clock.set(100 + elapsed)
            }
        }
    } }

    func testInstanceTransformsAccumulateAboutTheAnchorPoint() { onMainActor {
        _ = installManualClock()
        let (replicator, _) = makeSpinner()
        withoutActions { replicator.instanceDelay = 0 }
        let instances = replicator.renderSnapshot().sublayers
        // The dot's middle (50, 10) turns about the replicator's middle (50, 50) by i · 30°.
        for (i, instance) in instances.enumerated() {
            let angle = Double(i) * 2 * .pi / 12
            let centre = instance.transformToSuperlayer.apply(x: 5, y: 5, z: 0)!
            XCTAssertEqual(Double(centre.x), 50 + 40 * sin(angle), accuracy: 1e-9, "instance \(i)")
            XCTAssertEqual(Double(centre.y), 50 - 40 * cos(angle), accuracy: 1e-9, "instance \(i)")
        }
        let row = withoutActions {
            let row = CAReplicatorLayer()
            row.instanceCount = 4
            row.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            let square = CALayer()
            square.frame = CGRect(x: 3, y: 4, width: 10, height: 10)
            row.addSublayer(square)
            return row
        }
        let xs = row.renderSnapshot().sublayers.map { $0.transformToSuperlayer.apply(x: 0, y: 0, z: 0)!.x }
        XCTAssertEqual(xs, [3, 23, 43, 63])
    } }

    func testColorOffsetsAccumulateAndClamp() { onMainActor {
        _ = installManualClock()
        let row = withoutActions {
            let row = CAReplicatorLayer()
            row.instanceCount = 4
            row.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
            row.instanceRedOffset = -0.4
            row.instanceGreenOffset = 0.3
            row.instanceAlphaOffset = -0.25
            let square = CALayer()
            square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            square.backgroundColor = CGColor(red: 1, green: 1, blue: 0.5, alpha: 1)
            row.addSublayer(square)
            return row
        }
        let reds: [Float] = [1, 0.6, 0.2, 0], greens: [Float] = [0.5, 0.8, 1, 1], alphas: [Float] = [1, 0.75, 0.5, 0.25]
        for (i, instance) in row.renderSnapshot().sublayers.enumerated() {
            let color = row.instanceColorComponents(at: i)
            XCTAssertEqual(color.red, reds[i], accuracy: 1e-6)
            XCTAssertEqual(color.green, greens[i], accuracy: 1e-6, "clamped at 1")
            XCTAssertEqual(color.alpha, alphas[i], accuracy: 1e-6)
            let background = instance.visual.backgroundColor!
            XCTAssertEqual(background.red, reds[i], accuracy: 1e-6)
            XCTAssertEqual(background.green, greens[i], accuracy: 1e-6)
            XCTAssertEqual(background.blue, 0.5, accuracy: 1e-6)
            XCTAssertEqual(instance.opacity, alphas[i], accuracy: 1e-6, "alpha multiplies as opacity")
        }
    } }

    func testInstanceIDsAreStableAndDistinct() { onMainActor {
        _ = installManualClock()
        let (replicator, dot) = makeSpinner()
        let first = replicator.renderSnapshot().sublayers.map(\.id)
        let second = replicator.renderSnapshot().sublayers.map(\.id)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set(first).count, 12)
        XCTAssertEqual(first[0], dot.renderID, "the first instance is the sublayer itself")
        XCTAssertTrue(first.dropFirst().allSatisfy { $0 & (DrawItem.shadowTag | DrawItem.clipGroupTag) == 0 })
    } }

    func testNoInstancesShowNothing() { onMainActor {
        _ = installManualClock()
        let (replicator, _) = makeSpinner()
        replicator.instanceCount = 0
        XCTAssertTrue(replicator.renderSnapshot().sublayers.isEmpty)
    } }

    func testInstancePropertiesAnimate() { onMainActor {
        let clock = installManualClock()
        let row = CAReplicatorLayer()
        let move = CABasicAnimation(keyPath: "instanceTransform")
        move.fromValue = CATransform3DIdentity
        move.toValue = CATransform3DMakeTranslation(40, 0, 0)
        move.duration = 1
        row.add(move, forKey: "move")
        let fade = CABasicAnimation(keyPath: "instanceAlphaOffset")
        fade.fromValue = 0
        fade.toValue = -0.5
        fade.duration = 1
        row.add(fade, forKey: "fade")
        clock.advance(by: 0.25)
        let presentation = row.presentation()!
        XCTAssertEqual(presentation.instanceTransform.m41, 10, accuracy: 1e-9)
        XCTAssertEqual(presentation.instanceAlphaOffset, -0.125, accuracy: 1e-6)
    } }
}

final class CAReplicatorLayerEngineTests: XCTestCase {
    func testAOneShotAnimationEndsWhenTheLastInstanceDoes() { onMainActor {
        let clock = installManualClock(at: 100)
        let (replicator, dot) = makeSpinner()
        withoutActions {
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.5
        }
        let once = CABasicAnimation(keyPath: "opacity")
        once.fromValue = 1
        once.toValue = 0
        once.duration = 1
        dot.removeAllAnimations()
        dot.add(once, forKey: "once")
        CAAnimationEngine.update()
        clock.set(101.2)
        XCTAssertTrue(CAAnimationEngine.update(), "the third instance still runs")
        XCTAssertNotNil(dot.animation(forKey: "once"), "not removed while an instance shows it")
        XCTAssertEqual(replicator.renderSnapshot().sublayers[2].opacity, 0.8, accuracy: 1e-6)
        XCTAssertEqual(CAAnimationEngine.nextEventTime() ?? 0, 102, accuracy: 1e-9)
        clock.set(102)
        CAAnimationEngine.update()
        XCTAssertNil(dot.animation(forKey: "once"))
    } }
}

final class CAReplicatorLayerBadInputTests: XCTestCase {
    func testARunawayInstanceCountIsCappedAndReported() { onMainActor {
        _ = installManualClock()
        let (replicator, _) = makeSpinner()
        withoutActions {
            replicator.instanceCount = 1 << 40
            replicator.instanceDelay = 0
        }
        XCTAssertEqual(replicator.renderSnapshot().sublayers.count, ReplicatorValues.instanceLimit)
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("instanceCount 1099511627776 is more than 10000") })
    } }
}
