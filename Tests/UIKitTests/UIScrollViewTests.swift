@testable import UIKit
import Wayland
import XCTest

/// Scrolling by dragging with the pointer, gliding after release, and the wheel.
final class UIScrollViewTests: XCTestCase {
    typealias Rig = UIScrollViewDelegateTests.Rig

    func testDraggingMovesTheContentWithTheFinger() {
        onMainActor {
            let rig = Rig()
            rig.press(at: CGPoint(x: 100, y: 150), movingTo: [CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 50)])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 130 - 50, accuracy: 0.001, "follows the finger from where scrolling began, without a jump")
            XCTAssertTrue(rig.scrollView.isDragging)
        }
    }

    func testAFlickGlidesAndComesToRestInside() {
        onMainActor {
            let rig = Rig()
            rig.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 40), steps: 5)
            XCTAssertTrue(rig.scrollView.isDecelerating)
            let atRelease = rig.scrollView.contentOffset.y
            rig.settle()
            XCTAssertFalse(rig.scrollView.isDecelerating)
            XCTAssertGreaterThan(rig.scrollView.contentOffset.y, atRelease + 50, "kept going after release")
            XCTAssertLessThanOrEqual(rig.scrollView.contentOffset.y, 800, "never rests past the end")
        }
    }

    func testPullingPastTheTopRubberBandsAndSpringsBack() {
        onMainActor {
            let rig = Rig()
            rig.press(at: CGPoint(x: 100, y: 20), movingTo: [CGPoint(x: 100, y: 40), CGPoint(x: 100, y: 180)])
            let pulled = rig.scrollView.contentOffset.y
            XCTAssertLessThan(pulled, 0)
            XCTAssertGreaterThan(pulled, -140, "less than the finger moved")
            rig.clock.advance(by: 0.5)
            rig.pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
            rig.settle()
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 0.001)
        }
    }

    func testTheWheelScrollsWithinTheContent() {
        onMainActor {
            let rig = Rig()
            rig.pointer([.motion(x: 100, y: 100, time: 0), .axis(.vertical, value: 30, steps: 3, time: 0)])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 30)
            rig.pointer([.axis(.vertical, value: -500, steps: nil, time: 0)])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0)
        }
    }
}
