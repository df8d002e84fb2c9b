@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The particles page: snow over a scene whose birth rate follows the slider through a key path into the cell, and
/// confetti bursting where the box is tapped — recorded to reference PNGs.
final class GalleryParticlesPageTests: SceneTestCase {
    func testSnowFollowsTheSliderAndConfettiBurstsOnTap() {
        let images = MainActor.assumeIsolated { () -> [(String, CGImage?)] in
            let fixture = GalleryPageFixture(ParticlesPage.self)
            let page = fixture.page
            fixture.render(at: 1)
            let snowing = fixture.renderer.image
            XCTAssertEqual(page.snow.value(forKeyPath: "emitterCells.snow.birthRate") as? Double, Double(ParticlesPage.initialSnowRate))

            page.slider.value = 150
            page.slider.sendActions(for: .valueChanged)
            CATransaction.flush() // the end of the run-loop turn: the change commits now
            XCTAssertEqual(page.snow.value(forKeyPath: "emitterCells.snow.birthRate") as? Double, 150)
            // Flakes take about two seconds to fall through the upper third: more of them there now.
            @MainActor func flakes() -> Int {
                var count = 0
                for y in 20..<110 { for x in 30..<410 where fixture.renderer.pixel(x: x, y: y) & 0xFF > 0xA0 { count += 1 } }
                return count
            }
            let before = flakes()
            fixture.render(at: 4)
            XCTAssertGreaterThan(flakes(), before * 2, "a heavier snowfall")

            let tap = CGPoint(x: 590, y: 200)
            tapStage(fixture, at: tap)
            XCTAssertEqual(page.bursts.count, 1)
            fixture.render(at: 4.3)
            var coloured = 0
            for y in 60..<260 { for x in 460..<720 where !pixel(fixture.renderer.pixel(x: x, y: y), shows: GalleryPalette.panel) { coloured += 1 } }
            XCTAssertGreaterThan(coloured, 300, "confetti around the tap")
            let burst = fixture.renderer.image
            for _ in 0..<5 { tapStage(fixture, at: tap) }
            XCTAssertEqual(page.bursts.count, ParticlesPage.burstLimit, "old bursts are removed")
            return [("snowFalling", snowing), ("confettiBurst", burst)]
        }
        for (name, image) in images {
            guard let image else { return XCTFail("no frame for \(name)") }
            assertSnapshot(image, named: name)
        }
    }
}

