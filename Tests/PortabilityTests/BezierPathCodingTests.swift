import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A path kept in an archive, as iOS apps save drawings: `NSKeyedArchiver` and back, elements and line style whole.
final class BezierPathCodingTests: XCTestCase {
    func testAPathRoundTripsThroughAKeyedArchive() throws {
        let path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 60, height: 30), cornerRadius: 6)
        path.move(to: CGPoint(x: 10, y: 50))
        path.addQuadCurve(to: CGPoint(x: 40, y: 50), controlPoint: CGPoint(x: 25, y: 70))
        path.addLine(to: CGPoint(x: 50.25, y: -3.5))
        path.lineWidth = 3.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.miterLimit = 4
        path.flatness = 0.25
        path.usesEvenOddFillRule = true
        path.setLineDash([6, 2, 1], count: 3, phase: 1.5)

        let data = try NSKeyedArchiver.archivedData(withRootObject: path, requiringSecureCoding: true)
        let decoded = try XCTUnwrap(NSKeyedUnarchiver.unarchivedObject(ofClass: UIBezierPath.self, from: data))

        XCTAssertEqual(decoded.cgPath, path.cgPath, "every element, its kind and points")
        XCTAssertEqual(decoded.lineWidth, 3.5)
        XCTAssertEqual(decoded.lineCapStyle, .round)
        XCTAssertEqual(decoded.lineJoinStyle, .bevel)
        XCTAssertEqual(decoded.miterLimit, 4)
        XCTAssertEqual(decoded.flatness, 0.25)
        XCTAssertTrue(decoded.usesEvenOddFillRule)
        var pattern = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        decoded.getLineDash(&pattern, count: &count, phase: &phase)
        XCTAssertEqual(pattern, [6, 2, 1])
        XCTAssertEqual(count, 3)
        XCTAssertEqual(phase, 1.5)
        XCTAssertTrue(UIBezierPath.supportsSecureCoding)
    }

    func testACopyIsAnIndependentPathWithTheSameStyle() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 5
        let copy = path.copy() as! UIBezierPath
        copy.addLine(to: CGPoint(x: 20, y: 20))
        XCTAssertEqual(copy.lineWidth, 5)
        XCTAssertNotEqual(copy.cgPath, path.cgPath, "changing the copy leaves the original")
    }

    func testAnArchiveWithoutAPathDecodesToNil() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(Data([3]), forKey: "UIBezierPathElementKinds")  // a curve without its points
        archiver.encode(Data(), forKey: "UIBezierPathElementPoints")
        archiver.finishEncoding()
        let broken = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        XCTAssertNil(UIBezierPath(coder: broken))
        let empty = try NSKeyedUnarchiver(forReadingFrom: NSKeyedArchiver(requiringSecureCoding: false).encodedData)
        XCTAssertNil(UIBezierPath(coder: empty))
    }
}
