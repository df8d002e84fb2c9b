@testable import UIKit
import Wayland
import XCTest

/// Thin bars show the visible part of the content while it scrolls, then fade out.
final class UIScrollViewIndicatorTests: XCTestCase {
    typealias Rig = UIScrollViewDelegateTests.Rig

    func testAProgrammaticScrollShowsNoIndicator() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.contentOffset.y = 300
            XCTAssertNil(rig.scrollView.verticalIndicator)
        }
    }

    func testADragShowsTheVerticalBarWhichFadesOutAfterwards() {
        onMainActor {
            let rig = Rig()
            rig.press(at: CGPoint(x: 100, y: 150), movingTo: [CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 50)])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 80, accuracy: 0.001)
            let bar = try! XCTUnwrap(rig.scrollView.verticalIndicator)
            XCTAssertNil(rig.scrollView.horizontalIndicator, "the content does not scroll sideways")
            XCTAssertTrue(rig.scrollView.layer.sublayers?.last === bar)
            XCTAssertEqual(bar.frame.width, 3)
            XCTAssertEqual(bar.frame.maxX, 197, "3 points from the right edge")
            XCTAssertEqual(bar.frame.height, 40, accuracy: 0.001, "200 of 1000 points visible: a fifth of the track")
            XCTAssertEqual(bar.frame.minY, 80 + 160 * 80 / 800, accuracy: 0.001, "in content coordinates, a tenth down the track")
            rig.clock.advance(by: 0.2)
            XCTAssertEqual(bar.presentation()?.opacity ?? -1, 1, accuracy: 0.001)
            rig.clock.advance(by: 0.45)
            XCTAssertEqual(bar.presentation()?.opacity ?? -1, 0.5, accuracy: 0.01, "halfway through the fade")
            rig.clock.advance(by: 0.2)
            XCTAssertEqual(bar.presentation()?.opacity ?? -1, 0, accuracy: 0.001)
        }
    }

    func testFlashingShowsBothBarsInsideTheirInsetsAndStyle() {
        onMainActor {
            let rig = Rig(contentSize: CGSize(width: 400, height: 400))
            rig.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 5)
            rig.scrollView.indicatorStyle = .white
            rig.scrollView.showsHorizontalScrollIndicator = false
            rig.scrollView.flashScrollIndicators()
            XCTAssertNil(rig.scrollView.horizontalIndicator)
            rig.scrollView.showsHorizontalScrollIndicator = true
            rig.scrollView.flashScrollIndicators()
            let vertical = try! XCTUnwrap(rig.scrollView.verticalIndicator)
            let horizontal = try! XCTUnwrap(rig.scrollView.horizontalIndicator)
            XCTAssertEqual(vertical.frame, CGRect(x: 189, y: 10, width: 3, height: 90))
            XCTAssertEqual(horizontal.frame, CGRect(x: 0, y: 194, width: 100, height: 3))
            XCTAssertEqual(vertical.backgroundColor, ScrollIndicatorLayer.color(for: .white))
            XCTAssertEqual(rig.scrollView.layer.sublayers?.suffix(2).count { $0 is ScrollIndicatorLayer }, 2)
        }
    }

    func testPullingPastAnEdgeShortensTheBar() {
        onMainActor {
            let bar = UIScrollView.indicatorBar(track: (0, 200), offset: -30, min: 0, max: 800, visible: 200, content: 1000)
            XCTAssertEqual(bar.start, 0)
            XCTAssertEqual(bar.length, 10)
            let long = UIScrollView.indicatorBar(track: (0, 200), offset: 0, min: 0, max: 9800, visible: 200, content: 10000)
            XCTAssertEqual(long.length, 36, "never shorter than the minimum")
        }
    }
}
