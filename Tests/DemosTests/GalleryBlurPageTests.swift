@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The blurred panel over moving cards: the cards blur under it as they move, and the slider scrubs the blur away
/// through the paused property animator.
final class GalleryBlurPageTests: SceneTestCase {
    /// Pixels in the panel's lower part (below its title) differing from their right-hand neighbour by more than
    /// 60 in a channel: card edges show sharp, blurred they do not.
    @MainActor
    private static func sharpEdges(_ fixture: GalleryPageFixture<BlurPage>) -> Int {
        let panel = BlurPage.panelFrame
        var count = 0
        for y in stride(from: Int(panel.minY) + 60, to: Int(panel.maxY) - 4, by: 2) {
            for x in Int(panel.minX) + 4..<Int(panel.maxX) - 5 {
                let a = fixture.renderer.pixel(x: x, y: y), b = fixture.renderer.pixel(x: x + 1, y: y)
                if [16, 8, 0].contains(where: { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) > 60 }) { count += 1 }
            }
        }
        return count
    }

    /// The panel's pixels, row by row.
    @MainActor
    private static func panelPixels(_ fixture: GalleryPageFixture<BlurPage>) -> [UInt32] {
        let panel = BlurPage.panelFrame
        return (Int(panel.minY)..<Int(panel.maxY)).flatMap { y in (Int(panel.minX)..<Int(panel.maxX)).map { fixture.renderer.pixel(x: $0, y: y) } }
    }

    func testTheCardsBlurUnderThePanelAndTheSliderScrubsTheBlurAway() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let fixture = GalleryPageFixture(BlurPage.self)
            let page = fixture.page
            fixture.render(at: 0.6)
            XCTAssertEqual(page.panel.backdropView.backdropLayer.presentation()?.blurRadius, 30, "the light material, whole")
            XCTAssertEqual(Self.sharpEdges(fixture), 0, "the cards under the panel are blurred")
            let before = Self.panelPixels(fixture)
            fixture.render(at: 1.2)
            XCTAssertNotEqual(Self.panelPixels(fixture), before, "the cards move, the blur follows")
            let shot = try XCTUnwrap(fixture.renderer.image)

            // The slider dragged from its thumb (right end) to its left end: no blur.
            let slider = page.slider!
            let thumb = slider.convert(CGPoint(x: slider.bounds.maxX - 14, y: slider.bounds.midY), to: nil)
            fixture.renderer.pointerDown(at: thumb)
            var t = 1.2
            for step in 1...10 {
                t += 1.0 / 60
                fixture.renderer.pointerMove(to: CGPoint(x: thumb.x - CGFloat(step) * 40, y: thumb.y))
                fixture.render(at: t)
            }
            fixture.renderer.pointerUp()
            fixture.render(at: t + 1.0 / 60)
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(page.animator.fractionComplete, 1, accuracy: 1e-6)
            XCTAssertEqual(page.panel.backdropView.backdropLayer.presentation()?.blurRadius ?? -1, 0, accuracy: 1e-6)
            XCTAssertGreaterThan(Self.sharpEdges(fixture), 40, "no blur: the cards' edges show sharp through the panel")
            XCTAssertEqual(page.animator.state, .active, "the animator stays paused for more scrubbing")
            return shot
        }
        assertSnapshot(image, named: "blurredCards")
    }
}
