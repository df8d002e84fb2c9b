@testable import CoreGraphics
import TestSupport
import XCTest

/// Attributed strings through the text engine: attributes become pango's, paragraphs keep their styles, and
/// UIKit's measuring rules (`boundingRect`, `size()`) hold with wrapping, spacing and limits.
final class AttributedTextLayoutTests: XCTestCase {
    private let font = TextLayout.Font(family: "DejaVu Sans", size: 20)
    private let text = "The quick brown fox jumps over the lazy dog"

    private func layout(_ string: NSAttributedString, width: CGFloat? = nil, height: CGFloat? = nil, maximumLines: Int = 0,
                        truncation: TextLayout.Truncation = .none) -> TextLayout {
        TextLayout(attributedString: string, font: font, color: .black, width: width, height: height, maximumLines: maximumLines,
                   truncation: truncation, lineBreaks: .paragraphStyles)
    }

    func testAFontAttributeSetsItsRunOnly() {
        let plain = layout(NSAttributedString(string: "Hello"))
        let big = NSMutableAttributedString(string: "Hello")
        big.addAttributes([.font: TextLayout.Font(family: "DejaVu Sans", size: 40)], range: NSRange(location: 0, length: 5))
        XCTAssertEqual(layout(big).size.width, 2 * plain.size.width, accuracy: 0.5)
        let half = NSMutableAttributedString(string: "Hello")
        half.addAttributes([.font: TextLayout.Font(family: "DejaVu Sans", size: 40)], range: NSRange(location: 0, length: 2))
        XCTAssertGreaterThan(layout(half).size.width, plain.size.width + 5)
        XCTAssertLessThan(layout(half).size.width, layout(big).size.width - 5)
    }

    func testKernAddsAfterEachCharacterAndZeroTurnsKerningOff() {
        let plain = layout(NSAttributedString(string: "AVAVAV"))
        let spaced = layout(NSAttributedString(string: "AVAVAV", attributes: [.kern: 3]))
        XCTAssertEqual(spaced.size.width, plain.size.width + 5 * 3, accuracy: 0.5, "between characters (pango's letter spacing)")
        let unkerned = layout(NSAttributedString(string: "AVAVAV", attributes: [.kern: 0]))
        XCTAssertGreaterThan(unkerned.size.width, plain.size.width + 1, "DejaVu kerns A and V together; 0 turns that off")
    }

    func testLineSpacingAndParagraphSpacingAddToTheHeight() {
        let oneLine = layout(NSAttributedString(string: "Hello")).size.height
        let wrapped = layout(NSAttributedString(string: text), width: 150)
        let lines = CGFloat(wrapped.lineCount)
        XCTAssertGreaterThan(lines, 2)
        XCTAssertEqual(wrapped.size.height, lines * oneLine, accuracy: 0.5)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 7
        let spaced = layout(NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: 150)
        XCTAssertEqual(spaced.size.height, lines * oneLine + (lines - 1) * 7, accuracy: 0.5, "between lines, not after the last")
        style.paragraphSpacing = 11
        style.paragraphSpacingBefore = 4
        let paragraphs = layout(NSAttributedString(string: "One\nTwo", attributes: [.paragraphStyle: style]))
        XCTAssertEqual(paragraphs.size.height, 2 * oneLine + 11 + 4, accuracy: 0.5)
    }

    func testBoundingRectWrapsInTheWidthAndSizeDoesNot() {
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let unlimited = string.size()
        let bounded = string.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(bounded.origin, .zero)
        XCTAssertLessThanOrEqual(bounded.width, 150)
        XCTAssertGreaterThan(bounded.height, 2 * unlimited.height)
        let baseline = string.boundingRect(with: CGSize(width: 150, height: 0), options: [], context: nil)
        XCTAssertEqual(baseline.size, unlimited, "without .usesLineFragmentOrigin the text is one line")
        XCTAssertLessThan(baseline.minY, -10, "measured from the baseline")
        XCTAssertEqual(NSAttributedString(string: "").size(), .zero)
    }

