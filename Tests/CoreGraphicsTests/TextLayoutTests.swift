import CoreGraphics
import TestSupport
import XCTest

final class TextLayoutTests: XCTestCase {
    private let font = TextLayout.Font(family: "DejaVu Sans", size: 20)

    func testMeasuresOneLine() {
        let layout = TextLayout(string: "Hello", font: font, color: .black)
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThan(layout.size.width, 40)
        XCTAssertLessThan(layout.size.width, 70)
        XCTAssertEqual(layout.size.height, 23.3, accuracy: 1.5)
        XCTAssertGreaterThan(layout.firstBaseline, 14)
        XCTAssertLessThan(layout.firstBaseline, layout.size.height)
        let bigger = TextLayout(string: "Hello", font: TextLayout.Font(family: "DejaVu Sans", size: 40), color: .black)
        XCTAssertEqual(bigger.size.width, 2 * layout.size.width, accuracy: 0.5, "unhinted metrics scale linearly")
    }

    func testWrapsAndTruncates() {
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = TextLayout(string: text, font: font, color: .black, width: 120)
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertLessThanOrEqual(wrapped.size.width, 120)
        XCTAssertFalse(wrapped.isTruncated)
        let oneLine = TextLayout(string: text, font: font, color: .black, width: 120, maximumLines: 1, truncation: .tail)
        XCTAssertEqual(oneLine.lineCount, 1)
        XCTAssertTrue(oneLine.isTruncated)
        XCTAssertLessThanOrEqual(oneLine.size.width, 120)
        let twoLines = TextLayout(string: text, font: font, color: .black, width: 120, maximumLines: 2, truncation: .tail)
        XCTAssertEqual(twoLines.lineCount, 2)
        XCTAssertTrue(twoLines.isTruncated)
    }

    func testDrawsAlignedTextUpright() {
        let context = makeContext(200, 110)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 110))
        let red = CGColor(red: 0.8, green: 0, blue: 0, alpha: 1)
        for (i, alignment) in [TextLayout.Alignment.left, .center, .right].enumerated() {
            TextLayout(string: "Align", font: font, color: red, alignment: alignment, width: 200)
                .draw(in: context, at: CGPoint(x: 0, y: CGFloat(i) * 28))
        }
        context.setShadow(offset: CGSize(width: 1, height: 1), blur: 2, color: CGColor(gray: 0, alpha: 0.6))
        TextLayout(string: "A long line that will be cut short", font: TextLayout.Font(family: "DejaVu Sans", size: 14, weight: 700),
                   color: CGColor(red: 0, green: 0.3, blue: 0.8, alpha: 1), width: 190, maximumLines: 1, truncation: .middle)
            .draw(in: context, at: CGPoint(x: 5, y: 86))
        let image = context.makeImage()!
        // Left-aligned ink starts near x = 0, right-aligned ink ends near x = 200.
        func inkColumns(rows: Range<Int>) -> ClosedRange<Int> {
            var columns: [Int] = []
            for x in 0..<200 where rows.contains(where: { image.pixel(x: x, y: $0) & 0xFF < 128 }) { columns.append(x) }
            return columns.min()!...columns.max()!
        }
        XCTAssertLessThan(inkColumns(rows: 0..<24).lowerBound, 4)
        XCTAssertGreaterThan(inkColumns(rows: 56..<80).upperBound, 192)
        let centred = inkColumns(rows: 28..<52)
        XCTAssertEqual(Double(centred.lowerBound + centred.upperBound) / 2, 100, accuracy: 3)
        assertSnapshot(image)
    }

    func testTextKeepsItsLayoutAtDoubleScale() {
        func inkBox(scale: CGFloat) -> CGRect {
            let side = Int(100 * scale)
            let context = CGContext(pixelWidth: side, pixelHeight: side / 2, scale: scale)!
            TextLayout(string: "Scale me", font: font, color: .black).draw(in: context, at: CGPoint(x: 5, y: 5))
            let image = context.makeImage()!
            var box = CGRect.null
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y) >> 24 > 128 {
                    box = box.union(CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: 1 / scale, height: 1 / scale))
                }
            }
            return box
        }
        let single = inkBox(scale: 1), double = inkBox(scale: 2)
        XCTAssertEqual(single.minX, double.minX, accuracy: 1)
        XCTAssertEqual(single.maxX, double.maxX, accuracy: 1)
        XCTAssertEqual(single.minY, double.minY, accuracy: 1)
        XCTAssertEqual(single.maxY, double.maxY, accuracy: 1)
    }

    func testMaximumLinesWithoutEllipsisClips() {
        let text = "one two three four five six seven eight"
        let all = TextLayout(string: text, font: font, color: .black, width: 80)
        let two = TextLayout(string: text, font: font, color: .black, width: 80, maximumLines: 2)
        XCTAssertGreaterThan(all.lineCount, 2)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertTrue(two.isTruncated)
        XCTAssertEqual(two.size.height, all.size.height * 2 / CGFloat(all.lineCount), accuracy: 0.5)
        let context = makeContext(100, 120)
        two.draw(in: context, at: .zero)
        let image = context.makeImage()!
        let inkBelow = (0..<100).contains { x in (Int(two.size.height) + 2..<120).contains { image.pixel(x: x, y: $0) != 0 } }
        XCTAssertFalse(inkBelow, "lines past the limit are not drawn")
    }

    func testFontMetrics() {
        let m = font.metrics
        XCTAssertGreaterThan(m.ascender, 14)
        XCTAssertLessThan(m.descender, -3)
        XCTAssertGreaterThanOrEqual(m.lineHeight, m.ascender - m.descender)
        XCTAssertEqual(m.lineHeight, TextLayout(string: "x", font: font, color: .black).size.height, accuracy: 1)
    }
}
