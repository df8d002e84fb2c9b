import Foundation
@testable import UIKit
import XCTest

/// Rendering attributes lie over ranges of the text without changing it, move with edits, and draw.
final class RenderingAttributesTests: XCTestCase {
    func testAttributesAreKeptByRangeAndMoveWithEdits() throws {
        try onMainActor {
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("Find the needle in here"), width: 300)
            manager.addRenderingAttribute(.backgroundColor, value: UIColor.yellow, for: content.range(9, 15))
            manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: content.range(0, 4))
            var runs: [(NSRange, Int)] = []
            manager.enumerateRenderingAttributes(from: content.at(0), reverse: false) { _, attributes, range in
                runs.append((NSRange(location: content.offsetOf(range.location), length: content.offset(from: range.location, to: range.endLocation)), attributes.count))
                return true
            }
            XCTAssertEqual(runs.map(\.0), [NSRange(location: 0, length: 4), NSRange(location: 9, length: 6)])
            content.performEditingTransaction { content.textStorage?.insert(NSAttributedString(string: "Now "), at: 0) }
            var moved: NSRange?
            manager.enumerateRenderingAttributes(from: content.at(5), reverse: false) { _, attributes, range in
                if attributes[.backgroundColor] != nil { moved = NSRange(location: content.offsetOf(range.location), length: content.offset(from: range.location, to: range.endLocation)) }
                return true
            }
            XCTAssertEqual(moved, NSRange(location: 13, length: 6))
            XCTAssertEqual(content.textStorage?.attribute(.backgroundColor, at: 14, effectiveRange: nil) as? UIColor, nil, "the text keeps its attributes")
            manager.removeRenderingAttribute(.backgroundColor, for: manager.documentRange)
            manager.setRenderingAttributes([:], for: manager.documentRange)
            var left = 0
            manager.enumerateRenderingAttributes(from: content.at(0), reverse: false) { _, _, _ in left += 1; return true }
            XCTAssertEqual(left, 0)
            _ = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0)))
        }
    }

    func testAFragmentDrawsItsRenderingAttributes() {
        onMainActor {
            let (content, manager, _) = TextKit2Support.stack(NSAttributedString(string: "MMMM MMMM", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]), width: 300)
            manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: content.range(5, 9))
            let image = TextKitSupport.bitmap(CGSize(width: 300, height: 60)) {
                manager.enumerateTextLayoutFragments(from: nil) { fragment in
                    fragment.draw(at: fragment.layoutFragmentFrame.origin, in: UIGraphicsGetCurrentContext()!)
                    return true
                }
            }
            var red = 0, dark = 0
            for x in stride(from: 0, to: 300, by: 2) {
                for y in stride(from: 0, to: 60, by: 2) {
                    if image.isMostly("r", x: x, y: y) { red += 1 }
                    let p = image.pixel(x: x, y: y)
                    if p >> 16 & 0xFF < 60, p >> 8 & 0xFF < 60, p & 0xFF < 60 { dark += 1 }
                }
            }
            XCTAssertGreaterThan(red, 20, "the second word draws red")
            XCTAssertGreaterThan(dark, 20, "the first word keeps its colour")
        }
    }
}
