import UIKit
import XCTest

/// UIBezierPath's elements, bounds and hit testing, as code that builds paths for shape layers relies on.
final class BezierPathElementTests: XCTestCase {
    private let center = CGPoint(x: 50, y: 50)

    private func endPoints(_ path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.cgPath.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: points.append(element.pointee.points[0])
            case .addQuadCurveToPoint: points.append(element.pointee.points[1])
            case .addCurveToPoint: points.append(element.pointee.points[2])
            case .closeSubpath: break
            }
        }
        return points
    }

    private func assertClose(_ a: CGPoint, _ b: CGPoint, _ message: String, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, message, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, message, line: line)
    }

    func testAFullTurnFromZeroToTwoPiIsACircleBothWays() {
        for clockwise in [true, false] {
            let circle = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            let points = endPoints(circle)
            XCTAssertEqual(points.count, 5, "a move and four quarter curves, clockwise: \(clockwise)")
            assertClose(points.first!, CGPoint(x: 70, y: 50), "starts at angle 0")
            assertClose(points.last!, CGPoint(x: 70, y: 50), "ends where it started")
            XCTAssertEqual(circle.bounds.width, 40, accuracy: 1e-9)
            XCTAssertEqual(circle.bounds.height, 40, accuracy: 1e-9)
        }
    }

    func testAFullTurnTheOtherWayRoundIsACircleToo() {
        for clockwise in [true, false] {
            let circle = UIBezierPath(arcCenter: center, radius: 20, startAngle: 2 * .pi, endAngle: 0, clockwise: clockwise)
            XCTAssertEqual(endPoints(circle).count, 5, "clockwise: \(clockwise)")
        }
        let ring = UIBezierPath(arcCenter: center, radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        XCTAssertEqual(endPoints(ring).count, 5, "a progress ring's full track from the top")
    }

    func testClockwiseIsClockwiseOnTheScreen() {
        let clockwise = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(endPoints(clockwise).count, 2, "a quarter turn: one curve")
        assertClose(endPoints(clockwise).last!, CGPoint(x: 50, y: 70), "from 3 o'clock down to 6 o'clock")

        let counterclockwise = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(endPoints(counterclockwise).count, 4, "three quarters of a turn the long way")
        assertClose(endPoints(counterclockwise)[1], CGPoint(x: 50, y: 30), "up through 12 o'clock first")
        assertClose(endPoints(counterclockwise).last!, CGPoint(x: 50, y: 70), "ending at 6 o'clock")
    }

    func testTheSameArcAsCGPathHasTheOppositeClockwise() {
        let bezier = UIBezierPath(arcCenter: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let quartz = CGMutablePath()
        quartz.addArc(center: center, radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(bezier.cgPath, quartz)
    }

    func testArcsAndLinesJoinAtTheCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addArc(withCenter: center, radius: 20, startAngle: .pi, endAngle: 0, clockwise: true)
        path.close()
        let points = endPoints(path)
        assertClose(points[2], CGPoint(x: 30, y: 50), "a line to the arc's start")
        assertClose(path.currentPoint, .zero, "a close goes back to the subpath's start")
        XCTAssertLessThan(points[3].y, 50, "from 9 o'clock clockwise goes over the top")
    }

    func testShapesStartWhereUIKitStartsThem() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(endPoints(rect), [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        XCTAssertEqual(rect.bounds, CGRect(x: 10, y: 20, width: 30, height: 40))

        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(oval.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(endPoints(oval).count, 5)

        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        assertClose(endPoints(rounded)[0], CGPoint(x: 10 * 1.528665, y: 0), "starts after the top-left corner's continuous curve")
        XCTAssertEqual(rounded.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))

        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                     byRoundingCorners: .topRight, cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertEqual(endPoints(oneCorner).map { $0.x.rounded() }, [0, 85, 100, 100, 0, 0])
        XCTAssertTrue(oneCorner.contains(CGPoint(x: 1, y: 1)), "a square top-left corner")
        XCTAssertFalse(oneCorner.contains(CGPoint(x: 99, y: 1)), "a rounded top-right corner")
        XCTAssertTrue(oneCorner.contains(CGPoint(x: 99, y: 49)), "a square bottom-right corner")
    }

    func testAnEmptyPathAndItsCurrentPoint() {
        let path = UIBezierPath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.bounds, .zero)
        XCTAssertEqual(path.currentPoint, .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertTrue(path.isEmpty, "a line needs a current point")
        path.move(to: CGPoint(x: 1, y: 2))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
    }

    func testContainsFollowsTheFillRule() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "both ovals wind the same way")
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)), "the hole under even-odd")
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50)))
        XCTAssertTrue(ring.reversing().contains(CGPoint(x: 10, y: 50)), "the rule is copied")
    }

    func testReversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), controlPoint: CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 30), controlPoint1: CGPoint(x: 25, y: 10), controlPoint2: CGPoint(x: 30, y: 20))
        path.lineWidth = 4
        let reversed = path.reversing()
        XCTAssertEqual(endPoints(reversed), [CGPoint(x: 30, y: 30), CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        XCTAssertEqual(reversed.cgPath.elements[1], .curveTo(CGPoint(x: 20, y: 10), control1: CGPoint(x: 30, y: 20), control2: CGPoint(x: 25, y: 10)))
        XCTAssertEqual(reversed.lineWidth, 4)
        XCTAssertEqual(reversed.reversing().cgPath, path.cgPath, "twice is the original")

        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
        XCTAssertEqual(square.cgPath.elements.last, .closeSubpath)
        XCTAssertEqual(endPoints(square), [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
    }

    func testApplyCGPathAndTheLineStyle() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 5, width: 20, height: 20))

        let copy = UIBezierPath(cgPath: path.cgPath)
        XCTAssertEqual(copy.cgPath, path.cgPath)
        path.lineWidth = 3
        let duplicate = path.copy() as! UIBezierPath
        XCTAssertEqual(duplicate.cgPath, path.cgPath)
        XCTAssertEqual(duplicate.lineWidth, 3)
        path.lineWidth = 1
        copy.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        XCTAssertEqual(copy.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))

        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertEqual(path.flatness, 0.6)
        XCTAssertFalse(path.usesEvenOddFillRule)

        let dashes: [CGFloat] = [4, 2, 1]
        path.setLineDash(dashes, count: dashes.count, phase: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: nil)
        XCTAssertEqual(read, dashes)
        XCTAssertEqual(phase, 3)
    }

    func testASubclassAsIOSCodeWritesOne() {
        final class StarPath: UIBezierPath {
            override init() {
                super.init()
                move(to: CGPoint(x: 10, y: 0))
                addLine(to: CGPoint(x: 20, y: 20))
                addLine(to: CGPoint(x: 0, y: 20))
                close()
            }

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }

            override var bounds: CGRect { super.bounds.insetBy(dx: -1, dy: -1) }
        }
        let star = StarPath()
        XCTAssertEqual(star.bounds, CGRect(x: -1, y: -1, width: 22, height: 22))
        XCTAssertEqual(endPoints(star).count, 3)
    }
}
