import UIKit
import XCTest

/// A window rendered offscreen shows its views where they are, as the animation puts them.
final class OffscreenRenderingTests: XCTestCase {
    private static let red: UInt32 = 0xFFFF_0000
    private static let white: UInt32 = 0xFFFF_FFFF

    func testViewsAppearWithTheirBackgroundColors() {
        let (red, white) = (Self.red, Self.white)
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            window.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 10))
            box.backgroundColor = .red
            window.addSubview(box)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 10, y: 20), red)
            XCTAssertEqual(renderer.pixel(x: 39, y: 29), red)
            XCTAssertEqual(renderer.pixel(x: 40, y: 20), white)
        }
    }

    func testAnAnimatedViewIsDrawnWhereThePresentationIs() {
        let (red, white) = (Self.red, Self.white)
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            window.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = .red
            window.addSubview(box)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.frame.origin.x = 100
            })
            renderer.renderFrame()
            clock.advance(by: 0.5)
            XCTAssertTrue(renderer.renderFrame(), "still animating")
            XCTAssertEqual(renderer.pixel(x: 52, y: 5), red)
            XCTAssertEqual(renderer.pixel(x: 2, y: 5), white)
            XCTAssertEqual(renderer.pixel(x: 102, y: 5), white)
            clock.advance(by: 0.6)
            XCTAssertFalse(renderer.renderFrame(), "done")
            XCTAssertEqual(renderer.pixel(x: 102, y: 5), red)
        }
    }
}
