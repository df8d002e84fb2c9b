@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// Keyframe paths, springs and transitions at exact media times.
final class GalleryMotionPagesTests: SceneTestCase {
    func testTheAutoRotatingArrowPointsAlongItsPathTheOtherDoesNotTurn() {
        onMainActor {
            let fixture = GalleryPageFixture(KeyframePathPage.self)
            let lap = KeyframePathPage.lap
            for fraction in [0.1, 0.3, 0.6, 0.85] {
                fixture.render(at: lap * fraction)
                let a = fixture.page.arrows[0].presentation()!
                let b = fixture.page.arrows[1].presentation()!
                fixture.render(at: lap * fraction + 0.001)
                let next = fixture.page.arrows[0].presentation()!.position
                let travel = atan2(next.y - a.position.y, next.x - a.position.x)
                let heading = atan2(a.transform.m12, a.transform.m11)
                XCTAssertEqual(abs(remainder(heading - travel, 2 * .pi)), 0, accuracy: 0.02, "heading along the path at \(fraction)")
                XCTAssertTrue(CATransform3DIsIdentity(b.transform), "rotationMode nil: no turn")
            }
            fixture.render(at: lap / 2)
            let half = fixture.page.arrows[0].presentation()!.position
            XCTAssertEqual(half.x, 190, accuracy: 0.5, "paced: half the length is the crossing of the two equal lobes")
            XCTAssertEqual(half.y, 190, accuracy: 0.5)
        }
    }

    func testEachSpringFollowsTheClosedFormWithItsDamping() {
        onMainActor {
            let fixture = GalleryPageFixture(SpringsPage.self)
            for t in [0.15, 0.4, 0.9] {
                fixture.render(at: t)
                for (index, spring) in fixture.page.springs.enumerated() {
                    // Past its settling duration a spring is over and the model value shows.
                    let progress = t < spring.duration ? spring.springProgress(at: t) : 1
                    let expected = SpringsPage.fromX + (SpringsPage.toX - SpringsPage.fromX) * progress
                    XCTAssertEqual(fixture.shown(fixture.page.balls[index]).x, expected, accuracy: 1e-3, "damping \(spring.damping) at \(t)")
                }
            }
            let overshoot = fixture.page.springs[0].springProgress(at: 0.4)
            XCTAssertGreaterThan(overshoot, 1, "the least damped spring overshoots")
            XCTAssertLessThan(fixture.page.springs[3].settlingDuration, fixture.page.springs[0].settlingDuration)
        }
    }

    func testEveryCardChangesFaceThroughItsTransition() {
        onMainActor {
            let fixture = GalleryPageFixture(TransitionsPage.self)
            let stage = fixture.page.stage
            XCTAssertEqual(stage.subviews.count, 8, "four cards and four captions")
            let begin = TransitionsPage.firstChange, duration = TransitionsPage.duration
            fixture.render(at: begin)
            XCTAssertEqual(fixture.page.changes, 1)
            fixture.render(at: begin + duration / 4)
            let flipping = fixture.page.cards[1].layer.presentation()!.transform
            XCTAssertLessThan(flipping.m11, 0.99, "the flip-from-left card is turning")
            XCTAssertEqual(label(fixture.page.cards[0]), "Night", "the new face is set at once, under the old look")

            fixture.render(at: begin + duration + 0.05)
            XCTAssertEqual(stage.subviews.count, 8, "the snapshots and the replaced card are gone")
            XCTAssertEqual(fixture.page.cards.map(label), ["Night", "Night", "Night", "Night"])
            let center = fixture.page.cards[0].convert(CGPoint(x: 20, y: 20), to: nil)
            XCTAssertTrue(pixel(fixture.renderer.pixel(x: Int(center.x), y: Int(center.y)), shows: UIColor(red: 0.25, green: 0.22, blue: 0.6, alpha: 1)))

            fixture.render(at: begin + TransitionsPage.period)
            fixture.render(at: begin + TransitionsPage.period + duration + 0.05)
            XCTAssertEqual(fixture.page.cards.map(label), ["Day", "Day", "Day", "Day"], "and back two seconds later")
        }
    }
}

@MainActor
private func label(_ card: UIView) -> String? {
    (card.subviews.last as? UILabel)?.text
}
