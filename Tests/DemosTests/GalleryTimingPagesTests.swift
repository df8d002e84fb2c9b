@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// The timing pages at exact media times: timing functions, fill modes, pause and resume.
final class GalleryTimingPagesTests: SceneTestCase {
    func testEachDotIsOnItsCurveAtHalfTime() {
        onMainActor {
            let fixture = GalleryPageFixture(TimingFunctionsPage.self)
            fixture.render(at: TimingFunctionsPage.crossing / 2)
            for (index, curve) in TimingFunctionsPage.curves.enumerated() {
                let plot = fixture.page.plots[index]
                let dot = fixture.page.dots[index].presentation()!.position
                XCTAssertEqual(dot.x, plot.midX, accuracy: 1e-6, "\(curve.name): x moves linearly")
                XCTAssertEqual(dot.y, plot.maxY - plot.height * curve.function.evaluate(at: 0.5), accuracy: 1e-6, curve.name)
            }
            let easeIn = fixture.page.dots[1].presentation()!.position.y
            XCTAssertEqual(easeIn, fixture.page.plots[1].maxY - 120 * 0.3153, accuracy: 0.05, "easeIn(0.5) ≈ 0.315")

            fixture.render(at: TimingFunctionsPage.crossing + 0.3)
            for (index, plot) in fixture.page.plots.enumerated() {
                XCTAssertEqual(fixture.page.dots[index].presentation()!.position, CGPoint(x: plot.maxX, y: plot.minY), "held at the end")
            }
            fixture.render(at: TimingFunctionsPage.cycle + 0.5)
            let linear = fixture.page.dots[0].presentation()!.position
            XCTAssertEqual(linear.x, fixture.page.plots[0].minX + 30, accuracy: 1e-6, "the next run started with the cycle")
        }
    }

    func testEachFillModeHoldsWhatItShouldBeforeAndAfter() {
        onMainActor {
            let fixture = GalleryPageFixture(FillModesPage.self)
            let (model, from, to) = (FillModesPage.modelX, FillModesPage.fromX, FillModesPage.toX)
            @MainActor func shown() -> [CGFloat] { fixture.page.boxes.map { fixture.shown($0).x } }

            fixture.render(at: 0.25)
            XCTAssertEqual(shown(), [model, model, from, from], "before beginTime: backwards and both fill with fromValue")
            fixture.render(at: 0.5 + 0.75)
            for x in shown() { XCTAssertEqual(x, (from + to) / 2, accuracy: 1e-6, "all run alike while active") }
            fixture.render(at: 2.5)
            XCTAssertEqual(shown(), [model, to, model, to], "after: forwards and both hold toValue, removed snaps back")
            fixture.render(at: 3 + 0.25)
            XCTAssertEqual(shown(), [model, model, from, from], "the group repeats")
        }
    }

    func testAPausedLayerHoldsStillThenResumesFromWhereItPaused() {
        onMainActor {
            let fixture = GalleryPageFixture(PauseResumePage.self)
            let page = fixture.page
            fixture.render(at: 0.7)
            let beforePause = fixture.shown(page.ball).x
            tapStage(fixture, at: CGPoint(x: 600, y: 300))
            XCTAssertTrue(page.isPaused)
            XCTAssertEqual(page.clockView.layer.speed, 0)
            XCTAssertEqual(fixture.shown(page.ball).x, beforePause, accuracy: 1e-6, "paused where it was")
            fixture.render(at: 1.5)
            XCTAssertEqual(fixture.shown(page.ball).x, beforePause, accuracy: 1e-6, "no movement while paused")

            fixture.render(at: 2)
            tapStage(fixture, at: CGPoint(x: 600, y: 300))
            XCTAssertFalse(page.isPaused)
            XCTAssertEqual(page.clockView.layer.beginTime, 1.3, accuracy: 1e-9, "QA1673: beginTime is the time spent paused")
            fixture.render(at: 2.3)
            let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 1.0 / PauseResumePage.swing)
            XCTAssertEqual(fixture.shown(page.ball).x, 120 + 520 * eased, accuracy: 1e-6, "0.3 s on from the paused 0.7 s")

            tapStage(fixture, at: CGPoint(x: 380, y: 358))
            XCTAssertTrue(page.isPaused, "the button toggles too")
        }
    }
}

/// A click at `point` on the page's stage.
@MainActor
func tapStage<Page: GalleryPage>(_ fixture: GalleryPageFixture<Page>, at point: CGPoint) {
    let inWindow = fixture.page.stage.convert(point, to: nil)
    fixture.renderer.pointerDown(at: inWindow)
    fixture.renderer.pointerUp()
}
