import Foundation
@testable import UIKit
import XCTest

/// Lines flow around a container's exclusion paths: beside a rectangle, on both sides of a centred one, hugging a
/// circle, and back to the full width below them.
final class ExclusionPathTests: XCTestCase {
    private static var text: NSAttributedString {
        NSAttributedString(
            string: String(repeating: "Words flow around the picture and then carry on below it. ", count: 6),
            attributes: [.font: UIFont.systemFont(ofSize: 14)])
    }

    @MainActor
    private static func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
        var found: [(CGRect, CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            found.append((rect, used, range))
        }
        return found
    }

    func testLinesBesideARectangleStartRightOfIt() {
        onMainActor {
            let (_, manager, container) = TextKitSupport.stack(Self.text, size: CGSize(width: 300, height: 10_000_000), padding: 5)
            container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 80))]
            XCTAssertFalse(container.isSimpleRectangularTextContainer)
            let lines = Self.fragments(manager)
            let beside = lines.filter { $0.rect.minY < 80 }
            let below = lines.filter { $0.rect.minY >= 80 }
            XCTAssertFalse(beside.isEmpty)
            XCTAssertFalse(below.isEmpty)
            for line in beside {
                XCTAssertGreaterThanOrEqual(line.rect.minX, 100)
                XCTAssertLessThanOrEqual(line.used.maxX, 300.01)
            }
            for line in below { XCTAssertEqual(line.rect.minX, 0) }
            XCTAssertEqual(lines.first?.range.location, 0)
            XCTAssertEqual(lines.last.map { NSMaxRange($0.range) }, manager.numberOfGlyphs, "all the text is laid out")
            for (a, b) in zip(lines, lines.dropFirst()) { XCTAssertEqual(NSMaxRange(a.range), b.range.location) }
        }
    }

    func testACentredPathSplitsItsLinesInTwo() {
        onMainActor {
            let (_, manager, container) = TextKitSupport.stack(Self.text, size: CGSize(width: 300, height: 10_000_000))
            container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 120, y: 0, width: 60, height: 50))]
            let first = Self.fragments(manager).filter { $0.rect.minY < 1 }
            XCTAssertEqual(first.count, 2)
            XCTAssertEqual(first.first?.rect.maxX ?? 0, 120, accuracy: 1)
            XCTAssertEqual(first.last?.rect.minX ?? 0, 180, accuracy: 1)
        }
    }

    func testLinesHugACircle() {
        onMainActor {
            let (_, manager, container) = TextKitSupport.stack(Self.text, size: CGSize(width: 300, height: 10_000_000))
            container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 120, height: 120))]
            let lines = Self.fragments(manager).filter { $0.rect.maxY <= 120 }
            let starts = lines.map(\.rect.minX)
            XCTAssertGreaterThan(starts.max() ?? 0, (starts.first ?? 0) + 5, "the middle lines start further right than the top one")
            XCTAssertLessThan(starts.max() ?? 0, 122)
        }
    }

    func testDrawingPutsNoTextInsideThePath() {
        onMainActor {
            let (_, manager, container) = TextKitSupport.stack(Self.text, size: CGSize(width: 300, height: 400))
            container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 80))]
            let image = TextKitSupport.bitmap(CGSize(width: 300, height: 400)) {
                manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs), at: .zero)
            }
            var inside = 0, beside = 0
            for y in 0..<80 {
                for x in 0..<300 where image.pixel(x: x, y: y) & 0xFF < 128 {
                    if x < 100 { inside += 1 } else { beside += 1 }
                }
            }
            XCTAssertEqual(inside, 0)
            XCTAssertGreaterThan(beside, 100)
        }
    }
}

/// A paragraph's later lines beside a path take its head indent, not its first-line indent.
final class ExclusionPathIndentTests: XCTestCase {
    func testLaterLinesTakeTheHeadIndent() {
        onMainActor {
            let style = NSMutableParagraphStyle()
            style.firstLineHeadIndent = 0
            style.headIndent = 20
            let text = NSAttributedString(
                string: String(repeating: "Indented lines wrap beside the box. ", count: 5),
                attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style])
            let (_, manager, container) = TextKitSupport.stack(text, size: CGSize(width: 260, height: 10_000_000))
            container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 60, height: 200))]
            var offsets: [CGFloat] = []
            manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) { rect, used, _, _, _ in
                offsets.append(used.minX - rect.minX)
            }
            XCTAssertGreaterThan(offsets.count, 2)
            XCTAssertEqual(offsets[0], 0, accuracy: 0.01)
            for offset in offsets.dropFirst() { XCTAssertEqual(offset, 20, accuracy: 0.01) }
        }
    }
}
