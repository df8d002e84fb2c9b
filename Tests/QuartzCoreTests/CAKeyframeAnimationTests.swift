import XCTest
@testable import QuartzCore

/// Samples `position.x` of a fresh layer running `animation` (duration 1) at each time.
@MainActor
private func samples(_ animation: CAKeyframeAnimation, at times: [Double]) -> [CGFloat] {
    let clock = installManualClock()
    let layer = CALayer()
    animation.keyPath = "position.x"
    animation.duration = 1
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: "k")
    return times.map { time in
        clock.set(100 + time)
        return layer.presentation()!.position.x
    }
}

final class CAKeyframeAnimationTests: XCTestCase {
    func testLinearWithEvenSpacing() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 30]
        let x = samples(animation, at: [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(x, [0, 5, 10, 20, 30])
    } }

    func testLinearAtKeyTimes() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 30]
        animation.keyTimes = [0, 0.8, 1]
        let x = samples(animation, at: [0.4, 0.8, 0.9])
        XCTAssertEqual(x[0], 5, accuracy: 1e-9)
        XCTAssertEqual(x[1], 10, accuracy: 1e-9)
        XCTAssertEqual(x[2], 20, accuracy: 1e-9)
    } }

    func testSegmentTimingFunctions() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 20]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let x = samples(animation, at: [0.25, 0.75])
        XCTAssertEqual(x[0], CGFloat(10 * CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)), accuracy: 1e-9)
        XCTAssertEqual(x[1], 15, accuracy: 1e-9)
    } }

    func testDiscreteHoldsEachValue() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [1, 2, 3]
        animation.calculationMode = .discrete
        XCTAssertEqual(samples(animation, at: [0, 0.3, 0.34, 0.66, 0.67, 1]), [1, 1, 2, 2, 3, 3])
        let timed = CAKeyframeAnimation()
        timed.values = [1, 2, 3]
        timed.keyTimes = [0, 0.1, 0.9, 1]
        timed.calculationMode = .discrete
        XCTAssertEqual(samples(timed, at: [0.05, 0.5, 0.95]), [1, 2, 3])
    } }

    func testPacedSpreadsTimeByDistance() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 40]
        animation.keyTimes = [0, 0.9, 1]
        animation.calculationMode = .paced
        let x = samples(animation, at: [0.25, 0.5, 1])
        XCTAssertEqual(x[0], 10, accuracy: 1e-9)
        XCTAssertEqual(x[1], 20, accuracy: 1e-9)
        XCTAssertEqual(x[2], 40, accuracy: 1e-9)
    } }

    func testCubicPassesThroughKeyframesSmoothly() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 0, 10]
        animation.calculationMode = .cubic
        let x = samples(animation, at: [0, 1.0 / 3, 2.0 / 3, 1, 1.0 / 6])
        XCTAssertEqual(x[0], 0, accuracy: 1e-9)
        XCTAssertEqual(x[1], 10, accuracy: 1e-9)
        XCTAssertEqual(x[2], 0, accuracy: 1e-9)
        XCTAssertEqual(x[3], 10, accuracy: 1e-9)
        XCTAssertEqual(x[4], 5.625, accuracy: 1e-9, "Catmull–Rom midpoint of the first segment")
    } }

    func testTensionFlattensTheTangents() { onMainActor {
        let animation = CAKeyframeAnimation()
        animation.values = [0, 10, 0, 10]
        animation.calculationMode = .cubic
        animation.tensionValues = [1, 1, 1, 1]
        XCTAssertEqual(samples(animation, at: [1.0 / 6])[0], 5, accuracy: 1e-9, "zero tangents: a smoothstep between keyframes")
        let biased = CAKeyframeAnimation()
        biased.values = [0, 10, 0, 10]
        biased.calculationMode = .cubic
        biased.biasValues = [0, 1, 0, 0]
        XCTAssertNotEqual(samples(biased, at: [0.5])[0], samples(animation, at: [0.5])[0])
    } }

    func testPointKeyframes() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 0)), CGPoint(x: 100, y: 100)]
        animation.duration = 2
        layer.add(animation, forKey: "path")
        clock.advance(by: 1.5)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 50))
    } }
}
