import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A progress ring as loading-indicator libraries build one: a shape layer whose path is a full-circle
/// UIBezierPath, shown partly through `strokeEnd`, so the circle's direction decides which quarter shows.
final class ProgressRingTests: XCTestCase {
    /// A view with the ring in its layer, as an indicator's setup code adds it.
    @MainActor
    static func ringView(frame: CGRect, clockwise: Bool) -> UIView {
        let view = UIView(frame: frame)
        let ring = CAShapeLayer()
        ring.frame = view.bounds
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        ring.path = UIBezierPath(arcCenter: center, radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0.25
        view.layer.addSublayer(ring)
        return view
    }

    /// The ring's pixels a second after it was shown, past any implicit animation of the new layer's properties:
    /// what is checked here is the path's direction, not how a new layer first appears.
    private func quarterShown(clockwise: Bool) -> (below: UInt32, above: UInt32) {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            window.addSubview(Self.ringView(frame: window.bounds, clockwise: clockwise))
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            clock.advance(by: 1)
            renderer.renderFrame()
            let offset = Int((30 / 2.0.squareRoot()).rounded())
            return (renderer.pixel(x: 50 + offset, y: 50 + offset), renderer.pixel(x: 50 + offset, y: 50 - offset))
        }
    }

    func testClockwiseTrueRunsDownFromThreeOClock() {
        let shown = quarterShown(clockwise: true)
        XCTAssertEqual(shown.below, 0xFFFF_0000, "the first quarter is the lower right one")
        XCTAssertEqual(shown.above, 0xFFFF_FFFF)
    }

    func testClockwiseFalseRunsUpFromThreeOClockAndIsStillACircle() {
        let shown = quarterShown(clockwise: false)
        XCTAssertEqual(shown.above, 0xFFFF_0000, "the first quarter is the upper right one")
        XCTAssertEqual(shown.below, 0xFFFF_FFFF)
    }
}