    func testTheHeightLimitsTheLinesAndTruncatesTheLastWhenAsked() {
        let string = NSAttributedString(string: text, attributes: [.font: font])
        let lineHeight = string.size().height
        let cut = string.boundingRect(with: CGSize(width: 150, height: lineHeight * 2.5), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(cut.height, 2 * lineHeight, accuracy: 0.5, "only whole lines that fit")
        let ellipsized = TextLayout(drawing: string, in: CGSize(width: 150, height: lineHeight * 2.5), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        XCTAssertEqual(ellipsized.lineCount, 2)
        XCTAssertTrue(ellipsized.isTruncated)
    }

    func testTruncatingParagraphStylesKeepOneLineInStringDrawing() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let string = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
        let rect = string.boundingRect(with: CGSize(width: 150, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(rect.height, string.size().height, accuracy: 0.5)
        XCTAssertLessThanOrEqual(rect.width, 150)
    }

    func testIndentsNarrowTheLines() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        let first = layout(NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style]))
        let plain = layout(NSAttributedString(string: "Hello"))
        XCTAssertEqual(first.size.width, plain.size.width + 30, accuracy: 0.5)
        style.headIndent = 20
        style.tailIndent = -20
        let narrowed = layout(NSAttributedString(string: text, attributes: [.paragraphStyle: style]), width: 200)
        let wide = layout(NSAttributedString(string: text), width: 200)
        XCTAssertGreaterThan(narrowed.lineCount, wide.lineCount - 1)
        XCTAssertLessThanOrEqual(narrowed.size.width, 200 - 20 + 0.5)
    }

