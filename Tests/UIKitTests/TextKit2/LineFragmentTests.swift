import Foundation
@testable import UIKit
import XCTest

/// A line fragment's caret positions and hit testing are TextKit 1's, measured from the line's origin.
final class LineFragmentTests: XCTestCase {
    func testCaretPositionsMatchTextKit1() throws {
        try onMainActor {
            let text = TextKit2Support.text("Tap here to read\nsecond line here")
            let (_, layoutManager, _) = TextKitSupport.stack(text, size: CGSize(width: 300, height: 10_000_000), padding: 5)
            let (content, manager, _) = TextKit2Support.stack(text, width: 300, padding: 5)
            let second = try XCTUnwrap(manager.textLayoutFragment(for: content.at(20)))
            let line = try XCTUnwrap(second.textLineFragments.first)
            XCTAssertEqual(line.attributedString.string, "second line here")
            XCTAssertEqual(line.characterRange, NSRange(location: 0, length: 16))
            XCTAssertEqual(line.typographicBounds.minX, 5, accuracy: 0.01, "the padding")
            for index in [0, 3, 7, 12] {
                let tk1 = layoutManager.location(forGlyphAt: 17 + index)
                let point = line.locationForCharacter(at: index)
                XCTAssertEqual(point.x + line.typographicBounds.minX, tk1.x, accuracy: 0.01)
                XCTAssertEqual(point.y, tk1.y, accuracy: 0.01, "the baseline")
                XCTAssertEqual(line.glyphOrigin.y, tk1.y, accuracy: 0.01)
                XCTAssertEqual(line.characterIndex(for: CGPoint(x: point.x + 0.5, y: 4)), index)
            }
            XCTAssertEqual(line.characterIndex(for: CGPoint(x: 1000, y: 4)), 16, "past the end: the line's end")
            XCTAssertEqual(line.characterIndex(for: CGPoint(x: -20, y: 4)), 0)
            let first = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0))?.textLineFragments.first)
            XCTAssertEqual(first.characterRange, NSRange(location: 0, length: 17), "a paragraph's last line holds its separator")
            XCTAssertEqual(first.characterIndex(for: CGPoint(x: 1000, y: 4)), 16, "before the separator")
            XCTAssertTrue(second.textLineFragment(for: content.at(20), isUpstreamAffinity: false) === line)
        }
    }

    func testALineFragmentMadeOnItsOwn() {
        onMainActor {
            let line = NSTextLineFragment(attributedString: TextKit2Support.text("Hello there"), range: NSRange(location: 6, length: 5))
            XCTAssertEqual(line.characterRange, NSRange(location: 6, length: 5))
            XCTAssertEqual(line.typographicBounds.origin, .zero)
            XCTAssertGreaterThan(line.typographicBounds.width, 20)
            XCTAssertEqual(line.locationForCharacter(at: 6).x, 0, accuracy: 0.01)
            XCTAssertEqual(line.characterIndex(for: CGPoint(x: 1000, y: 2)), 11)
            XCTAssertGreaterThan(line.glyphOrigin.y, 8)
        }
    }
}
