import QuartzCore
@testable import UIKit
import XCTest

/// A finger taking the zoom in flight: the view stops where it is and follows the finger; let go, it goes on into
/// the detail, or, dragged down far enough, back into the thumbnail and the push is undone.
final class ZoomCatchInFlightTests: XCTestCase {

    /// Pushes and takes the growing view by its middle a tenth of a second in, dragging it down by `distance`.
    @MainActor
    private static func catchPush(draggingBy distance: CGFloat) -> (ZoomRig, CGRect) {
        let zoom = ZoomRig()
        zoom.push()
        zoom.rig.frame(after: 0.1)
        let shown = zoom.shownFrame(zoom.detail.view)
        zoom.drag(from: CGPoint(x: shown.midX, y: shown.midY), by: CGPoint(x: 0, y: distance), steps: 10)
        return (zoom, shown)
    }

    func testACaughtZoomHoldsUnderTheFingerAndGoesOnWhenLetGo() {
        onMainActor {
            let (zoom, _) = Self.catchPush(draggingBy: 20)
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isInteractive ?? false)
            let held = zoom.shownFrame(zoom.detail.view)
            XCTAssertLessThan(held.width, 400)
            zoom.rig.frame(after: 0.2)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), held, "it waits for the finger")
            XCTAssertTrue(zoom.thumbnails[0].isHidden)
            zoom.releaseAtRest()
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertNil(zoom.grid.view.superview)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testACaughtZoomDraggedDownGoesBackIntoTheSource() {
        onMainActor {
            let (zoom, _) = Self.catchPush(draggingBy: 120)
            zoom.releaseAtRest()
            XCTAssertTrue(zoom.navigation.transitionCoordinator?.isCancelled ?? false, "the push is undone")
            XCTAssertEqualRects(zoom.detail.view.frame, ZoomRig.thumbnailFrames[0])
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertEqual(zoom.navigation.viewControllers.count, 1)
            XCTAssertNil(zoom.detail.view.superview)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testACaughtPresentationDraggedDownIsUndone() {
        onMainActor {
            let zoom = ZoomRig(inNavigation: false)
            zoom.grid.present(zoom.detail, animated: true)
            zoom.rig.frame(after: 0.1)
            let shown = zoom.shownFrame(zoom.detail.view)
            zoom.drag(from: CGPoint(x: shown.midX, y: shown.midY), by: CGPoint(x: 0, y: 120), steps: 10)
            XCTAssertTrue(zoom.detail.transitionCoordinator?.isInteractive ?? false)
            zoom.releaseAtRest()
            zoom.settle()
            XCTAssertNil(zoom.grid.presentedViewController)
            XCTAssertNil(zoom.detail.view.window)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testATouchHoldsTheZoomAndLiftedItGoesOn() {
        onMainActor {
            let zoom = ZoomRig()
            zoom.push()
            zoom.rig.frame(after: 0.1)
            let shown = zoom.shownFrame(zoom.detail.view)
            zoom.rig.renderer.pointerDown(at: CGPoint(x: shown.midX, y: shown.midY))
            zoom.rig.frame(after: 0.2)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), shown, accuracy: 1, "held where the touch found it")
            zoom.rig.renderer.pointerUp()
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }
}
