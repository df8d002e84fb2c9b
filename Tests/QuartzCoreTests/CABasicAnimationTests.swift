import XCTest
@testable import QuartzCore

/// A layer at x = 10 animated on `position.x` over 1 s, sampled at `fraction`.
@MainActor
private func sampleX(from: Any?, to: Any?, by: Any?, at fraction: Double) -> CGFloat? {
    let clock = installManualClock()
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 0)
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = 1
    layer.add(animation, forKey: "x")
    clock.advance(by: fraction)
    return layer.presentation()?.position.x
}

final class CABasicAnimationTests: XCTestCase {
    func testAppleTableOfValueCombinations() { onMainActor {
        assertClose(sampleX(from: 0, to: 100, by: nil, at: 0.25), 25, accuracy: 1e-9, "from + to")
        assertClose(sampleX(from: 0, to: nil, by: 40, at: 0.5), 20, accuracy: 1e-9, "from + by")
        assertClose(sampleX(from: nil, to: 100, by: 40, at: 0.5), 80, accuracy: 1e-9, "by + to")
        assertClose(sampleX(from: 50, to: nil, by: nil, at: 0.5), 30, accuracy: 1e-9, "from → current")
        assertClose(sampleX(from: nil, to: 50, by: nil, at: 0.5), 30, accuracy: 1e-9, "current → to")
        assertClose(sampleX(from: nil, to: nil, by: 100, at: 0.5), 60, accuracy: 1e-9, "current → current + by")
        assertClose(sampleX(from: nil, to: nil, by: nil, at: 0.5), 10, accuracy: 1e-9, "nothing: current")
        assertClose(sampleX(from: 0, to: 100, by: 7, at: 0.5), 50, accuracy: 1e-9, "all three: from and to win")
    } }

    func testBoxesAndSwiftValuesAreAccepted() { onMainActor {
        assertClose(sampleX(from: NSNumber(value: 0), to: NSNumber(value: 100.0), by: nil, at: 0.5), 50, accuracy: 1e-9)
        assertClose(sampleX(from: Float(0), to: Double(100), by: nil, at: 0.5), 50, accuracy: 1e-9)
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0, height: 0))
        animation.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 320, height: 460))
        animation.duration = 0.5
        layer.add(animation, forKey: nil)
        clock.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()?.bounds, CGRect(x: 0, y: 0, width: 160, height: 230))
    } }

    func testWrongValueTypeIsReportedAndIgnored() { onMainActor {
        XCTAssertEqual(sampleX(from: CGPoint(x: 1, y: 1), to: 100, by: nil, at: 0.5), 10)
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("fromValue") && $0.contains("position.x") })
    } }

    func testUnknownKeyPathIsReportedAndIgnored() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "notAProperty")
        animation.toValue = 1
        layer.add(animation, forKey: "bad")
        clock.advance(by: 0.1)
        XCTAssertNotNil(layer.presentation())
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("'notAProperty'") })
    } }

    func testNaNValueIsRejected() { onMainActor {
        XCTAssertEqual(sampleX(from: 0, to: CGFloat.nan, by: nil, at: 0.5), 10)
    } }

    func testTimingFunctionShapesProgress() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "fade")
        clock.advance(by: 1)
        let expected = Float(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
        XCTAssertEqual(layer.presentation()!.opacity, expected, accuracy: 1e-6)
    } }

    func testTransformAnimatesByDecomposition() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        animation.duration = 0.2
        layer.add(animation, forKey: nil)
        clock.advance(by: 0.1)
        assertClose(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), accuracy: 1e-9)
    } }

    func testTransformKeyPaths() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.75)
        assertClose(layer.presentation()!.transform, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1), accuracy: 1e-9)

        let other = CALayer()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        grow.duration = 1
        other.add(grow, forKey: "grow")
        let move = CABasicAnimation(keyPath: "transform.translation.x")
        move.toValue = 40
        move.duration = 1
        other.add(move, forKey: "move")
        clock.advance(by: 0.5)
        let t = other.presentation()!.transform
        XCTAssertEqual(t.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(t.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(t.m41, 20, accuracy: 1e-9)
    } }

    func testColorAndShadowOffset() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        color.duration = 1
        layer.add(color, forKey: "color")
        let shadow = CABasicAnimation(keyPath: "shadowOffset")
        shadow.toValue = NSValue(cgSize: CGSize(width: 10, height: 10))
        shadow.duration = 1
        layer.add(shadow, forKey: "shadow")
        clock.advance(by: 0.5)
        let p = layer.presentation()!
        XCTAssertEqual(p.backgroundColor?.components ?? [], [0.5, 0, 0.5, 1])
        XCTAssertEqual(p.shadowOffset, CGSize(width: 5, height: 3.5))
    } }

    func testAdditiveAddsToTheModelValue() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = -10
        shake.toValue = 10
        shake.isAdditive = true
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        clock.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()!.position.x, 95, accuracy: 1e-9)
    } }

    func testCumulativeRepeatsContinueFromTheEnd() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        layer.add(step, forKey: "step")
        clock.advance(by: 2.5)
        XCTAssertEqual(layer.presentation()!.position.x, 25, accuracy: 1e-9)
    } }

    func testValueFunctionRotatesAFullTurn() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.5)
        assertClose(layer.presentation()!.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), accuracy: 1e-9)
    } }

    func testAddCopiesTheAnimation() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        animation.toValue = 0
        XCTAssertFalse(layer.animation(forKey: "fade") === animation)
        clock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
    } }

    func testFillModesOnTheLayerAtExactTimes() { onMainActor {
        for (fill, before, after) in [(CAMediaTimingFillMode.removed, 7.0, 7.0), (.backwards, 10, 7), (.forwards, 7, 20), (.both, 10, 20)] {
            let clock = installManualClock()
            CATransaction.setDisableActions(true)
            let layer = CALayer()
            layer.position = CGPoint(x: 7, y: 0)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 10
            animation.toValue = 20
            animation.beginTime = 101
            animation.duration = 2
            animation.fillMode = fill
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "move")
            clock.set(100.5)
            XCTAssertEqual(layer.presentation()!.position.x, CGFloat(before), "\(fill.rawValue) before beginTime")
            clock.set(102)
            XCTAssertEqual(layer.presentation()!.position.x, 15, "\(fill.rawValue) halfway")
            clock.set(103)
            XCTAssertEqual(layer.presentation()!.position.x, CGFloat(after), "\(fill.rawValue) at the end")
            clock.set(200)
            XCTAssertEqual(layer.presentation()!.position.x, CGFloat(after), "\(fill.rawValue) long after")
        }
    } }
}
