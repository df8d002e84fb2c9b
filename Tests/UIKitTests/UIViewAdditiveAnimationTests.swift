import UIKit
import XCTest

/// The ease-in-ease-out curve of the blocks below at `time` seconds into a 1 s animation.
@MainActor
private func curve(_ time: CFTimeInterval) -> CGFloat {
    CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: min(max(time, 0), 1)))
}

/// Block animations of geometry are additive, as since iOS 8: a second block that retargets a moving view adds its
/// animation beside the first, so the motion bends instead of jumping or restarting.
final class UIViewAdditiveAnimationTests: XCTestCase {

    func testRetargetingAddsASecondAnimationAndBothFinish() {
        onMainActor {
            _ = installManualClock(at: 100)
            let context = CAContext.current
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.advance(by: 0)
            var results: [String: Bool] = [:]
            UIView.animate(withDuration: 1, animations: { view.center.x = 105 }, completion: { results["first"] = $0 })
            context.advance(by: 0.5)
            let before = view.layer.presentation()!.position.x
            UIView.animate(withDuration: 1, animations: { view.center.x = 205 }, completion: { results["second"] = $0 })
            XCTAssertEqual(view.layer.animationKeys(), ["position", "position-2"], "the first keeps running")
            let added = view.layer.animation(forKey: "position-2") as? CABasicAnimation
            XCTAssertEqual(added?.isAdditive, true)
            XCTAssertEqual(added?.fromValue as? CGPoint, CGPoint(x: -100, y: 0), "old target minus new target")
            XCTAssertEqual(added?.toValue as? CGPoint, .zero)
            XCTAssertEqual(view.layer.presentation()!.position.x, before, accuracy: 1e-9, "no jump at the retarget")

            // Positions are the model plus both curves' remaining offsets.
            for time in [0.5, 0.75, 1.0, 1.25, 1.5] {
                context.advance(to: 100 + time)
                let expected = 205 - 100 * (1 - curve(time)) - 100 * (1 - curve(time - 0.5))
                XCTAssertEqual(view.layer.presentation()!.position.x, expected, accuracy: 1e-6, "at \(time) s")
                if time == 1.0 { XCTAssertEqual(results["first"], true, "the first ran to its end") }
            }
            XCTAssertEqual(results["second"], true)
            XCTAssertEqual(view.layer.presentation()!.position.x, 205)
        }
    }

    func testVelocityIsContinuousAtTheRetarget() {
        onMainActor {
            let clock = installManualClock(at: 100)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            CATransaction.flush()
            UIView.animate(withDuration: 1) { view.center.x = 105 }
            let step = 1e-4
            clock.set(100.5 - step)
            let x0 = view.layer.presentation()!.position.x
            clock.set(100.5)
            let x1 = view.layer.presentation()!.position.x
            UIView.animate(withDuration: 1) { view.center = CGPoint(x: 105, y: 105) }
            clock.set(100.5 + step)
            let x2 = view.layer.presentation()!.position.x
            let y2 = view.layer.presentation()!.position.y
            let incoming = (x1 - x0) / step
            let outgoing = (x2 - x1) / step
            XCTAssertGreaterThan(incoming, 100, "moving fast at the retarget")
            XCTAssertEqual(outgoing, incoming, accuracy: incoming * 0.01, "x keeps its speed")
            XCTAssertEqual(y2, 5, accuracy: 1e-3, "y starts from rest")
        }
    }
}
