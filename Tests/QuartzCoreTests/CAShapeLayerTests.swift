import XCTest
@testable import QuartzCore

final class CAShapeLayerTests: XCTestCase {
    func testDefaults() { onMainActor {
        let layer = CAShapeLayer()
        XCTAssertEqual(layer.fillColor, CGColor.black)
        XCTAssertNil(layer.strokeColor)
        XCTAssertEqual(layer.strokeEnd, 1)
        XCTAssertEqual(layer.lineWidth, 1)
        XCTAssertEqual(layer.miterLimit, 10)
        XCTAssertEqual(layer.lineCap, .butt)
        XCTAssertEqual(layer.lineJoin, .miter)
        XCTAssertEqual(layer.fillRule, .nonZero)
    } }

    func testStrokeEndAnimatesAndCopiesIntoThePresentation() { onMainActor {
        let clock = installManualClock()
        let layer = CAShapeLayer()
        layer.lineWidth = 3
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        layer.add(draw, forKey: "draw")
        clock.advance(by: 1.5)
        let presentation = layer.presentation()!
        XCTAssertEqual(presentation.strokeEnd, 0.75, accuracy: 1e-9)
        XCTAssertEqual(presentation.lineWidth, 3)
    } }

    func testPathMorphsPointByPoint() { onMainActor {
        let clock = installManualClock()
        let layer = CAShapeLayer()
        let from = CGMutablePath()
        from.move(to: .zero)
        from.addLine(to: CGPoint(x: 10, y: 0))
        let to = CGMutablePath()
        to.move(to: CGPoint(x: 0, y: 10))
        to.addLine(to: CGPoint(x: 30, y: 10))
        layer.path = from
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = to
        morph.duration = 1
        layer.add(morph, forKey: "morph")
        clock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.path?.elements, [.moveTo(CGPoint(x: 0, y: 5)), .lineTo(CGPoint(x: 20, y: 5))])
    } }

    func testSettingTheFillColorAnimatesImplicitly() { onMainActor {
        let clock = installManualClock()
        let layer = CAShapeLayer()
        CATransaction.flush()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        clock.advance(by: 0.125)
        XCTAssertEqual(layer.presentation()!.fillColor?.components ?? [], [0.5, 0.5, 0.5, 1])
    } }
}
