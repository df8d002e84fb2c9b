import CoreText
import TestSupport
import XCTest

/// Framesetters and frames: lines broken to a rectangle's width and cut at its height, lines fitted into an
/// ellipse, suggested sizes, and paragraph styles made from Core Text settings.
final class CTFrameTests: XCTestCase {
    private let font = CTFontCreateWithName("Helvetica" as CFString, 16, nil)
    private let text = "Core Text breaks this paragraph into lines that fit the width of the frame it is given, top to bottom."

    private func framesetter(_ extra: [NSAttributedString.Key: Any] = [:]) -> CTFramesetter {
        var attributes = extra
        attributes[NSAttributedString.Key(kCTFontAttributeName as String)] = font
        return CTFramesetterCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes))
    }

    private func origins(_ frame: CTFrame) -> [CGPoint] {
        var origins = [CGPoint](repeating: .zero, count: CFArrayGetCount(CTFrameGetLines(frame)))
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        return origins
    }

    func testARectangleBreaksLinesToItsWidthFromItsTop() {
        let frame = CTFramesetterCreateFrame(framesetter(), CFRange(), CGPath(rect: CGRect(x: 10, y: 20, width: 200, height: 300), transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        XCTAssertGreaterThan(lines.count, 2)
        let origins = origins(frame)
        XCTAssertEqual(origins[0].x, 0)
        XCTAssertEqual(origins[0].y, 300 - CTFontGetAscent(font), accuracy: 0.01, "origins are from the path's bottom-left, y up")
        for (line, next) in zip(origins, origins.dropFirst()) {
            XCTAssertEqual(line.y - next.y, CTFontGetAscent(font) + CTFontGetDescent(font), accuracy: 0.01)
        }
        for line in lines {
            XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line), 200)
        }
        XCTAssertEqual(CTFrameGetVisibleStringRange(frame), CFRange(location: 0, length: (text as NSString).length))
        let joined = lines.map { CTLineGetStringRange($0) }
        for (line, next) in zip(joined, joined.dropFirst()) { XCTAssertEqual(line.location + line.length, next.location) }
    }

    func testLinesBelowTheRectangleAreLeftOut() {
        let height = 2 * (CTFontGetAscent(font) + CTFontGetDescent(font)) + 3
        let frame = CTFramesetterCreateFrame(framesetter(), CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: height), transform: nil), nil)
        XCTAssertEqual(CFArrayGetCount(CTFrameGetLines(frame)), 2)
        let visible = CTFrameGetVisibleStringRange(frame)
        XCTAssertLessThan(visible.length, (text as NSString).length)
        let rest = CTFramesetterCreateFrame(framesetter(), CFRange(location: visible.length, length: 0), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 400), transform: nil), nil)
        XCTAssertEqual(CTFrameGetVisibleStringRange(rest).location, visible.length, "the next frame goes on where this one stopped")
        XCTAssertEqual(CTLineGetStringRange((CTFrameGetLines(rest) as! [CTLine])[0]).location, visible.length)
    }

    func testAnEllipseGivesLinesThatStayInsideIt() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 240, height: 240), transform: nil)
        let frame = CTFramesetterCreateFrame(framesetter(), CFRange(), ellipse, nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        let origins = origins(frame)
        XCTAssertGreaterThan(lines.count, 3)
        let widths = lines.map { CGFloat(CTLineGetTypographicBounds($0, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth($0)) }
        XCTAssertLessThan(widths[0], widths[lines.count / 2], "the top of a circle is narrower than its middle")
        for (line, origin) in zip(lines, origins) {
            let ink = CTLineGetImageBounds(line, nil).offsetBy(dx: origin.x, dy: origin.y)
            XCTAssertTrue(ellipse.contains(CGPoint(x: ink.minX, y: origin.y)), "\(ink) starts inside")
            XCTAssertTrue(ellipse.contains(CGPoint(x: ink.maxX, y: origin.y)), "\(ink) ends inside")
        }
    }

    func testTheSuggestedSizeHoldsTheTextAndSaysWhatFits() {
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter(), CFRange(), nil, CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), &fit)
        XCTAssertLessThanOrEqual(size.width, 200)
        XCTAssertGreaterThan(size.width, 150)
        XCTAssertEqual(fit, CFRange(location: 0, length: (text as NSString).length))
        let frame = CTFramesetterCreateFrame(framesetter(), CFRange(), CGPath(rect: CGRect(origin: .zero, size: size), transform: nil), nil)
        XCTAssertEqual(CTFrameGetVisibleStringRange(frame), fit, "a frame of the suggested size holds everything")
        let oneLine = CTFramesetterSuggestFrameSizeWithConstraints(framesetter(), CFRange(), nil, .zero, nil)
        XCTAssertEqual(oneLine.height, CTFontGetAscent(font) + CTFontGetDescent(font), accuracy: 0.01)
    }

    func testParagraphStyleSettingsAlignTheLines() {
        var alignment = CTTextAlignment.center
        var spacing: CGFloat = 6
        let style = withUnsafeBytes(of: &alignment) { alignmentBytes in
            withUnsafeBytes(of: &spacing) { spacingBytes in
                let settings = [
                    CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: alignmentBytes.baseAddress!),
                    CTParagraphStyleSetting(spec: .paragraphSpacing, valueSize: MemoryLayout<CGFloat>.size, value: spacingBytes.baseAddress!),
                ]
                return CTParagraphStyleCreate(settings, settings.count)
            }
        }
        var read = CTTextAlignment.left
        XCTAssertTrue(CTParagraphStyleGetValueForSpecifier(style, .alignment, MemoryLayout<CTTextAlignment>.size, &read))
        XCTAssertEqual(read, .center)
        var readSpacing: CGFloat = 0
        XCTAssertTrue(CTParagraphStyleGetValueForSpecifier(style, .paragraphSpacing, MemoryLayout<CGFloat>.size, &readSpacing))
        XCTAssertEqual(readSpacing, 6)
        let frame = CTFramesetterCreateFrame(
            framesetter([NSAttributedString.Key(kCTParagraphStyleAttributeName as String): style]), CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 300), transform: nil), nil)
        let line = (CTFrameGetLines(frame) as! [CTLine]).last!
        let origin = origins(frame).last!
        let used = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        XCTAssertEqual(origin.x + used / 2, 150, accuracy: 1, "the last, short line is centred")
    }

    func testATypesetterBreaksAtWordsAndMakesLinesOfRanges() {
        let typesetter = CTFramesetterGetTypesetter(framesetter())
        let length = CTTypesetterSuggestLineBreak(typesetter, 0, 100)
        XCTAssertGreaterThan(length, 3)
        XCTAssertEqual((text as NSString).substring(with: NSRange(location: length - 1, length: 1)), " ", "the break follows a space")
        let line = CTTypesetterCreateLine(typesetter, CFRange(location: 0, length: length))
        XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line), 100)
        XCTAssertEqual(CTLineGetStringRange(line), CFRange(location: 0, length: length))
        XCTAssertLessThan(CTTypesetterSuggestClusterBreak(typesetter, 0, 30), 6)
    }
}
