import XCTest
@testable import QuartzCore

final class CAMediaTimingFunctionTests: XCTestCase {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
        var result: [Float] = []
        var values: [Float] = [0, 0]
        for index in 0..<4 {
            f.getControlPoint(at: index, values: &values)
            result += values
        }
        return result
    }

    func testNamedFunctionsHaveApplesControlPoints() {
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .linear)), [0, 0, 0, 0, 1, 1, 1, 1])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeIn)), [0, 0, 0.42, 0, 1, 1, 1, 1])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeOut)), [0, 0, 0, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)), [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .default)), [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    }

    /// Samples the Bézier by its parameter and checks the solver lands on the same point, at ten points per curve.
    func testEachNamedFunctionMatchesItsBezierAtTenPoints() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for name in names {
            let f = CAMediaTimingFunction(name: name)
            let (x1, y1, x2, y2) = (Double(f.controlPoints.0), Double(f.controlPoints.1), Double(f.controlPoints.2), Double(f.controlPoints.3))
            for step in 1...10 {
                let s = Double(step) / 11
                let u = 1 - s
                let x = 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s
                let y = 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
                XCTAssertEqual(f.evaluate(at: x), y, accuracy: 1e-6, "\(name.rawValue) at x=\(x)")
            }
            XCTAssertEqual(f.evaluate(at: 0), 0)
            XCTAssertEqual(f.evaluate(at: 1), 1)
        }
    }

    func testKnownValues() {
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).evaluate(at: 0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertLessThan(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5), 0.5)
        XCTAssertGreaterThan(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5), 0.5)
    }

    func testCustomControlPointsAllowOvershootInY() {
        let f = CAMediaTimingFunction(controlPoints: 0.5, 1.8, 0.5, 1)
        XCTAssertGreaterThan(f.evaluate(at: 0.5), 1)
        XCTAssertEqual(f, CAMediaTimingFunction(controlPoints: 0.5, 1.8, 0.5, 1))
    }
}
