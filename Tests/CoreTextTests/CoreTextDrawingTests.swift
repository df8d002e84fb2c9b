import CoreText
import TestSupport
import XCTest

/// Lines and frames drawn into a context flipped to Core Text's y-up space, as iOS drawing code flips it, compared
/// with reference pictures.
final class CoreTextDrawingTests: XCTestCase {
    private func flippedContext(width: Int, height: Int) throws -> CGContext {
        let context = try XCTUnwrap(CGContext(pixelWidth: width, pixelHeight: height))
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    func testLinesAndAFrameDrawRightWayUpThroughTheTextMatrix() throws {
        let context = try flippedContext(width: 260, height: 200)
        let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 26, nil)
        let title = NSMutableAttributedString(string: "Core Text", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
        title.addAttribute(NSAttributedString.Key(kCTForegroundColorAttributeName as String), value: CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1), range: NSRange(location: 5, length: 4))
        title.addAttribute(NSAttributedString.Key(kCTUnderlineStyleAttributeName as String), value: CTUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 4))
        context.textMatrix = .identity
        context.textPosition = CGPoint(x: 12, y: 160)
        CTLineDraw(CTLineCreateWithAttributedString(title), context)

        // A slanted copy through the text matrix.
        context.textMatrix = CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 150, ty: 160)
        CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "skew", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("Helvetica" as CFString, 22, nil)])), context)
        context.textMatrix = .identity

        let body = NSAttributedString(string: "A frame of wrapped text, drawn line by line at the origins Core Text gives.", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVuSerif" as CFString, 14, nil),
        ])
        let framesetter = CTFramesetterCreateWithAttributedString(body)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: CGRect(x: 12, y: 10, width: 236, height: 130), transform: nil), nil)
        CTFrameDraw(frame, context)
        assertSnapshot(context.makeImage()!)
    }

    func testAFrameInACircleFollowsItsEdge() throws {
        let context = try flippedContext(width: 220, height: 220)
        let circle = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 200, height: 200), transform: nil)
        context.addPath(circle)
        context.setStrokeColor(CGColor(red: 0.7, green: 0.7, blue: 0.7, alpha: 1))
        context.strokePath()
        let text = String(repeating: "Lines fit the widest piece of the circle at their height. ", count: 3)
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: text, attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("Helvetica" as CFString, 13, nil),
        ]))
        CTFrameDraw(CTFramesetterCreateFrame(framesetter, CFRange(), circle, nil), context)
        assertSnapshot(context.makeImage()!)
    }

    func testGlyphsDrawInTheContextsFillColour() throws {
        let context = try flippedContext(width: 120, height: 50)
        let font = CTFontCreateWithName("Helvetica" as CFString, 30, nil)
        let characters = Array("Ok".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        _ = CTFontGetGlyphsForCharacters(font, characters, &glyphs, 2)
        var advances = [CGSize](repeating: .zero, count: 2)
        CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
        let positions = [CGPoint(x: 10, y: 14), CGPoint(x: 10 + advances[0].width, y: 14)]
        context.setFillColor(CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1))
        CTFontDrawGlyphs(font, glyphs, positions, 2, context)
        assertSnapshot(context.makeImage()!)
    }
}
