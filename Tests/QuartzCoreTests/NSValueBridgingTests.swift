import Foundation
import QuartzCore
import XCTest

/// Points, sizes and rectangles cast to and from `NSValue` boxes through `Any`, as they do on Apple's platforms.
final class NSValueBridgingTests: XCTestCase {
    func testABoxCastsToItsValueAndAValueToABox() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let boxed: Any = NSValue(cgRect: rect)
        XCTAssertEqual(boxed as? CGRect, rect)
        let bare: Any = rect
        XCTAssertEqual((bare as? NSValue)?.cgRectValue, rect)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)) as Any as? CGPoint, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)) as Any as? CGSize, CGSize(width: 7, height: 8))
    }

    func testABoxOfSomethingElseDoesNotCast() {
        let point: Any = NSValue(cgPoint: CGPoint(x: 5, y: 6))
        XCTAssertNil(point as? CGRect)
        XCTAssertNil(point as? CGSize)
        XCTAssertNil(NSNumber(value: 3) as Any as? CGRect)
    }

    func testUserInfoReadsEitherWay() {
        let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: CGRect(x: 0, y: 200, width: 320, height: 280))]
        XCTAssertEqual(info["frame"] as? CGRect, CGRect(x: 0, y: 200, width: 320, height: 280))
        XCTAssertEqual((info["frame"] as? NSValue)?.cgRectValue.height, 280)
    }
}
