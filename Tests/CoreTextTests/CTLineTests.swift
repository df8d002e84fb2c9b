import CoreText
import TestSupport
import XCTest

/// Lines and runs: their glyphs and positions against pango's layout, glyph outlines against the line's ink, carets
/// and string indices, truncation and justification.
final class CTLineTests: XCTestCase {
    private let font = CTFontCreateWithName("Helvetica" as CFString, 30, nil)

    private func line(_ string: String, _ extra: [NSAttributedString.Key: Any] = [:]) -> CTLine {
        var attributes = extra
        attributes[NSAttributedString.Key(kCTFontAttributeName as String)] = font
        return CTLineCreateWithAttributedString(NSAttributedString(string: string, attributes: attributes))
    }

    func testTheLineIsAsWideAndTallAsPangoSetsIt() {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line("Typography"), &ascent, &descent, &leading)
        let pango = TextLayout(string: "Typography", font: TextLayout.Font(family: "DejaVu Sans", size: 30), color: .black)
        XCTAssertEqual(CGFloat(width), pango.size.width, accuracy: 0.01)
        XCTAssertEqual(ascent, CTFontGetAscent(font), accuracy: 0.01)
        XCTAssertEqual(descent, CTFontGetDescent(font), accuracy: 0.01)
        XCTAssertEqual(ascent + descent, pango.size.height, accuracy: 0.01)
        XCTAssertEqual(CTLineGetStringRange(line("Typography")), CFRange(location: 0, length: 10))
    }

    func testRunsSplitWhereTheFontChangesAndCarryTheirAttributes() throws {
        let text = NSMutableAttributedString(string: "Bold and plain", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
        let bold = try XCTUnwrap(CTFontCreateCopyWithSymbolicTraits(font, 0, nil, .traitBold, .traitBold))
        text.addAttribute(NSAttributedString.Key(kCTFontAttributeName as String), value: bold, range: NSRange(location: 0, length: 4))
        text.addAttribute(NSAttributedString.Key(kCTForegroundColorAttributeName as String), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 4))
        let runs = CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text)) as! [CTRun]
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(CTRunGetStringRange(runs[0]), CFRange(location: 0, length: 4))
        XCTAssertEqual(CTRunGetStringRange(runs[1]), CFRange(location: 4, length: 10))
        let attributes = CTRunGetAttributes(runs[0]) as NSDictionary
        let runFont = try XCTUnwrap(attributes[kCTFontAttributeName] as? CTFont)
        XCTAssertEqual(CTFontCopyPostScriptName(runFont) as String, "DejaVuSans-Bold")
        XCTAssertNotNil(attributes[kCTForegroundColorAttributeName] as? CGColor)
        var indices = [CFIndex](repeating: 0, count: CTRunGetGlyphCount(runs[1]))
        CTRunGetStringIndices(runs[1], CFRange(), &indices)
        XCTAssertEqual(indices, Array(4..<14))
        var positions = [CGPoint](repeating: .zero, count: 1)
        CTRunGetPositions(runs[1], CFRange(location: 0, length: 1), &positions)
        XCTAssertEqual(Double(positions[0].x), CTRunGetTypographicBounds(runs[0], CFRange(), nil, nil, nil), accuracy: 0.01, "the second run starts where the first ends")
    }

    func testGlyphOutlinesAtTheirPositionsCoverTheLinesImageBounds() {
        let made = line("Quartz glyphs")
        let letters = CGMutablePath()
        for run in CTLineGetGlyphRuns(made) as! [CTRun] {
            let runFont = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName] as! CTFont
            for index in 0..<CTRunGetGlyphCount(run) {
                var glyph: CGGlyph = 0
                var position = CGPoint.zero
                CTRunGetGlyphs(run, CFRange(location: index, length: 1), &glyph)
                CTRunGetPositions(run, CFRange(location: index, length: 1), &position)
                if let outline = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    letters.addPath(outline, transform: CGAffineTransform(translationX: position.x, y: position.y))
                }
            }
        }
        let image = CTLineGetImageBounds(made, nil)
        let outlines = letters.boundingBoxOfPath
        XCTAssertEqual(outlines.minX, image.minX, accuracy: 0.6)
        XCTAssertEqual(outlines.maxX, image.maxX, accuracy: 0.6)
        XCTAssertEqual(outlines.minY, image.minY, accuracy: 0.6)
        XCTAssertEqual(outlines.maxY, image.maxY, accuracy: 0.6)
        XCTAssertLessThan(image.minY, 0, "the descenders of Q, g, y and p reach below the baseline")
    }

    func testImageBoundsMoveWithTheTextPosition() throws {
        let context = try XCTUnwrap(CGContext(pixelWidth: 10, pixelHeight: 10))
        context.textPosition = CGPoint(x: 15, y: 40)
        let made = line("Hi")
        XCTAssertEqual(CTLineGetImageBounds(made, context), CTLineGetImageBounds(made, nil).offsetBy(dx: 15, dy: 40))
    }

    func testStringIndicesAndOffsetsMeetAtEachCaret() {
        let made = line("Hello, world")
        XCTAssertEqual(CTLineGetOffsetForStringIndex(made, 0, nil), 0)
        let width = CGFloat(CTLineGetTypographicBounds(made, nil, nil, nil))
        XCTAssertEqual(CTLineGetOffsetForStringIndex(made, 12, nil), width, accuracy: 0.01)
        var previous: CGFloat = -1
        for index in 0...12 {
            var secondary: CGFloat = 0
            let offset = CTLineGetOffsetForStringIndex(made, index, &secondary)
            XCTAssertGreaterThan(offset, previous)
            XCTAssertEqual(secondary, offset)
            XCTAssertEqual(CTLineGetStringIndexForPosition(made, CGPoint(x: offset + 0.4, y: 0)), index)
            previous = offset
        }
        let oEnd = CTLineGetOffsetForStringIndex(made, 5, nil), oStart = CTLineGetOffsetForStringIndex(made, 4, nil)
        XCTAssertEqual(CTLineGetStringIndexForPosition(made, CGPoint(x: oStart + (oEnd - oStart) * 0.3, y: 0)), 4)
        XCTAssertEqual(CTLineGetStringIndexForPosition(made, CGPoint(x: oStart + (oEnd - oStart) * 0.7, y: 0)), 5)
        XCTAssertEqual(CTLineGetStringIndexForPosition(made, CGPoint(x: width + 50, y: 0)), 12)
    }

    func testATruncatedLineFitsItsWidthAndEndsInAnEllipsis() throws {
        let made = line("A long line that does not fit")
        let truncated = try XCTUnwrap(CTLineCreateTruncatedLine(made, 150, .end, nil))
        XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(truncated, nil, nil, nil), 150)
        XCTAssertGreaterThan(CTLineGetTypographicBounds(truncated, nil, nil, nil), 110, "as many characters as fit are kept")
        let runs = CTLineGetGlyphRuns(truncated) as! [CTRun]
        let last = try XCTUnwrap(runs.last)
        var glyph: CGGlyph = 0
        CTRunGetGlyphs(last, CFRange(location: CTRunGetGlyphCount(last) - 1, length: 1), &glyph)
        var ellipsis: CGGlyph = 0
        _ = CTFontGetGlyphsForCharacters(font, [0x2026], &ellipsis, 1)
        XCTAssertEqual(glyph, ellipsis)
        XCTAssertTrue(CTLineCreateTruncatedLine(made, 10_000, .end, nil) === made, "a line that fits is itself")
        XCTAssertNil(CTLineCreateTruncatedLine(made, 5, .middle, nil), "not even the ellipsis fits")
        let token = line("~")
        let start = try XCTUnwrap(CTLineCreateTruncatedLine(made, 150, .start, token))
        XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(start, nil, nil, nil), 150)
    }

    func testAJustifiedLineSpreadsItsSpaces() throws {
        let made = line("a b c")
        let justified = try XCTUnwrap(CTLineCreateJustifiedLine(made, 1, 200))
        XCTAssertEqual(CTLineGetTypographicBounds(justified, nil, nil, nil), 200, accuracy: 0.01)
        let runs = CTLineGetGlyphRuns(justified) as! [CTRun]
        var positions = [CGPoint](repeating: .zero, count: 5)
        CTRunGetPositions(runs[0], CFRange(), &positions)
        var glyph: CGGlyph = 0
        _ = CTFontGetGlyphsForCharacters(font, [UInt16(UInt8(ascii: "c"))], &glyph, 1)
        var advance = CGSize.zero
        CTFontGetAdvancesForGlyphs(font, .horizontal, &glyph, &advance, 1)
        XCTAssertEqual(positions[4].x + advance.width, 200, accuracy: 0.01, "the last letter ends at the width")
        XCTAssertNil(CTLineCreateJustifiedLine(made, 1, 10), "wider than the width already")
    }

    func testRunAttributesCastToDictionariesKeyedByName() throws {
        let run = (CTLineGetGlyphRuns(line("Cast")) as! [CTRun])[0]
        XCTAssertEqual((CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName as String] as? CTFont, font)
        let byName = try XCTUnwrap(CTRunGetAttributes(run) as? [String: Any])
        XCTAssertEqual(byName[kCTFontAttributeName as String] as? CTFont, font)
    }

    func testTheClassicLoopOverCFArraysReadsTheSameRuns() {
        let made = line("CF")
        let runArray = CTLineGetGlyphRuns(made)
        XCTAssertEqual(CFArrayGetCount(runArray), 1)
        let run = unsafeBitCast(CFArrayGetValueAtIndex(runArray, 0), to: CTRun.self)
        let key = Unmanaged.passUnretained(kCTFontAttributeName).toOpaque()
        let runFont = unsafeBitCast(CFDictionaryGetValue(CTRunGetAttributes(run), key), to: CTFont.self)
        XCTAssertEqual(runFont, font)
        XCTAssertEqual(CTRunGetGlyphCount(run), 2)
    }
}
