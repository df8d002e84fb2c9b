import CoreGraphics
import XCTest

final class CGPathTests: XCTestCase {
    func testRectElementsAndDescription() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(path.description, "moveto 1 2\nlineto 4 2\nlineto 4 6\nlineto 1 6\nclosepath")
        var r = CGRect.zero
        XCTAssertTrue(path.isRect(&r))
        XCTAssertEqual(r, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
    }

    func testApplyWithBlockEnumeratesApplesLayout() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 18, y: 3))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        XCTAssertEqual(seen.map(\.0), [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(seen[1].1, [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0)])
        XCTAssertEqual(seen[2].1, [CGPoint(x: 12, y: 3), CGPoint(x: 18, y: 3), CGPoint(x: 20, y: 0)])
    }

    func testEmptyPath() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.boundingBox.isNull)
        XCTAssertTrue(path.boundingBoxOfPath.isNull)
        path.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertTrue(path.isEmpty, "a line without a current point is ignored")
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testSegmentAfterCloseRestartsAtSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        XCTAssertEqual(path.description, "moveto 1 1\nlineto 5 1\nclosepath\nmoveto 1 1\nlineto 1 9")
    }

    func testEllipseBoundingBoxes() {
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 100, height: 50), transform: nil)
        assertRect(path.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 100, height: 50))
        assertRect(path.boundingBox, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(path.elements.first, .moveTo(CGPoint(x: 110, y: 45)))
        // The second point is the bottom (maxY) in a y-down space: clockwise on screen.
        if case .curveTo(let end, _, _) = path.elements[1] { XCTAssertEqual(end, CGPoint(x: 60, y: 70)) } else { XCTFail() }
    }

    func testCurveBoundingBoxExcludesControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        assertRect(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        assertRect(quad.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testArcDirections() {
        // Counterclockwise in y-up terms (clockwise: false) from 0 to π/2 passes through +y.
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        assertRect(ccw.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10))
        // Clockwise from 0 to π/2 goes the long way round through -y and -x.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        assertRect(cw.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20))
        XCTAssertEqual(cw.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(cw.currentPoint.y, 10, accuracy: 1e-9)
        // A difference of 2π or more is a full circle.
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        XCTAssertEqual(full.length, 2 * .pi * 10, accuracy: 0.02)
    }

    func testSweepOfExactlyTwoPiFollowsQuartzsRule() {
        // Quartz's header: from 0 to 2π clockwise draws nothing; from 2π to 0 clockwise is the full circle.
        let nothing = CGMutablePath()
        nothing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        XCTAssertEqual(nothing.elements, [.moveTo(CGPoint(x: 10, y: 0))])
        XCTAssertEqual(nothing.length, 0)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 2 * .pi, endAngle: 0, clockwise: true)
        XCTAssertEqual(clockwise.length, 2 * .pi * 10, accuracy: 0.02)
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        XCTAssertEqual(counterclockwise.length, 2 * .pi * 10, accuracy: 0.02)
        // Angles grow towards +y: on a y-down screen `clockwise: false` turns clockwise, first through +y.
        guard case .curveTo(_, let down, _)? = counterclockwise.elements.dropFirst().first,
              case .curveTo(_, let up, _)? = clockwise.elements.dropFirst().first else {
            return XCTFail("full circles are curves after a move")
        }
        XCTAssertGreaterThan(down.y, 0)
        XCTAssertLessThan(up.y, 0)
    }

    func testArcJoinsCurrentPointWithLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        XCTAssertEqual(path.elements[1], .lineTo(CGPoint(x: -10, y: 0)))
        XCTAssertEqual(path.length, 10 + .pi * 10, accuracy: 0.01)
    }

    func testTangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(path.elements[1], .lineTo(CGPoint(x: 80, y: 0)))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 100, y: 100))
        // 80 straight, a quarter circle of radius 20, 80 straight.
        XCTAssertEqual(path.length, 160 + .pi * 10, accuracy: 0.01)
        // Collinear points give just the line.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(straight.elements, [.moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0))])
    }

    func testRoundedRect() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 10, transform: nil)
        assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 60))
        let expected: CGFloat = 240 + 20 * .pi
        XCTAssertEqual(path.length, expected, accuracy: 0.02)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
    }

    func testContainmentWithBothRules() {
        // Two nested squares drawn the same way: the hole is filled by winding, empty by even-odd.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50), outside = CGPoint(x: 150, y: 50)
        XCTAssertTrue(path.contains(hole, using: .winding))
        XCTAssertFalse(path.contains(hole, using: .evenOdd))
        XCTAssertTrue(path.contains(ring, using: .winding))
        XCTAssertTrue(path.contains(ring, using: .evenOdd))
        XCTAssertFalse(path.contains(outside, using: .winding))
        // With the inner square reversed, winding leaves the hole empty too.
        let reversed = CGMutablePath()
        reversed.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        reversed.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        reversed.closeSubpath()
        XCTAssertFalse(reversed.contains(hole, using: .winding))
        // The transform maps the point before the test.
        XCTAssertTrue(path.contains(CGPoint(x: 140, y: 50), transform: CGAffineTransform(translationX: -100, y: 0)))
    }

    func testCircleContainment() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        XCTAssertTrue(circle.contains(CGPoint(x: 7, y: 7)))
        XCTAssertFalse(circle.contains(CGPoint(x: 7.2, y: 7.2)))
    }

    func testCopyWithTransformAndEquality() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CGAffineTransform(translationX: 5, y: 0)
        let moved = path.copy(using: &t)!
        XCTAssertEqual(moved.boundingBox, CGRect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.copy(using: nil), path)
        let plain = path.copy()!
        path.addLine(to: CGPoint(x: 3, y: 3))
        XCTAssertEqual(plain.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10), "a copy does not follow later changes")
        XCTAssertNotEqual(plain, path)
        XCTAssertNotEqual(moved, path)
        XCTAssertEqual(moved, CGPath(rect: CGRect(x: 5, y: 0, width: 10, height: 10), transform: nil))
        XCTAssertEqual(Set([moved, moved.copy(using: .identity)]).count, 1)
        let copy = path.mutableCopy()!
        copy.addLine(to: .zero)
        XCTAssertNotEqual(copy, path, "a mutable copy is independent")
    }

    func testAddPathAndLines() {
        let a = CGMutablePath()
        a.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 0)])
        XCTAssertEqual(a.length, 9, accuracy: 1e-9)
        let b = CGMutablePath()
        b.addPath(a, transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(b.length, 18, accuracy: 1e-9)
        b.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertEqual(b.elements.filter { $0 == .closeSubpath }.count, 2)
    }

    private func assertRect(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) ≠ \(b)", file: file, line: line)
        }
    }
}
