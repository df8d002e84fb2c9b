import Foundation
@testable import UIKit
import XCTest

/// Text ranges compare, contain, meet and join as Apple's do: the start in, the end out.
final class TextRangeTests: XCTestCase {
    func testLocationsCompareByOffsetAndRangesRejectAnEndBeforeTheStart() {
        onMainActor {
            let content = NSTextContentStorage()
            content.textStorage?.setAttributedString(NSAttributedString(string: "Hello, world"))
            XCTAssertEqual(content.at(2).compare(content.at(5)), .orderedAscending)
            XCTAssertEqual(content.at(5).compare(content.at(2)), .orderedDescending)
            XCTAssertEqual(content.at(3).compare(content.at(3)), .orderedSame)
            XCTAssertNil(NSTextRange(location: content.at(5), end: content.at(2)))
            XCTAssertNil(content.location(content.documentRange.location, offsetBy: 13), "past the end")
            XCTAssertNil(content.location(content.documentRange.location, offsetBy: -1))
            XCTAssertEqual(content.offset(from: content.at(9), to: content.at(4)), -5)
            XCTAssertEqual(content.offsetOf(content.documentRange.endLocation), 12)
            XCTAssertTrue(NSTextRange(location: content.at(4)).isEmpty)
            XCTAssertTrue(NSTextRange(location: content.at(4), end: nil)?.isEmpty == true)
        }
    }

    func testContainmentIntersectionAndUnion() throws {
        try onMainActor {
            let content = NSTextContentStorage()
            content.textStorage?.setAttributedString(NSAttributedString(string: "abcdefghijklmnop"))
            let range = content.range(2, 8)
            XCTAssertTrue(range.contains(content.at(2)))
            XCTAssertTrue(range.contains(content.at(7)))
            XCTAssertFalse(range.contains(content.at(8)), "the end is not in the range")
            XCTAssertTrue(range.contains(content.range(3, 8)))
            XCTAssertFalse(range.contains(content.range(3, 9)))
            XCTAssertTrue(range.intersects(content.range(7, 12)))
            XCTAssertFalse(range.intersects(content.range(8, 12)), "ranges that only touch do not meet")
            XCTAssertTrue(range.intersects(NSTextRange(location: content.at(5))))
            let overlap = try XCTUnwrap(range.intersection(content.range(5, 12)))
            XCTAssertTrue(overlap.isEqual(to: content.range(5, 8)))
            XCTAssertNil(range.intersection(content.range(10, 12)))
            XCTAssertTrue(range.union(content.range(10, 12)).isEqual(to: content.range(2, 12)))
            XCTAssertEqual(range, content.range(2, 8), "isEqual compares the locations")
            XCTAssertNotEqual(range, content.range(2, 9))
        }
    }
}