    func testLineHeightMultipleAndLimits() {
        let oneLine = layout(NSAttributedString(string: "Hello")).size.height
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 2
        XCTAssertEqual(layout(NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])).size.height, 2 * font.metrics.lineHeight, accuracy: 0.1)
        XCTAssertEqual(font.metrics.lineHeight, oneLine, accuracy: 1)
        let limited = NSMutableParagraphStyle()
        limited.minimumLineHeight = 40
        XCTAssertEqual(layout(NSAttributedString(string: "Hello", attributes: [.paragraphStyle: limited])).size.height, 40, accuracy: 0.5)
        limited.minimumLineHeight = 0
        limited.maximumLineHeight = 15
        XCTAssertEqual(layout(NSAttributedString(string: "Hello", attributes: [.paragraphStyle: limited])).size.height, 15, accuracy: 0.5)
    }

    func testShrinkingToTheDrawingContextsMinimumScale() {
        let string = NSAttributedString(string: "Hello world", attributes: [.font: font])
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let width = string.size().width / 2
        let height = string.size().height
        let rect = string.boundingRect(with: CGSize(width: width, height: height), options: .usesLineFragmentOrigin, context: context)
        XCTAssertLessThan(context.actualScaleFactor, 0.55)
        XCTAssertGreaterThan(context.actualScaleFactor, 0.4)
        XCTAssertLessThanOrEqual(rect.width, width + 0.01)
        XCTAssertEqual(context.totalBounds, rect)
    }

    func testStrokesBackgroundsAndLinesDrawWhereTheirRunsAre() {
        func draw(_ attributes: [NSAttributedString.Key: Any]) -> CGImage {
            let context = makeContext(200, 60)
            context.setFillColor(.white)
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 60))
            let big = attributes.merging([.font: TextLayout.Font(family: "DejaVu Sans", size: 40)]) { $1 }
            layout(NSAttributedString(string: "HHH", attributes: big)).draw(in: context, at: CGPoint(x: 10, y: 5))
            return context.makeImage()!
        }
        func count(_ image: CGImage, _ test: (UInt32) -> Bool) -> Int {
            (0..<image.height).reduce(0) { sum, y in sum + (0..<image.width).filter { test(image.pixel(x: $0, y: y)) }.count }
        }
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let isRed: (UInt32) -> Bool = { Int(($0 >> 16) & 0xFF) - Int(($0 >> 8) & 0xFF) > 100 }
        let filled = draw([:])
        let outlined = draw([.strokeWidth: 5, .strokeColor: red])
        let filledAndOutlined = draw([.strokeWidth: -5, .strokeColor: red])
        XCTAssertGreaterThan(count(outlined, isRed), 40, "the outline is drawn")
        XCTAssertLessThan(count(outlined) { $0 & 0xFFFFFF < 0x202020 }, 3, "a positive width leaves the glyphs unfilled")
        XCTAssertGreaterThan(count(filledAndOutlined) { $0 & 0xFFFFFF < 0x202020 }, 10, "a negative width fills them too")
        XCTAssertEqual(count(filled, isRed), 0)
        XCTAssertGreaterThan(count(draw([.backgroundColor: red]), isRed), 500, "the background fills the run's line")
        let underlined = draw([.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: red])
        XCTAssertGreaterThan(count(underlined, isRed), 30)
        let struck = draw([.strikethroughStyle: NSUnderlineStyle.single, .strikethroughColor: red])
        XCTAssertGreaterThan(count(struck, isRed), 30)
    }

    func testAttributeValuesOfTheWrongTypeAreIgnored() {
        let plain = layout(NSAttributedString(string: "Hello"))
        let wrong = layout(NSAttributedString(string: "Hello", attributes: [.font: "Helvetica", .kern: "3", .paragraphStyle: 1]))
        XCTAssertEqual(wrong.size, plain.size)
    }

    func testParagraphStylesCopyAndCompareByValue() {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.alignment = .center
        style.lineSpacing = 4
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual(copy, style)
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertNotEqual(copy, NSParagraphStyle.default)
        XCTAssertEqual(NSParagraphStyle.default.tabStops.count, 12)
        let shadow = NSShadow()
        XCTAssertEqual(shadow.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
    }

    /// Text with one set of attributes throughout is set without an attributed string, exactly as one would set it:
    /// paragraphs, empty lines, line ending kinds, bidi and emoji, wrapping, line limits and truncation.
    func testPlainTextWithAttributesSetsAsTheAttributedStringOfThem() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        style.lineSpacing = 3
        let attributes: [NSAttributedString.Key: Any] = [.font: TextLayout.Font(family: "DejaVu Sans", size: 15), .foregroundColor: CGColor.black,
                                                         .paragraphStyle: style, .kern: 1]
        let strings = ["Item 12", "", "a\nb", "one\r\ntwo\n\nthree\u{2029}four\r", "trailing\n", "مرحبا بالعالم and more", "emoji 👍🏽 x 𝄞", text]
        for string in strings {
            for (width, lines, truncation) in [(nil, 0, TextLayout.Truncation.none), (60, 0, .none), (60, 2, .tail), (90, 1, .middle)] as [(CGFloat?, Int, TextLayout.Truncation)] {
                let attributed = TextLayout(attributedString: NSAttributedString(string: string, attributes: attributes), font: font, color: .black,
                                            width: width, maximumLines: lines, truncation: truncation)
                let plain = TextLayout(string: string, attributes: attributes, font: font, color: .black, width: width, maximumLines: lines,
                                       truncation: truncation)
                let context = "\(string.debugDescription) width \(width.map { "\($0)" } ?? "none") lines \(lines)"
                XCTAssertEqual(plain.size, attributed.size, context)
                XCTAssertEqual(plain.lineCount, attributed.lineCount, context)
                XCTAssertEqual(plain.firstBaseline, attributed.firstBaseline, context)
                XCTAssertEqual(plain.isTruncated, attributed.isTruncated, context)
                XCTAssertEqual(plain.paragraphs.map(\.paragraph.text), attributed.paragraphs.map(\.paragraph.text), context)
                XCTAssertEqual(plain.paragraphs.map(\.top), attributed.paragraphs.map(\.top), context)
            }
        }
    }
}
