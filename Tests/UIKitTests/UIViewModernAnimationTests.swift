import UIKit
import XCTest

/// The later block forms on the manual clock: iOS 17 springs, `modifyAnimations`, `inheritedAnimationDuration` and
/// `perform(_:on:options:animations:completion:)`.
final class UIViewModernAnimationTests: XCTestCase {
    func testASpringByDurationAndBounceOvershootsOnlyWithBounce() {
        onMainActor {
            for (bounce, overshoots) in [(CGFloat(0), false), (0.4, true)] {
                let rig = AnimationRig()
                var finished: Bool?
                UIView.animate(springDuration: 0.5, bounce: bounce) {
                    rig.view.center.x = 105
                } completion: { finished = $0 }
                var peak: CGFloat = 0
                for _ in 0..<120 {
                    rig.frame(after: 1.0 / 60)
                    peak = max(peak, rig.shown.position.x)
                }
                XCTAssertEqual(peak > 105.5, overshoots, "bounce \(bounce): peak \(peak)")
                XCTAssertEqual(finished, true, "settled within two seconds")
                XCTAssertEqual(rig.shown.position.x, 105, accuracy: 0.01)
            }
        }
    }

    func testTheInheritedDurationIsTheBlocksOwn() {
        onMainActor {
            _ = AnimationRig()
            var inside: TimeInterval = -1
            UIView.animate(withDuration: 0.7) { inside = UIView.inheritedAnimationDuration }
            XCTAssertEqual(inside, 0.7)
            XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
            UIView.animate(withDuration: 0.7) {
                UIView.performWithoutAnimation { inside = UIView.inheritedAnimationDuration }
            }
            XCTAssertEqual(inside, 0, "no animation, no duration")
        }
    }

    func testModifiedAnimationsRepeatWhileTheRestPlaysOnce() {
        onMainActor {
            let rig = AnimationRig()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                rig.view.alpha = 0
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                    rig.view.center.x = 105
                }
            }
            rig.frame(after: 1.5)
            XCTAssertEqual(rig.shown.opacity, 0, accuracy: 0.001, "the plain change played once")
            XCTAssertEqual(rig.shown.position.x, 55, accuracy: 0.5, "half-way back in the first reversal")
            rig.frame(after: 1.0)
            XCTAssertEqual(rig.shown.position.x, 55, accuracy: 0.5, "half-way out again in the second repeat")
        }
    }

    func testADeleteFadesTheViewsThenRemovesThemRestored() {
        onMainActor {
            let rig = AnimationRig()
            var finished: Bool?
            var alongside = false
            UIView.perform(.delete, on: [rig.view], options: .curveLinear, animations: { alongside = true }) { finished = $0 }
            XCTAssertTrue(alongside)
            rig.frame(after: 0.15)
            XCTAssertEqual(rig.shown.opacity, 0.5, accuracy: 0.01, "half faded")
            XCTAssertNotNil(rig.view.superview)
            rig.frame(after: 0.2)
            XCTAssertEqual(finished, true)
            XCTAssertNil(rig.view.superview, "removed at the end")
            XCTAssertEqual(rig.view.alpha, 1, "restored for showing again")
            XCTAssertEqual(rig.view.transform, .identity)
        }
    }
}
