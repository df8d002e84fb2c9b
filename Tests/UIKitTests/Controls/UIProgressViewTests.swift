@testable import UIKit
import XCTest

/// `UIProgressView`: its progress rules and sizes, the fill sliding at exact times, its colours and images, and a
/// Foundation `Progress` followed by polling on the context's clock.
final class UIProgressViewTests: XCTestCase {
    func testProgressIsKeptWithinZeroAndOneAndStylesSizeTheBar() {
        onMainActor {
            let bar = UIProgressView(progressViewStyle: .default)
            XCTAssertEqual(bar.progressViewStyle, .default)
            XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
            XCTAssertEqual(bar.frame.height, 4)
            XCTAssertEqual(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height, 2.5)
            bar.progress = 1.5
            XCTAssertEqual(bar.progress, 1)
            bar.progress = -2
            XCTAssertEqual(bar.progress, 0)
            bar.progress = 0.3
            bar.setProgress(.nan, animated: true)
            XCTAssertEqual(bar.progress, 0.3, "NaN is refused")
        }
    }

    func testAnAnimatedChangeSlidesTheFillOverAQuarterSecond() {
        onMainActor {
            let rig = ControlRig(UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4)))
            rig.control.progress = 0.2
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.control.fillView.frame.width, 40, accuracy: 0.001)
            rig.control.setProgress(0.6, animated: true)
            XCTAssertEqual(rig.control.progress, 0.6, "the model value changes at once")
            XCTAssertEqual(rig.control.fillView.frame.width, 120, accuracy: 0.001)
            @MainActor func shown() -> CGFloat { rig.control.fillView.layer.presentation()?.bounds.width ?? -1 }
            rig.advance(by: 0)
            XCTAssertEqual(shown(), 40, accuracy: 0.01, "the fill starts where it was")
            rig.advance(by: 0.125)
            XCTAssertEqual(shown(), 80, accuracy: 0.01, "half way at half time (ease in and out)")
            rig.advance(by: 0.125)
            XCTAssertEqual(shown(), 120, accuracy: 0.01)
            rig.control.setProgress(0.1, animated: false)
            rig.advance(by: 0)
            XCTAssertEqual(shown(), 20, accuracy: 0.01, "without animation the fill jumps")
        }
    }

    func testColoursAndImagesFillTheTrackAndBar() {
        onMainActor {
            let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
            bar.progressTintColor = .red
            bar.trackTintColor = .blue
            XCTAssertEqual(bar.fillView.layer.backgroundColor, UIColor.red.cgColor)
            XCTAssertEqual(bar.trackView.layer.backgroundColor, UIColor.blue.cgColor)
            XCTAssertEqual(bar.fillView.layer.cornerRadius, 2, "the default style has rounded ends")
            let stripes = UIImage.filled(width: 8, height: 4, color: .green)
            bar.progressImage = stripes
            bar.trackImage = stripes
            XCTAssertTrue(bar.fillView.image === stripes)
            XCTAssertTrue(bar.trackView.image === stripes)
            XCTAssertNil(bar.fillView.layer.backgroundColor, "an image takes the colour's place")
            bar.progressViewStyle = .bar
            bar.progressImage = nil
            XCTAssertEqual(bar.fillView.layer.cornerRadius, 0, "the bar style is square")
            bar.semanticContentAttribute = .forceRightToLeft
            bar.progress = 0.25
            XCTAssertEqual(bar.fillView.frame, CGRect(x: 75, y: 0, width: 25, height: 4), "right to left, the fill grows from the right")
        }
    }

    func testAnObservedProgressIsFollowedByPollingUntilItFinishes() {
        onMainActor {
            let rig = ControlRig(UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4)))
            let download = Progress(totalUnitCount: 10)
            download.completedUnitCount = 2
            rig.control.observedProgress = download
            XCTAssertEqual(rig.control.progress, 0.2, "taken at once when set")
            download.completedUnitCount = 5
            XCTAssertEqual(rig.control.progress, 0.2)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.control.progress, 0.5, "read again within a tenth of a second")
            XCTAssertTrue(CADisplayLink.isAnyRunning)
            download.completedUnitCount = 10
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.control.progress, 1)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "a finished progress is no longer polled")
            let next = Progress(totalUnitCount: 4)
            rig.control.observedProgress = next
            XCTAssertEqual(rig.control.progress, 0)
            rig.control.removeFromSuperview()
            XCTAssertFalse(CADisplayLink.isAnyRunning, "nor is one out of a window")
        }
    }
}
