import Foundation
@testable import UIKit
import XCTest

/// Segments give a selection's rectangles line by line, TextKit 1's enclosing rectangles, and a caret for an empty
/// range.
final class TextSegmentTests: XCTestCase {
    private static let words = "The quick brown fox jumps over the lazy dog and keeps running far away"

    func testASelectionOverLinesGivesTextKit1sRectangles() {
        onMainActor {
            let text = TextKit2Support.text(Self.words)
            let (_, layoutManager, container1) = TextKitSupport.stack(text, size: CGSize(width: 160, height: 10_000_000), padding: 5)
            let (content, manager, container) = TextKit2Support.stack(text, width: 160, padding: 5)
            let selected = NSRange(location: 6, length: 30)
            var expected: [CGRect] = []
            layoutManager.enumerateEnclosingRects(forGlyphRange: selected, withinSelectedGlyphRange: selected, in: container1) { rect, _ in expected.append(rect) }
            var found: [CGRect] = [], ranges: [NSRange] = []
            manager.enumerateTextSegments(in: content.range(6, 36), type: .selection) { range, rect, baseline, textContainer in
                XCTAssertTrue(textContainer === container)
                XCTAssertGreaterThan(baseline, rect.height / 2)
                found.append(rect)
                if let range { ranges.append(NSRange(location: content.offsetOf(range.location), length: content.offset(from: range.location, to: range.endLocation))) }
                return true
            }
            XCTAssertGreaterThan(found.count, 1, "the selection crosses lines")
            XCTAssertEqual(found.count, expected.count)
            for (a, b) in zip(found, expected) {
                XCTAssertEqual(a.minX, b.minX, accuracy: 0.01)
                XCTAssertEqual(a.minY, b.minY, accuracy: 0.01)
                XCTAssertEqual(a.width, b.width, accuracy: 0.01)
                XCTAssertEqual(a.height, b.height, accuracy: 0.01)
            }
            XCTAssertEqual(ranges.first?.location, 6)
            XCTAssertEqual(ranges.last.map(NSMaxRange), 36)
            XCTAssertEqual(ranges.reduce(0) { $0 + $1.length }, 30)
        }
    }

    func testOptionsExtendAndLeaveOutSegments() {
        onMainActor {
            let text = TextKit2Support.text(Self.words + " " + Self.words)
            let (content, manager, _) = TextKit2Support.stack(text, width: 160, padding: 5)
            var all: [CGRect] = [], outer: [CGRect] = [], extended: [CGRect] = []
            var rangesGiven = 0
            let range = content.range(6, 100)
            manager.enumerateTextSegments(in: range, type: .highlight) { _, rect, _, _ in all.append(rect); return true }
            manager.enumerateTextSegments(in: range, type: .highlight, options: [.middleFragmentsExcluded, .rangeNotRequired]) { given, rect, _, _ in
                if given != nil { rangesGiven += 1 }
                outer.append(rect)
                return true
            }
            manager.enumerateTextSegments(in: range, type: .selection, options: [.headSegmentExtended, .tailSegmentExtended]) { _, rect, _, _ in extended.append(rect); return true }
            XCTAssertGreaterThan(all.count, 3)
            XCTAssertEqual(outer, [all.first!, all.last!])
            XCTAssertEqual(rangesGiven, 0)
            XCTAssertEqual(extended.first?.maxX, 160, "the head reaches the end of its line")
            XCTAssertEqual(extended.last?.minX, 0, "the tail reaches back to the line's start")
            var visited = 0
            manager.enumerateTextSegments(in: range, type: .standard) { _, _, _, _ in visited += 1; return false }
            XCTAssertEqual(visited, 1)
        }
    }

    func testAnEmptyRangeGivesTheCaret() throws {
        try onMainActor {
            let text = TextKit2Support.text("Caret here\nand there")
            let (_, layoutManager, _) = TextKitSupport.stack(text, size: CGSize(width: 300, height: 10_000_000), padding: 5)
            let (content, manager, _) = TextKit2Support.stack(text, width: 300, padding: 5)
            var carets: [CGRect] = []
            for offset in [3, 14, 20] {
                manager.enumerateTextSegments(in: NSTextRange(location: content.at(offset)), type: .selection) { _, rect, _, _ in carets.append(rect); return false }
            }
            XCTAssertEqual(carets.count, 3)
            XCTAssertEqual(carets[0].width, 0)
            XCTAssertEqual(carets[0].minX, layoutManager.location(forGlyphAt: 3).x, accuracy: 0.01)
            XCTAssertEqual(carets[1].minY, layoutManager.lineFragmentRect(forGlyphAt: 14, effectiveRange: nil).minY, accuracy: 0.01)
            XCTAssertEqual(carets[2].minY, carets[1].minY, "the document's end is on the last line")
            XCTAssertGreaterThan(carets[2].minX, carets[1].minX)
            XCTAssertEqual(try XCTUnwrap(carets.first).height, layoutManager.lineFragmentRect(forGlyphAt: 3, effectiveRange: nil).height, accuracy: 0.01)
        }
    }
}
