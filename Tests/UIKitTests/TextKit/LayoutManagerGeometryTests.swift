import Foundation
@testable import UIKit
import XCTest

/// The layout manager's geometry is pango's: its lines, rectangles and hit testing agree with the text engine that
/// labels and string drawing use, moved by the container's padding.
final class LayoutManagerGeometryTests: XCTestCase {
    private static let font = UIFont.systemFont(ofSize: 15)
    private static let words = "The quick brown fox jumps over the lazy dog and keeps running far away"

    func testLineFragmentsCoverTheTextInOrderAsPangoWrapsIt() {
        onMainActor {
            let text = NSAttributedString(string: Self.words, attributes: [.font: Self.font])
            let (_, manager, container) = TextKitSupport.stack(text, size: CGSize(width: 160, height: 10_000_000), padding: 5)
            var ranges: [NSRange] = [], rects: [CGRect] = []
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, textContainer, range, _ in
                XCTAssertTrue(textContainer === container)
                XCTAssertEqual(rect.width, 160)
                XCTAssertLessThanOrEqual(used.maxX, 160.01)
                ranges.append(range)
                rects.append(rect)
            }
            let pango = TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black, width: 150).lines
            XCTAssertEqual(ranges, pango.map(\.range))
            XCTAssertEqual(ranges.first?.location, 0)
            XCTAssertEqual(ranges.last.map(NSMaxRange), text.length)
            for (a, b) in zip(ranges, ranges.dropFirst()) { XCTAssertEqual(NSMaxRange(a), b.location) }
            for (a, b) in zip(rects, rects.dropFirst()) { XCTAssertEqual(a.maxY, b.minY, accuracy: 0.01) }
            var effective = NSRange()
            XCTAssertEqual(manager.lineFragmentRect(forGlyphAt: ranges[1].location + 1, effectiveRange: &effective), rects[1])
            XCTAssertEqual(effective, ranges[1])
            var stopped = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) { _, _, _, _, stop in
                stopped += 1
                stop.pointee = true
            }
            XCTAssertEqual(stopped, 1)
        }
    }

    func testBoundingRectsAndLocationsMatchPangoMovedByThePadding() throws {
        try onMainActor {
            let text = NSAttributedString(string: "Tap here to read", attributes: [.font: Self.font])
            let (_, manager, container) = TextKitSupport.stack(text, size: CGSize(width: 300, height: 100), padding: 5)
            let range = NSRange(location: 4, length: 4)
            let pango = TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black, width: 290)
            let selection = try XCTUnwrap(pango.selectionRects(forUTF16Range: range).first)
            let bounds = manager.boundingRect(forGlyphRange: range, in: container)
            XCTAssertEqual(bounds.minX, selection.minX + 5, accuracy: 0.01)
            XCTAssertEqual(bounds.width, selection.width, accuracy: 0.01)
            XCTAssertEqual(manager.location(forGlyphAt: 4).x, selection.minX + 5, accuracy: 0.01)
            XCTAssertEqual(manager.location(forGlyphAt: 4).y, try XCTUnwrap(pango.lines.first).baseline, accuracy: 0.01)
            XCTAssertEqual(manager.usedRect(for: container).width, pango.size.width + 10, accuracy: 0.01)
            XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: text.length))
            XCTAssertEqual(manager.characterRange(forGlyphRange: range, actualGlyphRange: nil), range)
        }
    }

    func testTheCharacterAtAPointIsTheOneWhoseBoxHoldsIt() {
        onMainActor {
            let text = NSAttributedString(string: "abcdefgh\nsecond line", attributes: [.font: Self.font])
            let (_, manager, container) = TextKitSupport.stack(text, size: CGSize(width: 300, height: 200), padding: 5)
            for index in [0, 3, 7, 9, 14] {
                let box = manager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: container)
                var fraction: CGFloat = -1
                let found = manager.characterIndex(for: CGPoint(x: box.minX + box.width * 0.25, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
                XCTAssertEqual(found, index)
                XCTAssertEqual(fraction, 0.25, accuracy: 0.05)
                XCTAssertEqual(manager.glyphIndex(for: CGPoint(x: box.maxX - 1, y: box.midY), in: container), index)
            }
            XCTAssertEqual(manager.characterIndex(for: CGPoint(x: 290, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil), 7, "past a line's end: its last character before the break")
            XCTAssertEqual(manager.characterIndex(for: CGPoint(x: 20, y: 190), in: container, fractionOfDistanceBetweenInsertionPoints: nil) >= 9, true)
            let second = manager.glyphRange(forBoundingRect: CGRect(x: 0, y: manager.lineFragmentRect(forGlyphAt: 10, effectiveRange: nil).midY, width: 10, height: 1), in: container)
            XCTAssertEqual(second, NSRange(location: 9, length: 11))
        }
    }

    func testALineLimitCutsTheTextWithTheContainersBreakMode() {
        onMainActor {
            let text = NSAttributedString(string: Self.words + " " + Self.words, attributes: [.font: Self.font])
            let (_, manager, container) = TextKitSupport.stack(text, size: CGSize(width: 150, height: 10_000_000))
            container.maximumNumberOfLines = 2
            container.lineBreakMode = .byTruncatingTail
            var lines = 0
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) { _, _, _, _, _ in lines += 1 }
            XCTAssertEqual(lines, 2)
            XCTAssertNotEqual(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: text.length - 1).location, NSNotFound)
        }
    }

    func testTextAContainerCannotHoldFlowsIntoTheNext() {
        onMainActor {
            let text = NSAttributedString(string: Self.words + " " + Self.words, attributes: [.font: Self.font])
            let (_, manager, first) = TextKitSupport.stack(text, size: CGSize(width: 150, height: 40))
            let second = NSTextContainer(size: CGSize(width: 150, height: 10_000_000))
            second.lineFragmentPadding = 0
            manager.addTextContainer(second)
            let held = manager.glyphRange(for: first)
            let rest = manager.glyphRange(for: second)
            XCTAssertGreaterThan(held.length, 0)
            XCTAssertEqual(NSMaxRange(held), rest.location)
            XCTAssertEqual(NSMaxRange(rest), text.length)
            XCTAssertTrue(manager.textContainer(forGlyphAt: text.length - 1, effectiveRange: nil) === second)
            XCTAssertLessThanOrEqual(manager.usedRect(for: first).maxY, 40.01)
        }
    }

    func testAnAttachmentsSizeIsItsBounds() {
        onMainActor {
            let attachment = NSTextAttachment(image: TextKitSupport.square(.blue))
            attachment.bounds = CGRect(x: 0, y: -3, width: 18, height: 18)
            let text = NSMutableAttributedString(string: "a ", attributes: [.font: Self.font])
            text.append(NSAttributedString(attachment: attachment))
            let (_, manager, _) = TextKitSupport.stack(text, size: CGSize(width: 300, height: 100))
            XCTAssertEqual(manager.attachmentSize(forGlyphAt: 2), CGSize(width: 18, height: 18))
            XCTAssertEqual(manager.attachmentSize(forGlyphAt: 0), CGSize(width: -1, height: -1))
        }
    }

    func testATrailingLineBreakGivesAnExtraLineFragment() {
        onMainActor {
            let (_, manager, container) = TextKitSupport.stack(NSAttributedString(string: "end\n", attributes: [.font: Self.font]), size: CGSize(width: 200, height: 200))
            let last = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
            XCTAssertEqual(manager.extraLineFragmentRect.minY, last.maxY, accuracy: 0.01)
            XCTAssertTrue(manager.extraLineFragmentTextContainer === container)
        }
    }
}
