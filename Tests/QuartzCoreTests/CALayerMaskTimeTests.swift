import XCTest
@testable import QuartzCore

/// A mask runs in the time of the layer it masks: pausing the host (speed 0, `timeOffset`) holds and scrubs the
/// mask's animations, as the paused-layer idiom and interactive transitions expect.
final class CALayerMaskTimeTests: XCTestCase {
    func testAMasksAnimationFollowsItsHostsTime() { onMainActor {
        let clock = installManualClock()
        let host = CALayer()
        host.speed = 0
        host.timeOffset = 0
        let mask = CALayer()
        host.mask = mask
        XCTAssertEqual(mask.convertTime(CACurrentMediaTime(), from: nil), 0, "the host's paused time")
        let grow = CABasicAnimation(keyPath: "opacity")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        mask.add(grow, forKey: "grow")
        clock.advance(by: 5)
        XCTAssertEqual(mask.presentation()!.opacity, 0, accuracy: 1e-6, "held with the host")
        host.timeOffset = 0.25
        XCTAssertEqual(mask.presentation()!.opacity, 0.25, accuracy: 1e-6, "scrubbed with the host")
        host.mask = nil
        XCTAssertEqual(mask.convertTime(CACurrentMediaTime(), from: nil), CACurrentMediaTime(), "a mask no more")
    } }
}
