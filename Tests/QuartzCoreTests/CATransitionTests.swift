import XCTest
@testable import QuartzCore

final class CATransitionTests: XCTestCase {
    func testProgressRunsFromStartToEndProgress() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.duration = 1
        layer.add(transition, forKey: CATransition.key)
        clock.advance(by: 0.5)
        let running = layer.animation(forKey: "transition") as? CATransition
        XCTAssertEqual(running?.type, .push)
        XCTAssertEqual(running?.subtype, .fromLeft)
        XCTAssertEqual(running?.progress(atLayerTime: layer.convertTime(CACurrentMediaTime(), from: nil)) ?? -1, 0.4, accuracy: 1e-6)
        clock.advance(by: 1)
        XCTAssertNil(running?.progress(atLayerTime: layer.convertTime(CACurrentMediaTime(), from: nil)))
        CAAnimationEngine.update()
        XCTAssertNil(layer.animation(forKey: "transition"))
    } }

    func testProgressBoundsAreClamped() { onMainActor {
        let transition = CATransition()
        transition.startProgress = -1
        transition.endProgress = .nan
        XCTAssertEqual(transition.startProgress, 0)
        XCTAssertEqual(transition.endProgress, 1)
    } }
}
