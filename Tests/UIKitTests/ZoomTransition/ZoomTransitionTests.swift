import QuartzCore
@testable import UIKit
import XCTest

/// The zoom push and pop: the detail grows out of the thumbnail's frame to the whole window and shrinks back into
/// the thumbnail the provider names then, the thumbnail hidden meanwhile, on a spring that a pop turns around.
final class ZoomTransitionTests: XCTestCase {

    func testAPushGrowsFromTheSourcesFrameToTheFullFrame() {
        onMainActor {
            let zoom = ZoomRig()
            zoom.push()
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), ZoomRig.thumbnailFrames[0], "at the start")
            XCTAssertTrue(zoom.thumbnails[0].isHidden, "the source is hidden during the zoom")
            XCTAssertEqual(zoom.asked, 1)
            zoom.rig.frame(after: 0.15)
            let between = zoom.shownFrame(zoom.detail.view)
            XCTAssertGreaterThan(between.width, 80)
            XCTAssertLessThan(between.width, 400)
            XCTAssertTrue(zoom.thumbnails[0].isHidden)
            zoom.settle()
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300), "at the end")
            XCTAssertFalse(zoom.thumbnails[0].isHidden, "the source shows again")
            XCTAssertNil(zoom.detail.view.mask)
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
            XCTAssertNil(zoom.grid.view.superview, "the grid leaves once covered")
            XCTAssertEqual(zoom.asked, 1)
        }
    }

    func testThePopShrinksIntoTheSourceTheProviderNamesThen() {
        onMainActor {
            let zoom = ZoomRig()
            zoom.push()
            zoom.settle()
            zoom.current = 1
            zoom.navigation.popViewController(animated: true)
            zoom.rig.frame(after: 0)
            XCTAssertEqual(zoom.asked, 2, "the provider is asked again on the way back")
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqualRects(zoom.detail.view.frame, ZoomRig.thumbnailFrames[1], "it goes to the thumbnail named now")
            XCTAssertTrue(zoom.thumbnails[1].isHidden)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertNil(zoom.detail.view.superview)
            XCTAssertFalse(zoom.thumbnails[1].isHidden, "the source shows again")
            XCTAssertEqual(zoom.detail.view.transform, .identity)
        }
    }

    func testWithoutASourceTheZoomGrowsFromTheMiddleFading() {
        onMainActor {
            let zoom = ZoomRig()
            zoom.current = nil
            zoom.push()
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 100, y: 75, width: 200, height: 150))
            XCTAssertEqual((zoom.detail.view.layer.presentation() ?? zoom.detail.view.layer).opacity, 0, accuracy: 0.01)
            zoom.settle()
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(zoom.detail.view.alpha, 1)
        }
    }

    func testAPopDuringTheZoomTurnsItBackFromWhereItIs() {
        onMainActor {
            let zoom = ZoomRig()
            zoom.push()
            zoom.rig.frame(after: 0.1)
            let before = zoom.shownFrame(zoom.detail.view)
            XCTAssertGreaterThan(before.width, 100)
            zoom.navigation.popViewController(animated: true)
            zoom.rig.frame(after: 1.0 / 60)
            let after = zoom.shownFrame(zoom.detail.view)
            XCTAssertEqual(after.width, before.width, accuracy: 30, "it turns from where it is, without a jump")
            zoom.settle()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.grid)
            XCTAssertEqual(zoom.navigation.viewControllers.count, 1)
            XCTAssertNil(zoom.detail.view.superview)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
            XCTAssertNotNil(zoom.grid.view.window)
            XCTAssertEqual(zoom.asked, 1, "a turned-back zoom returns to the source it came from")
        }
    }

    func testTheAlignmentRectLinesUpWithTheSource() {
        onMainActor {
            let options = UIZoomTransitionOptions()
            var aligned: [UIView] = []
            options.alignmentRectProvider = { context in
                aligned.append(context.sourceView)
                return CGRect(x: 0, y: 120, width: 400, height: 60)
            }
            let zoom = ZoomRig(options: options)
            zoom.push()
            XCTAssertEqual(aligned.count, 1)
            XCTAssertTrue(aligned.first === zoom.thumbnails[0])
            // The band (400×60) fills the thumbnail (80×60) by height: scale 1, centred on the thumbnail.
            let shown = zoom.shownFrame(zoom.detail.view)
            XCTAssertEqual(shown.width, 400, accuracy: 0.5)
            XCTAssertEqual(shown.midX, ZoomRig.thumbnailFrames[0].midX, accuracy: 0.5)
            XCTAssertEqual(shown.minY + 150, ZoomRig.thumbnailFrames[0].midY, accuracy: 0.5)
            let mask = zoom.detail.view.mask.map { $0.layer.presentation() ?? $0.layer }
            XCTAssertEqual(mask?.bounds.size ?? .zero, CGSize(width: 80, height: 60))
        }
    }

    func testReduceMotionTurnsTheZoomIntoACrossFade() {
        onMainActor {
            let zoom = ZoomRig()
            UIApplication.shared.accessibility.settings.reduceMotion = true
            defer { UIApplication.shared.accessibility.settings.reduceMotion = false }
            zoom.push()
            zoom.rig.frame(after: 0.1)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300), "no zoom")
            let opacity = (zoom.detail.view.layer.presentation() ?? zoom.detail.view.layer).opacity
            XCTAssertGreaterThan(opacity, 0.1)
            XCTAssertLessThan(opacity, 0.9)
            XCTAssertFalse(zoom.thumbnails[0].isHidden, "the source stays")
            zoom.settle()
            XCTAssertEqual(zoom.detail.view.alpha, 1)
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
        }
    }

    func testAnotherTransitionLetsTheZoomsGesturesGo() {
        onMainActor {
            let zoom = ZoomRig.zoomedIn()
            zoom.detail.preferredTransition = .crossDissolve
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertNil(zoom.navigation.transitionCoordinator, "no zoom to dismiss by")
            zoom.releaseAtRest()
            XCTAssertTrue(zoom.navigation.topViewController === zoom.detail)
        }
    }

    func testTheDimmingTakesTheOptionsColourOrBlur() {
        onMainActor {
            let options = UIZoomTransitionOptions()
            options.dimmingColor = .systemPink
            var zoom = ZoomRig(options: options)
            zoom.push()
            let container = zoom.detail.view.superview
            let index = container?.subviews.firstIndex { $0 === zoom.detail.view } ?? 0
            let dimming = index > 0 ? container?.subviews[index - 1] : nil
            XCTAssertEqual(dimming?.backgroundColor, .systemPink, "the dimming lies just under the zoomed view")
            XCTAssertEqual((dimming?.layer.presentation() ?? dimming?.layer)?.opacity ?? 1, 0, accuracy: 0.01)
            zoom.settle()
            XCTAssertNil(dimming?.superview, "it goes at the end")
            options.dimmingVisualEffect = UIBlurEffect(style: .regular)
            zoom = ZoomRig(options: options)
            zoom.push()
            let subviews = zoom.detail.view.superview?.subviews ?? []
            XCTAssertTrue(subviews.contains { $0 is UIVisualEffectView })
        }
    }
}
