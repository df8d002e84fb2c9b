import TestSupport
import UIKit
import XCTest

/// A gauge as iOS apps draw one in `draw(_:)`: a track ring, a progress arc, a rounded badge, a dashed outline,
/// a curve, and circles from 0 to 2π in both directions.
final class GaugeView: UIView {
    var progress: CGFloat = 0.7

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: 60, y: 60)
        let track = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 10
        UIColor(white: 0.85, alpha: 1).setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: 40, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 10
        arc.lineCapStyle = .round
        UIColor.systemBlue.setStroke()
        arc.stroke()

        let badge = UIBezierPath(roundedRect: CGRect(x: 130, y: 20, width: 80, height: 40),
                                 byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 14, height: 14))
        UIColor.orange.setFill()
        badge.fill()

        let outline = UIBezierPath(roundedRect: CGRect(x: 130, y: 72, width: 80, height: 36), cornerRadius: 8)
        outline.lineWidth = 2
        outline.setLineDash([6, 3], count: 2, phase: 0)
        UIColor.darkGray.setStroke()
        outline.stroke()

        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: 10, y: 140))
        wave.addCurve(to: CGPoint(x: 110, y: 140), controlPoint1: CGPoint(x: 40, y: 110), controlPoint2: CGPoint(x: 80, y: 170))
        wave.addQuadCurve(to: CGPoint(x: 210, y: 140), controlPoint: CGPoint(x: 160, y: 110))
        wave.lineWidth = 3
        wave.lineJoinStyle = .round
        UIColor.purple.setStroke()
        wave.stroke()

        for (index, clockwise) in [true, false].enumerated() {
            let dot = UIBezierPath(arcCenter: CGPoint(x: 30 + CGFloat(index) * 40, y: 180), radius: 12,
                                   startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            UIColor.red.setFill()
            dot.fill()
        }

        let ring = UIBezierPath(ovalIn: CGRect(x: 130, y: 160, width: 40, height: 36))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 140, y: 170, width: 20, height: 16)))
        ring.usesEvenOddFillRule = true
        UIColor.green.setFill()
        ring.fill(with: .normal, alpha: 0.8)

        UIColor.blue.setStroke()
        UIBezierPath(rect: CGRect(x: 180.5, y: 160.5, width: 30, height: 30)).stroke(with: .normal, alpha: 0.5)
    }
}

/// UIBezierPath drawn the way iOS views draw it, compared with a reference picture.
final class BezierPathDrawingTests: XCTestCase {
    func testAViewDrawsItsPathsInDrawRect() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 220, height: 200))
            gauge.backgroundColor = .white
            return try XCTUnwrap(renderOffscreen(gauge))
        }
        assertSnapshot(image)
    }

    func testAViewMadeWithAZeroFrameDrawsOnceItHasASize() throws {
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.backgroundColor = .white
            let dot = Dot(frame: .zero)
            window.addSubview(dot)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 20, y: 20), 0xFFFF_0000, "drawn once layout gave it a size")
            XCTAssertEqual(renderer.pixel(x: 11, y: 11), 0xFFFF_FFFF, "outside the oval")
        }
    }

    func testAddClipLimitsWhatIsDrawnAfterIt() throws {
        final class ClippedView: UIView {
            override func draw(_ rect: CGRect) {
                UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).addClip()
                UIColor.red.setFill()
                UIRectFill(bounds)
            }
        }
        try MainActor.assumeIsolated {
            let view = ClippedView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = .white
            let image = try XCTUnwrap(renderOffscreen(view))
            XCTAssertEqual(image.pixel(x: 30, y: 30), 0xFFFF_0000, "inside the clip")
            XCTAssertEqual(image.pixel(x: 12, y: 12), 0xFFFF_FFFF, "outside the oval")
        }
    }
}
