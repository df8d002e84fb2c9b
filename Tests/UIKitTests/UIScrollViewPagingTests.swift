@testable import UIKit
import Wayland
import XCTest

/// A paged scroll view comes to rest on whole pages, one page at most per drag, chosen by the release velocity.
final class UIScrollViewPagingTests: XCTestCase {
    typealias Rig = UIScrollViewDelegateTests.Rig

    @MainActor
    private static func pagedRig() -> Rig {
        let rig = Rig(contentSize: CGSize(width: 1000, height: 200))
        rig.scrollView.isPagingEnabled = true
        return rig
    }

    func testASlowDragSettlesOnTheNearestPage() {
        onMainActor {
            let rig = Self.pagedRig()
            rig.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 70, y: 100), steps: 8, holdBeforeRelease: 0.5)
            XCTAssertEqual(rig.recorder.proposedTarget, CGPoint(x: 0, y: 0), "80 points is less than half a page: back")
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 0, accuracy: 0.001)
            rig.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 30, y: 100), steps: 8, holdBeforeRelease: 0.5)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 0.001, "120 points is past half a page: on")
            XCTAssertEqual(rig.recorder.events.last, "didEndDecelerating")
        }
    }

    func testAShortFlickTurnsThePage() {
        onMainActor {
            let rig = Self.pagedRig()
            rig.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 90, y: 100), steps: 3)
            XCTAssertGreaterThan(rig.recorder.releaseVelocity!.x, 0.3)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 0.001)
            rig.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 100), steps: 3)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 0, accuracy: 0.001, "a flick the other way turns back")
        }
    }

    func testAFlickTurnsAtMostOnePage() {
        onMainActor {
            let rig = Self.pagedRig()
            rig.scrollView.contentOffset.x = 200
            rig.drag(from: CGPoint(x: 190, y: 100), to: CGPoint(x: -160, y: 100), steps: 5)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 400, accuracy: 0.001, "one page on from where the drag began")
        }
    }

    func testTheLastPageEndsAtTheContent() {
        onMainActor {
            let rig = Rig(contentSize: CGSize(width: 900, height: 200))
            rig.scrollView.isPagingEnabled = true
            rig.scrollView.contentOffset.x = 600
            rig.drag(from: CGPoint(x: 190, y: 100), to: CGPoint(x: 100, y: 100), steps: 3)
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.x, 700, accuracy: 0.001, "the content's end, not a page past it")
        }
    }

    func testTheDecelerationRateSetsHowFastThePageSettles() {
        onMainActor {
            var remaining: [CGFloat] = []
            for rate in [UIScrollView.DecelerationRate.normal, .fast] {
                let rig = Self.pagedRig()
                rig.scrollView.decelerationRate = rate
                rig.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 30, y: 100), steps: 8, holdBeforeRelease: 0.5)
                for _ in 0..<18 {
                    rig.renderer.renderFrame()
                    rig.clock.advance(by: 1.0 / 60)
                }
                remaining.append(200 - rig.scrollView.contentOffset.x)
            }
            XCTAssertGreaterThan(remaining[0], 40, "normal: about half the way left after 0.3 s")
            XCTAssertLessThan(remaining[1], 10, "fast: nearly there")
        }
    }
}
