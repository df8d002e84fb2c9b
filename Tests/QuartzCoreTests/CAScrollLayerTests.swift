import QuartzCore
import XCTest

/// `CAScrollLayer` moves its bounds' origin along the directions its mode allows; a sublayer scrolls its closest
/// scroll layer to a point or a rectangle and knows the part of it that shows.
final class CAScrollLayerTests: XCTestCase {
    @MainActor
    private static func scroller(mode: CAScrollLayerScrollMode = .both) -> (CAScrollLayer, CALayer) {
        withoutActions {
            let scroller = CAScrollLayer()
            scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
            scroller.scrollMode = mode
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            scroller.addSublayer(content)
            return (scroller, content)
        }
    }

    func testScrollingToAPointFollowsTheMode() { onMainActor {
        _ = installManualClock()
        let (scroller, _) = Self.scroller()
        XCTAssertEqual(scroller.scrollMode, .both, "Core Animation's default")
        XCTAssertTrue(scroller.presentation()?.scrollMode == .both || scroller.presentation() == nil)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        XCTAssertEqual(scroller.bounds, CGRect(x: 30, y: 40, width: 100, height: 80))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 50, y: 0))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 50, y: 40), "only x moves")
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint.zero)
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 50, y: 40))
        scroller.scrollMode = .both
        scroller.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 50, y: 40), "a point that is not finite is refused")
    } }

    func testScrollingToARectangleMovesTheLeast() { onMainActor {
        _ = installManualClock()
        let (scroller, _) = Self.scroller()
        scroller.scroll(to: CGRect(x: 150, y: 10, width: 20, height: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 70, y: 0), "its right edge just shows; y already shows")
        scroller.scroll(to: CGRect(x: 20, y: 100, width: 20, height: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 20, y: 40), "its left edge, and its bottom edge")
        scroller.scroll(to: CGRect(x: 0, y: 0, width: 300, height: 300))
        XCTAssertEqual(scroller.bounds.origin, .zero, "larger than the bounds: its top-left corner")
    } }

    func testASublayerScrollsItsScrollLayerAndKnowsWhatShows() { onMainActor {
        _ = installManualClock()
        let (scroller, content) = Self.scroller()
        let item = withoutActions {
            let item = CALayer()
            item.frame = CGRect(x: 200, y: 100, width: 50, height: 50)
            content.addSublayer(item)
            return item
        }
        XCTAssertEqual(item.visibleRect, .zero, "out of view")
        XCTAssertEqual(content.visibleRect, CGRect(x: 0, y: 0, width: 100, height: 80))
        item.scroll(CGPoint(x: 10, y: 10))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 210, y: 110), "the point lands at the scroll layer's origin")
        XCTAssertEqual(item.visibleRect, CGRect(x: 10, y: 10, width: 40, height: 40))
        item.scrollRectToVisible(CGRect(x: -20, y: 0, width: 10, height: 10))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 180, y: 100))
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        loose.scroll(.zero)
        XCTAssertEqual(loose.visibleRect, loose.bounds, "no scroll layer above: the bounds")
    } }
}
