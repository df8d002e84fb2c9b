@testable import UIKit
import Wayland
import XCTest

/// The delegate's view for zooming scales within the zoom limits, by code or by a pinch, and the content size follows.
final class UIScrollViewZoomTests: XCTestCase {
    @MainActor
    final class ZoomDelegate: UIScrollViewDelegate {
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("didEnd(\(scale))")
        }
    }

    @MainActor
    private static func rig() -> (UIScrollViewDelegateTests.Rig, ZoomDelegate) {
        let rig = UIScrollViewDelegateTests.Rig(contentSize: CGSize(width: 100, height: 100))
        let zoom = ZoomDelegate()
        rig.scrollView.addSubview(zoom.image)
        rig.scrollView.delegate = zoom
        return (rig, zoom)
    }

    func testSettingTheScaleScalesTheViewAndTheContentWithinTheLimits() {
        onMainActor {
            let (rig, zoom) = Self.rig()
            XCTAssertNil(rig.scrollView.pinchGestureRecognizer, "no room to zoom at 1...1")
            rig.scrollView.minimumZoomScale = 0.5
            rig.scrollView.maximumZoomScale = 4
            XCTAssertNotNil(rig.scrollView.pinchGestureRecognizer)
            rig.scrollView.zoomScale = 2
            XCTAssertEqual(rig.scrollView.zoomScale, 2)
            XCTAssertEqual(zoom.image.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
            XCTAssertEqual(rig.scrollView.contentSize, CGSize(width: 200, height: 200))
            XCTAssertEqual(zoom.events, ["didZoom"])
            rig.scrollView.setZoomScale(10, animated: false)
            XCTAssertEqual(rig.scrollView.zoomScale, 4, "held at the maximum")
            XCTAssertEqual(rig.scrollView.contentSize, CGSize(width: 400, height: 400))
            rig.scrollView.setZoomScale(0.1, animated: false)
            XCTAssertEqual(rig.scrollView.zoomScale, 0.5)
        }
    }

    func testZoomingToARectCentresIt() {
        onMainActor {
            let (rig, zoom) = Self.rig()
            defer { withExtendedLifetime(zoom) {} }
            rig.scrollView.maximumZoomScale = 4
            rig.scrollView.zoom(to: CGRect(x: 50, y: 50, width: 25, height: 25), animated: false)
            XCTAssertEqual(rig.scrollView.zoomScale, 4, "8 would fit; the maximum is 4")
            XCTAssertEqual(rig.scrollView.contentOffset, CGPoint(x: 150, y: 150), "the rect's centre (62.5 × 4) in the middle")
        }
    }

    func testAPinchZoomsAndBouncesBackFromPastTheMaximum() {
        onMainActor {
            let (rig, zoom) = Self.rig()
            rig.scrollView.maximumZoomScale = 1.5
            rig.input.handle(TouchFrame(events: [.down(id: 1, x: 50, y: 100, serial: 1, time: 0),
                                                 .down(id: 2, x: 150, y: 100, serial: 2, time: 0)]))
            rig.clock.advance(by: 0.01)
            rig.input.handle(TouchFrame(events: [.motion(id: 1, x: 0, y: 100, time: 10), .motion(id: 2, x: 200, y: 100, time: 10)]))
            XCTAssertTrue(rig.scrollView.isZooming)
            XCTAssertEqual(rig.scrollView.zoomScale, 1.5 * (2 / 1.5).squareRoot(), accuracy: 1e-9, "past the maximum, damped")
            rig.input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 20), .up(id: 2, serial: 4, time: 20)]))
            XCTAssertFalse(rig.scrollView.isZooming)
            XCTAssertTrue(rig.scrollView.isZoomBouncing)
            XCTAssertEqual(zoom.events.first, "willBegin")
            XCTAssertFalse(zoom.events.contains { $0.hasPrefix("didEnd") })
            rig.settle()
            XCTAssertFalse(rig.scrollView.isZoomBouncing)
            XCTAssertEqual(rig.scrollView.zoomScale, 1.5)
            XCTAssertEqual(rig.scrollView.contentSize, CGSize(width: 150, height: 150))
            XCTAssertEqual(zoom.events.last, "didEnd(1.5)")
        }
    }
}
