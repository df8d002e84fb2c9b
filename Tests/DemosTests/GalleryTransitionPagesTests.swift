@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// The transition pages at exact media times: the circular reveal held half way and scrubbed by a drag through a
/// `UIPercentDrivenInteractiveTransition`, and the custom presentation controller's card over its dimming view.
final class GalleryTransitionPagesTests: SceneTestCase {
    func testTheRevealOpensHeldHalfWayAndADragScrubsAndFinishesIt() {
        onMainActor {
            let fixture = GalleryPageFixture(CircularRevealPage.self)
            let page = fixture.page
            fixture.render(at: 0.5)
            XCTAssertEqual(page.navigation.viewControllers.count, 2, "the push started")
            XCTAssertTrue(page.navigation.transitionCoordinator?.isInteractive ?? false)
            let full = fullRadius(of: page)
            XCTAssertEqual(revealRadius(of: page), 1 + (full - 1) * ease(0.5), accuracy: 0.5, "held half way, time standing still")
            fixture.render(at: 1.5)
            XCTAssertEqual(revealRadius(of: page), 1 + (full - 1) * ease(0.5), accuracy: 0.5)
            // A drag of a fifth of the panel to the right: 70 %.
            let start = CGPoint(x: 300, y: 200)
            fixture.renderer.pointerDown(at: start)
            for step in 1...8 {
                fixture.render(at: 1.5 + Double(step) / 60)
                fixture.renderer.pointerMove(to: CGPoint(x: start.x + 72 * CGFloat(step) / 8, y: start.y))
            }
            fixture.render(at: 1.7)
            XCTAssertEqual(revealRadius(of: page), 1 + (full - 1) * ease(0.7), accuracy: 1, "the drag scrubs the reveal")
            fixture.renderer.pointerUp()
            for step in 1...60 { fixture.render(at: 1.7 + Double(step) / 60) }
            XCTAssertNil(page.navigation.transitionCoordinator, "past half way: finished")
            XCTAssertEqual(page.navigation.topViewController?.title, "Sunset")
            XCTAssertNil(page.navigation.topViewController?.view.layer.mask)
            // Back: a short drag to the left, let go before half way: the pop cancels.
            fixture.renderer.pointerDown(at: start)
            for step in 1...8 {
                fixture.render(at: 3 + Double(step) / 60)
                fixture.renderer.pointerMove(to: CGPoint(x: start.x - 60 * CGFloat(step) / 8, y: start.y))
            }
            fixture.render(at: 3.3)
            XCTAssertEqual(revealRadius(of: page), full - (full - 1) * ease(60.0 / 360), accuracy: 1, "the circle shrinks back")
            fixture.renderer.pointerUp()
            for step in 1...60 { fixture.render(at: 3.3 + Double(step) / 60) }
            XCTAssertNil(page.navigation.transitionCoordinator)
            XCTAssertEqual(page.navigation.topViewController?.title, "Sunset", "before half way: cancelled")
        }
    }

    func testTheCustomPresentationRaisesTheCardOverAFadingDimmingView() {
        onMainActor {
            let fixture = GalleryPageFixture(DimmingPresentationPage.self)
            let page = fixture.page
            let card = page.presenter.presentedViewController
            XCTAssertNotNil(card, "presented as the page shows")
            let controller = card?.presentationController as? DimmingPresentationController
            XCTAssertNotNil(controller)
            fixture.render(at: 0.25)
            let opacity = controller?.dimmingView.layer.presentation()?.opacity ?? -1
            XCTAssertGreaterThan(opacity, 0.05, "the dimming fades in alongside")
            XCTAssertLessThan(opacity, 0.99)
            fixture.render(at: 1)
            // The panel's container: 360×340; the card over its lower 55 %, 12 points in.
            XCTAssertEqual(card?.view.frame, CGRect(x: 12, y: 340 - 187 - 12, width: 336, height: 187))
            XCTAssertEqual(controller?.dimmingView.alpha, 1)
            // A tap on the dimming view dismisses the card.
            fixture.renderer.pointerDown(at: CGPoint(x: 380, y: 60))
            fixture.render(at: 1.02)
            fixture.renderer.pointerUp()
            for step in 1...40 { fixture.render(at: 1.02 + Double(step) / 60) }
            XCTAssertNil(page.presenter.presentedViewController)
            XCTAssertNil(controller?.dimmingView.window)
        }
    }
}

@MainActor
private func ease(_ fraction: Double) -> CGFloat {
    CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: fraction))
}

/// The radius the reveal's circle shows now (its mask's path, as presented).
@MainActor
private func revealRadius(of page: CircularRevealPage) -> CGFloat {
    let views = page.navigation.transitionView.subviews
    guard let mask = views.compactMap({ $0.layer.mask as? CAShapeLayer }).first,
          let path = (mask.presentation() ?? mask).path else { return -1 }
    return path.boundingBox.width / 2
}

/// The radius that uncovers the whole content area from the reveal's origin.
@MainActor
private func fullRadius(of page: CircularRevealPage) -> CGFloat {
    let size = page.navigation.viewControllers[0].view.bounds.size
    let origin = CircularRevealPage.origin
    return hypot(max(origin.x, size.width - origin.x), max(origin.y, size.height - origin.y))
}
