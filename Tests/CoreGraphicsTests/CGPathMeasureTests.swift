import CoreGraphics
import XCTest

final class CGPathMeasureTests: XCTestCase {
    func testLengthOfKnownArc() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(path.length, .pi * 40, accuracy: 0.01)
    }

    func testPointAndAngleAtDistance() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let measure = CGPathMeasure(path: path)
        XCTAssertEqual(measure.length, 20)
        let mid = measure.position(atDistance: 5)!
        XCTAssertEqual(mid.point, CGPoint(x: 5, y: 0))
        XCTAssertEqual(mid.angle, 0)
        let down = measure.position(atDistance: 15)!
        XCTAssertEqual(down.point, CGPoint(x: 10, y: 5))
        XCTAssertEqual(down.angle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(measure.position(atDistance: -3)?.point, .zero)
        XCTAssertEqual(measure.position(atDistance: 99)?.point, CGPoint(x: 10, y: 10))
        XCTAssertNil(CGMutablePath().point(atDistance: 1))
    }

    func testMovesAddNoLengthButClosesDo() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 110, y: 100))
        XCTAssertEqual(path.length, 50)
        XCTAssertEqual(path.point(atDistance: 45), CGPoint(x: 105, y: 100))
    }

    func testTrimmedPath() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let measure = CGPathMeasure(path: square)
        XCTAssertEqual(measure.path(fromDistance: 5, toDistance: 15).description, "moveto 5 0\nlineto 10 0\nlineto 10 5")
        let whole = measure.path(fromDistance: 0, toDistance: 40)
        XCTAssertEqual(whole.elements.last, .closeSubpath)
        XCTAssertEqual(whole.length, 40)
        XCTAssertTrue(measure.path(fromDistance: 20, toDistance: 20).isEmpty)
    }
}
