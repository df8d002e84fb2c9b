import XCTest
@testable import UIKit

/// Key-value observation of views as iOS code does it: a view's frame and alpha and a scroll view's content offset
/// (held by the layer) and the UIKit properties observed most are reported at once.
final class KeyValueObservingViewTests: XCTestCase {
    func testAViewsFrameAndAScrollViewsContentOffsetAreReportedAtOnce() { onMainActor {
        _ = installManualClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var frames: [CGRect] = []
        let frameObservation = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue ?? .zero) }
        view.frame.origin.x = 20
        XCTAssertEqual(frames, [CGRect(x: 20, y: 0, width: 100, height: 50)])

        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [CGFloat] = []
        let offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
            offsets.append(change.newValue?.y ?? -1)
            XCTAssertEqual(scrollView.contentOffset, change.newValue)
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        scrollView.contentOffset.y = 300
        XCTAssertEqual(offsets, [120, 300])
        withExtendedLifetime((frameObservation, offsetObservation)) {}
    } }

    func testAContentSizeChangeIsReportedAtOnce() { onMainActor {
        _ = installManualClock()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var heights: [CGFloat] = []
        let observation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
            heights.append(change.newValue?.height ?? -1)
            XCTAssertEqual(change.oldValue?.height, 0)
        }
        scrollView.contentSize = CGSize(width: 100, height: 640)
        XCTAssertEqual(heights, [640])
        let button = UIButton(type: .system)
        var enabled: [Bool] = []
        let enabledObservation = button.observe(\.isEnabled, options: .new) { _, change in enabled.append(change.newValue ?? true) }
        button.isEnabled = false
        XCTAssertEqual(enabled, [false])
        withExtendedLifetime(enabledObservation) {}
        withExtendedLifetime(observation) {}
    } }
}
