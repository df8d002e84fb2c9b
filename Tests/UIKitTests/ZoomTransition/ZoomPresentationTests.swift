import QuartzCore
@testable import UIKit
import XCTest

/// A zoom presentation and its dismissal, by drag too, and the other transitions as the modal styles they name.
final class ZoomPresentationTests: XCTestCase {

    func testAPresentationZoomsOutOfTheSourceAndTheDismissalBackIntoIt() {
        onMainActor {
            let zoom = ZoomRig(inNavigation: false)
            zoom.grid.present(zoom.detail, animated: true)
            zoom.rig.frame(after: 0)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), ZoomRig.thumbnailFrames[0])
            XCTAssertTrue(zoom.thumbnails[0].isHidden)
            zoom.settle()
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertTrue(zoom.grid.presentedViewController === zoom.detail)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
            zoom.current = 1
            zoom.detail.dismiss(animated: true)
            zoom.rig.frame(after: 0)
            XCTAssertEqual(zoom.asked, 2)
            XCTAssertEqualRects(zoom.detail.view.frame, ZoomRig.thumbnailFrames[1])
            zoom.settle()
            XCTAssertNil(zoom.grid.presentedViewController)
            XCTAssertNil(zoom.detail.view.window)
            XCTAssertFalse(zoom.thumbnails[1].isHidden)
        }
    }

    func testADismissalDuringTheZoomTurnsItBack() {
        onMainActor {
            let zoom = ZoomRig(inNavigation: false)
            zoom.grid.present(zoom.detail, animated: true)
            zoom.rig.frame(after: 0.1)
            var completed = false
            zoom.detail.dismiss(animated: true) { completed = true }
            zoom.rig.frame(after: 1.0 / 60)
            XCTAssertFalse(completed)
            zoom.settle()
            XCTAssertTrue(completed)
            XCTAssertNil(zoom.grid.presentedViewController)
            XCTAssertNil(zoom.detail.view.window)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testADragDownDismissesAPresentation() {
        onMainActor {
            let zoom = ZoomRig(inNavigation: false)
            zoom.grid.present(zoom.detail, animated: true)
            zoom.settle()
            zoom.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
            XCTAssertEqualRects(zoom.shownFrame(zoom.detail.view), CGRect(x: 40, y: 140, width: 320, height: 240))
            zoom.releaseAtRest()
            zoom.settle()
            XCTAssertNil(zoom.grid.presentedViewController)
            XCTAssertFalse(zoom.thumbnails[0].isHidden)
        }
    }

    func testTheOtherTransitionsAreTheModalStyles() {
        onMainActor {
            let rig = ControllerRig()
            let root = UIViewController()
            rig.window.rootViewController = root
            rig.frame(after: 0)
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            presented.preferredTransition = .crossDissolve
            root.present(presented, animated: true)
            rig.frame(after: 0)
            XCTAssertEqual((presented.view.layer.presentation() ?? presented.view.layer).opacity, 0, accuracy: 0.01)
            XCTAssertEqual(presented.view.frame.minY, 0, "it fades, it does not slide")
            for _ in 0..<40 { rig.frame(after: 1.0 / 60) }
            presented.dismiss(animated: true)
            rig.frame(after: 0)
            for _ in 0..<40 { rig.frame(after: 1.0 / 60) }
            presented.preferredTransition = .coverVertical
            root.present(presented, animated: true)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(presented.view), 0)
            XCTAssertEqual((presented.view.layer.presentation() ?? presented.view.layer).position.y, 450, accuracy: 1)
            let transitions: [UIViewController.Transition] = [.flipHorizontal, .partialCurl, .coverVertical, .crossDissolve]
            XCTAssertEqual(transitions.count, 4)
        }
    }
}
