import UIKit
import XCTest

/// View transitions on the manual clock.
final class UIViewTransitionTests: XCTestCase {
    func testCrossDissolveShowsTheOldLookFadingOverTheNew() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = .red
            window.addSubview(view)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            var finished: Bool?
            UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                view.backgroundColor = .blue
            }, completion: { finished = $0 })
            renderer.renderFrame()
            clock.advance(by: 0.5)
            renderer.renderFrame()
            let halfway = renderer.pixel(x: 50, y: 50)
            XCTAssertEqual(halfway >> 16 & 0xFF, 0x80, accuracy: 2, "half the old red")
            XCTAssertEqual(halfway & 0xFF, 0x80, accuracy: 2, "half the new blue")
            clock.advance(by: 0.6)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 50, y: 50), 0xFF00_00FF)
            XCTAssertEqual(finished, true)
            XCTAssertEqual(window.subviews.count, 1, "the snapshot is gone")
        }
    }

    func testAFlipTurnsTheOldViewAwayAndTheNewOneIn() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            front.backgroundColor = .red
            let back = UIView(frame: .zero)
            back.backgroundColor = .blue
            window.addSubview(front)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            var finished: Bool?
            UIView.transition(from: front, to: back, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) { finished = $0 }
            renderer.renderFrame()
            clock.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 50, y: 50), 0xFFFF_0000, "the old face, half turned")
            XCTAssertEqual(renderer.pixel(x: 2, y: 50), 0xFFFF_FFFF, "narrower than it was")
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 50, y: 50), 0xFF00_00FF, "the new face turning in")
            clock.advance(by: 0.4)
            renderer.renderFrame()
            renderer.renderFrame()
            XCTAssertEqual(finished, true)
            XCTAssertNil(front.superview)
            XCTAssertTrue(back.superview === window)
            XCTAssertEqual(renderer.pixel(x: 2, y: 50), 0xFF00_00FF)
        }
    }
}
