import XCTest
@testable import QuartzCore

final class CASpringAnimationTests: XCTestCase {
    /// The textbook under-damped solution, written independently of the implementation.
    private static func underdamped(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = -1.0
        let b = (v0 - zeta * w0) / wd
        return 1 + exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
    }

    func testUnderdampedMatchesClosedForm() { onMainActor {
        let spring = CASpringAnimation()
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.initialVelocity = 2
        for step in 0...20 {
            let t = Double(step) * 0.05
            XCTAssertEqual(spring.springProgress(at: t), Self.underdamped(m: 1, k: 100, c: 10, v0: 2, t: t), accuracy: 1e-12)
        }
        XCTAssertGreaterThan((0..<100).map { spring.springProgress(at: Double($0) * 0.01) }.max()!, 1, "it overshoots")
    } }

    func testCriticalAndOverdampedApproachWithoutOvershoot() { onMainActor {
        let critical = CASpringAnimation()
        critical.stiffness = 100
        critical.damping = 20
        XCTAssertEqual(critical.springProgress(at: 0.1), 1 - exp(-1) * (1 + 1), accuracy: 1e-12)
        let over = CASpringAnimation()
        over.stiffness = 100
        over.damping = 50
        let values = (0...200).map { over.springProgress(at: Double($0) * 0.01) }
        XCTAssertEqual(values[0], 0, accuracy: 1e-12)
        XCTAssertTrue(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        XCTAssertLessThanOrEqual(values.max()!, 1)
    } }

    func testSettlingDurationIsWhereItStaysNearTheEnd() { onMainActor {
        let spring = CASpringAnimation()
        let settle = spring.settlingDuration
        XCTAssertGreaterThan(settle, 0.5)
        XCTAssertLessThan(settle, 2)
        for step in 0..<100 {
            XCTAssertLessThanOrEqual(abs(spring.springProgress(at: settle + Double(step) * 0.01) - 1), 0.001)
        }
        XCTAssertGreaterThan(abs(spring.springProgress(at: settle - 0.002) - 1), 0.0009)
    } }

    func testSpringDrivesTheLayerValue() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "drop")
        clock.advance(by: 0.3)
        XCTAssertEqual(layer.presentation()!.position.y, CGFloat(100 * spring.springProgress(at: 0.3)), accuracy: 1e-9)
    } }
}
