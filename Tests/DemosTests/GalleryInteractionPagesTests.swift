@testable import Demos
import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// The property animator scrubbed by its slider, and the gesture playground.
final class GalleryInteractionPagesTests: SceneTestCase {
    func testTheSliderScrubsTheAnimatorAndPlayRunsItOn() {
        onMainActor {
            let fixture = GalleryPageFixture(PropertyAnimatorPage.self)
            let page = fixture.page
            let (from, to) = (PropertyAnimatorPage.fromX, PropertyAnimatorPage.toX)
            XCTAssertEqual(fixture.shown(page.square).x, from, accuracy: 1e-6, "paused at the start")
            // The thumb's center travels from `from` to `to` along the slider.
            drag(fixture, from: CGPoint(x: from, y: 285), to: CGPoint(x: from + (to - from) / 4, y: 285))
            XCTAssertEqual(page.slider.value, 0.25, accuracy: 1e-6)
            XCTAssertEqual(page.animator.fractionComplete, 0.25, accuracy: 1e-6)
            fixture.render(at: 1)
            let scrubbed = 0.25
            XCTAssertEqual(fixture.shown(page.square).x, from + (to - from) * scrubbed, accuracy: 1e-3,
                           "scrubbing is linear (scrubsLinearly, true by default as on iOS)")
            fixture.render(at: 5)
            XCTAssertEqual(fixture.shown(page.square).x, from + (to - from) * scrubbed, accuracy: 1e-3, "and stays while paused")

            tapStage(fixture, at: page.playButton.center)
            XCTAssertTrue(page.animator.isRunning)
            fixture.render(at: 5 + 0.75 * PropertyAnimatorPage.duration / 2)
            XCTAssertGreaterThan(fixture.shown(page.square).x, from + (to - from) * scrubbed + 1, "playing on from there")
            XCTAssertEqual(page.slider.value, 0.625, accuracy: 1e-3, "the slider follows the animator")
            fixture.render(at: 5 + 0.75 * PropertyAnimatorPage.duration + 0.05)
            fixture.render(at: 7)
            XCTAssertEqual(fixture.shown(page.square).x, to, accuracy: 1e-3, "at the end, paused there (pausesOnCompletion)")
            XCTAssertEqual(page.position, 1, accuracy: 1e-6)
        }
    }

    func testTheTokenIsDraggedTappedAndPinchedAndEachStateShows() {
        onMainActor {
            let fixture = GalleryPageFixture(GesturesPage.self)
            let page = fixture.page
            let start = page.token.center
            let startInStage = page.token.superview!.convert(start, to: page.stage)
            drag(fixture, from: startInStage, to: CGPoint(x: startInStage.x + 60, y: startInStage.y - 40))
            XCTAssertEqual(page.token.center.x, start.x + 60, accuracy: 1e-6)
            XCTAssertEqual(page.token.center.y, start.y - 40, accuracy: 1e-6)
            XCTAssertEqual(page.stateLabels[1].text, "state .ended · translation (0, 0)")

            let color = page.token.backgroundColor
            tapStage(fixture, at: CGPoint(x: startInStage.x + 60, y: startInStage.y - 40))
            fixture.render(at: 1)
            XCTAssertEqual(page.stateLabels[0].text, "state .ended")
            XCTAssertNotEqual(page.token.backgroundColor, color, "a tap recolors the token")

            // Two fingers spreading from 40 to 80 points apart double the token's size.
            let center = page.token.superview!.convert(page.token.center, to: nil)
            let input = fixture.renderer.input
            let (x, y) = (Double(center.x), Double(center.y))
            input.handle(TouchFrame(events: [.down(id: 1, x: x - 20, y: y, serial: 1, time: 0),
                                             .down(id: 2, x: x + 20, y: y, serial: 2, time: 0)]))
            for step in 1...4 {
                let half = 20 + Double(step) * 5
                input.handle(TouchFrame(events: [.motion(id: 1, x: x - half, y: y, time: 0),
                                                 .motion(id: 2, x: x + half, y: y, time: 0)]))
            }
            input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 0), .up(id: 2, serial: 4, time: 0)]))
            XCTAssertEqual(page.token.transform.a, 2, accuracy: 1e-6, "pinched to twice its size")
            XCTAssertTrue(page.stateLabels[2].text?.hasPrefix("state .ended") == true, page.stateLabels[2].text ?? "")
        }
    }
}

/// A pointer drag on the page's stage from `a` to `b` in four moves.
@MainActor
private func drag<Page: GalleryPage>(_ fixture: GalleryPageFixture<Page>, from a: CGPoint, to b: CGPoint) {
    let stage = fixture.page.stage
    fixture.renderer.pointerDown(at: stage.convert(a, to: nil))
    for step in 1...4 {
        let f = CGFloat(step) / 4
        fixture.renderer.pointerMove(to: stage.convert(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), to: nil))
    }
    fixture.renderer.pointerUp()
}
