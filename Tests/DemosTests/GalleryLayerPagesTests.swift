@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// Shape strokes, gradients, shadows and the card flip at exact media times.
final class GalleryLayerPagesTests: SceneTestCase {
    func testStrokesDrawThemselvesAndTheSpinnersEndsChase() {
        onMainActor {
            let fixture = GalleryPageFixture(ShapeStrokePage.self)
            fixture.render(at: ShapeStrokePage.draw / 2)
            XCTAssertEqual(fixture.page.ring.presentation()!.strokeEnd, 0.5, accuracy: 1e-6, "easeInEaseOut(0.5)")
            fixture.render(at: 0.4)
            XCTAssertEqual(fixture.page.spinner.presentation()!.strokeStart, 0, accuracy: 1e-6, "the tail starts after 0.5 s")
            fixture.render(at: ShapeStrokePage.draw * 1.5)
            XCTAssertEqual(fixture.page.tick.presentation()!.strokeEnd, 0.5, accuracy: 1e-6, "autoreversed, undrawing")
            fixture.render(at: 1)
            let spinner = fixture.page.spinner.presentation()!
            XCTAssertEqual(spinner.strokeEnd, 1, accuracy: 1e-6, "the head holds the end (fill forwards)")
            XCTAssertEqual(spinner.strokeStart, 0.5, accuracy: 1e-6)
            fixture.render(at: 0.3)
            XCTAssertEqual(fixture.page.ants.presentation()!.lineDashPhase, -8, accuracy: 1e-6)
        }
    }

    func testEachGradientAnimatesItsOwnProperty() {
        onMainActor {
            let fixture = GalleryPageFixture(GradientsPage.self)
            fixture.render(at: GradientsPage.period / 4)
            let axial = fixture.page.axial.presentation()!
            let r = 0.5 * cos(Double.pi / 4)
            XCTAssertEqual(axial.startPoint.x, 0.5 - r, accuracy: 1e-6, "an eighth of the turn")
            XCTAssertEqual(axial.endPoint.y, 0.5 + r, accuracy: 1e-6)
            fixture.render(at: GradientsPage.period / 4)
            let locations = fixture.page.radial.presentation()!.locations!.map(\.doubleValue)
            for (value, expected) in zip(locations, [0, 0.35, 0.675, 1]) { XCTAssertEqual(value, expected, accuracy: 1e-6) }
            XCTAssertEqual(fixture.page.conic.presentation()!.type, .conic)
            let colors = fixture.page.conic.presentation()!.colors as? [CGColor]
            let start = GalleryPalette.accents[3].cgColor.components!, end = GalleryPalette.accents[1].cgColor.components!
            XCTAssertEqual(colors?.first?.components?[0] ?? 0, (start[0] + end[0]) / 2, accuracy: 1e-6, "halfway between the color sets")
        }
    }

    func testShadowsAnimateRadiusOffsetAndOpacity() {
        onMainActor {
            let fixture = GalleryPageFixture(ShadowsPage.self)
            fixture.render(at: ShadowsPage.period / 2)
            let lifting = fixture.page.cards[0].layer.presentation()!
            XCTAssertEqual(lifting.shadowRadius, 10, accuracy: 1e-6)
            XCTAssertEqual(lifting.shadowOffset.height, 10, accuracy: 1e-6)
            XCTAssertEqual(fixture.page.cards[1].layer.presentation()!.shadowOpacity, 0.4, accuracy: 1e-6)
            XCTAssertNotNil(fixture.page.floorShadow.layer.shadowPath)
            let card = fixture.page.cards[0].convert(CGPoint(x: 65, y: 176), to: nil)
            let below = fixture.renderer.pixel(x: Int(card.x), y: Int(card.y))
            XCTAssertLessThan(below & 0xFF, 0xCC, "the shadow darkens the page under the lifted card: \(String(below, radix: 16))")
        }
    }

    func testTheCardShowsItsBackOnlyPastEdgeOnAndTheDoubleSidedOneShowsItsFrontMirrored() {
        onMainActor {
            let fixture = GalleryPageFixture(CardFlipPage.self)
            let cycle = CardFlipPage.cycle
            @MainActor func center(_ view: UIView) -> UInt32 {
                let point = view.superview!.convert(CGPoint(x: 150, y: 100), to: nil)
                return fixture.renderer.pixel(x: Int(point.x), y: Int(point.y))
            }
            XCTAssertTrue(pixel(center(fixture.page.front), shows: CardFlipPage.frontColor))
            fixture.render(at: cycle * 0.35 / 2)
            let angle = atan2(-fixture.page.front.layer.presentation()!.transform.m13, fixture.page.front.layer.presentation()!.transform.m11)
            XCTAssertEqual(abs(angle), .pi / 2, accuracy: 1e-3, "edge-on halfway through the turn")
            fixture.render(at: cycle * 0.42)
            XCTAssertTrue(pixel(center(fixture.page.back), shows: CardFlipPage.backColor), "turned over: the back")
            XCTAssertTrue(pixel(center(fixture.page.mirrored), shows: CardFlipPage.frontColor), "double-sided: the front seen from behind")
            fixture.render(at: cycle * 0.95)
            XCTAssertTrue(pixel(center(fixture.page.front), shows: CardFlipPage.frontColor), "and back again")
        }
    }
}
