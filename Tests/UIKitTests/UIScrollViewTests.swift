@testable import UIKit
import Wayland
import XCTest

/// Scrolling by dragging with the pointer, gliding after release, and the wheel.
final class UIScrollViewTests: XCTestCase {
    @MainActor
    private final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        lazy var input = WindowInput(window: window)
        lazy var renderer = OffscreenRenderer(window: window)

        init() {
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            window.addSubview(scrollView)
        }

        func pointer(_ events: [PointerEvent]) {
            input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
        }

        /// Drags from y0 to y1 in `steps` moves of 10 ms each.
        func drag(from y0: Double, to y1: Double, steps: Int) {
            pointer([.motion(x: 100, y: y0, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            for step in 1...steps {
                clock.advance(by: 0.01)
                pointer([.motion(x: 100, y: y0 + (y1 - y0) * Double(step) / Double(steps), time: 0)])
            }
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
        }

        /// Renders frames 1/60 s apart until nothing moves (at most `seconds`).
        func settle(seconds: Double = 5) {
            var elapsed = 0.0
            while renderer.renderFrame(), elapsed < seconds {
                clock.advance(by: 1.0 / 60)
                elapsed += 1.0 / 60
            }
        }
    }

    func testDraggingMovesTheContentWithTheFinger() {
        onMainActor {
            let rig = Rig()
            rig.pointer([.motion(x: 100, y: 150, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            rig.clock.advance(by: 0.5)
            rig.pointer([.motion(x: 100, y: 130, time: 0)])
            rig.clock.advance(by: 0.5)
            rig.pointer([.motion(x: 100, y: 50, time: 0)])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 130 - 50, accuracy: 0.001, "follows the finger from where scrolling began, without a jump")
            XCTAssertTrue(rig.scrollView.isDragging)
        }
    }

    func testAFlickGlidesAndComesToRestInside() {
        onMainActor {
            let rig = Rig()
            rig.drag(from: 190, to: 40, steps: 5)
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
            rig.pointer([.motion(x: 100, y: 20, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            rig.clock.advance(by: 0.5)
            rig.pointer([.motion(x: 100, y: 40, time: 0)])
            rig.clock.advance(by: 0.5)
            rig.pointer([.motion(x: 100, y: 180, time: 0)])
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
