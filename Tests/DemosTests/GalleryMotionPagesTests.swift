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
            let page = fixture.page, stage = fixture.page.stage
            XCTAssertEqual(stage.subviews.count, 16, "eight cards and eight captions")
            let begin = TransitionsPage.firstChange, duration = TransitionsPage.duration
            fixture.render(at: begin)
            XCTAssertEqual(page.changes, 1)
            fixture.render(at: begin + duration / 4)
            let flipping = page.cards[1].layer.presentation()!.transform
            XCTAssertLessThan(flipping.m11, 0.99, "the flip-from-left card is turning")
            XCTAssertEqual(label(page.cards[0]), "Night", "the new face is set at once, under the old look")

            // Half way: the moveIn card's new face covers its right half, the push card's its left half.
            fixture.render(at: begin + duration / 2)
            @MainActor func shows(_ card: UIView, x: CGFloat, _ color: UIColor) -> Bool {
                let point = card.convert(CGPoint(x: x, y: 110), to: nil)
                return pixel(fixture.renderer.pixel(x: Int(point.x), y: Int(point.y)), shows: color)
            }
            let (day, night) = (TransitionsPage.dayColor, TransitionsPage.nightColor)
            XCTAssertTrue(shows(page.layerCards[1], x: 110, night) && shows(page.layerCards[1], x: 40, day), "moveIn from the right")
            XCTAssertTrue(shows(page.layerCards[2], x: 40, night) && shows(page.layerCards[2], x: 110, day), "push from the left")
            let fade = page.layerCards[0].convert(CGPoint(x: 75, y: 110), to: nil)
            let mixed = fixture.renderer.pixel(x: Int(fade.x), y: Int(fade.y))
            XCTAssertFalse(pixel(mixed, shows: day) || pixel(mixed, shows: night), "fade: a mix of both faces")

            fixture.render(at: begin + duration + 0.05)
            XCTAssertEqual(stage.subviews.count, 16, "the snapshots and the replaced card are gone")
            XCTAssertEqual((page.cards + page.layerCards).map(label), Array(repeating: "Night", count: 8))
            XCTAssertTrue(shows(page.cards[0], x: 10, night) && shows(page.layerCards[3], x: 10, night))

            fixture.render(at: begin + TransitionsPage.period)
            fixture.render(at: begin + TransitionsPage.period + duration + 0.05)
            XCTAssertEqual((page.cards + page.layerCards).map(label), Array(repeating: "Day", count: 8), "and back two seconds later")
        }
    }
}

@MainActor
private func label(_ card: UIView) -> String? {
    (card.subviews.last as? UILabel)?.text
}
