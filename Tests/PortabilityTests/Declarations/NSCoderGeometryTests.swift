import UIKit
import XCTest

/// The geometry coding UIKit adds to NSCoder, as a view's `encode(with:)` and `init?(coder:)` use it.
final class NSCoderGeometryTests: XCTestCase {
    func testGeometryRoundTripsThroughAKeyedArchive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1, y: 2.5), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "rect")
        archiver.encode(CGAffineTransform(scaleX: 2, y: 3), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(UIOffset(horizontal: -1, vertical: 1), forKey: "offset")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        XCTAssertEqual(unarchiver.cgPoint(forKey: "point"), CGPoint(x: 1, y: 2.5))
        XCTAssertEqual(unarchiver.cgSize(forKey: "size"), CGSize(width: 3, height: 4))
        XCTAssertEqual(unarchiver.cgRect(forKey: "rect"), CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(unarchiver.cgAffineTransform(forKey: "transform"), CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(unarchiver.uiEdgeInsets(forKey: "insets"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(unarchiver.uiOffset(forKey: "offset"), UIOffset(horizontal: -1, vertical: 1))
        XCTAssertEqual(unarchiver.cgPoint(forKey: "missing"), .zero)
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
        XCTAssertEqual(NSCoder.cgPoint(for: "{1.5, 2}"), CGPoint(x: 1.5, y: 2))
    }
}
