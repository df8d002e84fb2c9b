import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// The zoomed detail under the finger: a drag down shrinks it into a card that follows the finger; released far
/// enough or quickly it goes into the thumbnail, else it springs back; the edge swipe and a pinch do the same, and
/// `interactiveDismissShouldBegin` may refuse.
final class ZoomInteractiveDismissalTests: XCTestCase {

    func testTheCardFollowsTheFingerAndFinishesIntoTheSource() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false)
            // 120 of 300 points down: scale 1 − 0.5 × 0.4 = 0.8, the point taken (200, 100) under the finger at (200, 220).
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 40, y: 140, width: 320, height: 240))
            XCTAssertTrue(zoom.thumbnails[0].isHidden)
            XCTAssertEqual(zoom.asked, 2)
            zoom.releaseAtRest()
            XCTAssertFalse(zoom.navigation.transitionCoordinator?.isCancelled ?? true)
            XCTAssertEqualRects(zoom.detail.view.frame, ZoomRig.thumbnailFrames[0], "it goes into the source")
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertNil(zoom.detail.view.superview)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testAShortSlowDragSpringsBack() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 30), steps: 10)
            XCTAssertLessThan(zoom.shownFrame(zoom.detail.view).width, 400)
            zoom.releaseAtRest()
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isCancelled ?? false)
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertNil(zoom.grid.view.superview)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
            XCTAssertNil(zoom.detail.view.mask)
            // The drag works again.
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false)
        }
    }

    func testAQuickShortFlickFinishes() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 40), steps: 4)
            zoom.rig.renderer.pointerUp()
            XCTAssertFalse(zoom.navigation.transitionCoordinator?.isCancelled ?? true)
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
        }
    }

    func testTheEdgeSwipeDrivesTheZoom() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            zoom.drag(from: CGPoint(x: 4, y: 150), by: CGPoint(x: 196, y: 0), steps: 20)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false)
            let shown = zoom.shownFrame(zoom.detail.view)
            // 196 of 400 points: scale 0.755.
            XCTAssertEqual(shown.width, 400 * (1 - 0.5 * 196 / 400), accuracy: 0.5)
            zoom.releaseAtRest()
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testInteractiveDismissShouldBeginCanRefuse() {
        onMainActor {
            let options = UIZoomTransitionOptions()
            var asked: [UIZoomTransitionInteractionContext] = []
            options.interactiveDismissShouldBegin = { context in
                asked.append(context)
                return false
            }
            let zoom = ZoomRig.zoomedIn(options: options)
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertNil(zoom.navigation.transitionCoordinator)
            XCTAssertEqual(asked.count, 1)
            XCTAssertTrue(asked.first?.willBegin ?? false)
            XCTAssertGreaterThan(asked.first?.velocity.dy ?? 0, 0)
            XCTAssertEqual(asked.first?.location.x ?? 0, 200, accuracy: 1)
            zoom.releaseAtRest()
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
        }
    }

    func testAPinchShrinksTheCardAndFinishes() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            let input = zoom.rig.renderer.input
            func now() -> UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }
            input.handle(TouchFrame(events: [.down(id: 1, x: 150, y: 150, serial: 1, time: now()),
                                             .down(id: 2, x: 250, y: 150, serial: 2, time: now())]))
            for step in 1...10 {
                zoom.rig.frame(after: 1.0 / 60)
                let inset = 3.0 * Double(step)
                input.handle(TouchFrame(events: [.motion(id: 1, x: 150 + inset, y: 150, time: now()),
                                                 .motion(id: 2, x: 250 - inset, y: 150, time: now())]))
            }
            zoom.rig.frame(after: 0)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false)
            // The fingers 40 points apart of 100: the card at 0.4 of its size about them.
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 120, y: 90, width: 160, height: 120))
            zoom.rig.frame(after: 0.2)
            input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: now()), .up(id: 2, serial: 4, time: now())]))
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testAScrollViewAwayFromItsTopScrollsAndAtItsTopTheDragDismisses() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            let scrollView = UIScrollView(frame: zoom.detail.view.bounds)
            scrollView.contentSize = CGSize(width: 400, height: 1000)
            scrollView.contentInsetAdjustmentBehavior = .never
            zoom.detail.view.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            zoom.rig.frame(after: 0)
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 60), steps: 10)
            XCTAssertNil(zoom.navigation.transitionCoordinator, "the scroll view scrolls")
            XCTAssertLessThan(scrollView.contentOffset.y, 100)
            zoom.releaseAtRest()
            zoom.settle()
            scrollView.contentOffset = .zero
            zoom.rig.frame(after: 0)
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false, "at its top the drag dismisses")
            XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.5)
        }
    }
}
