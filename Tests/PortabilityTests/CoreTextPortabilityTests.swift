import CoreText
import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Core Text as iOS apps use it: a word written out stroke by stroke (its glyph outlines as one path, a shape layer's
/// `strokeEnd` animated along them), and a view drawing a paragraph with a framesetter in `draw(_:)`.
final class CoreTextPortabilityTests: XCTestCase {
    /// The handwriting effect: the glyphs of a string as one path, the "letters" a shape layer strokes.
    static func letterPath(for text: String, font: UIFont) -> CGPath {
        let letters = CGMutablePath()
        let ctFont = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)
        let attributes = [NSAttributedString.Key(kCTFontAttributeName as String): ctFont]
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes))
        let runArray = CTLineGetGlyphRuns(line)
        for runIndex in 0..<CFArrayGetCount(runArray) {
            let run = unsafeBitCast(CFArrayGetValueAtIndex(runArray, runIndex), to: CTRun.self)
            let runFont = unsafeBitCast(
                CFDictionaryGetValue(CTRunGetAttributes(run), Unmanaged.passUnretained(kCTFontAttributeName).toOpaque()), to: CTFont.self)
            for glyphIndex in 0..<CTRunGetGlyphCount(run) {
                let range = CFRangeMake(glyphIndex, 1)
                var glyph = CGGlyph()
                var position = CGPoint()
                CTRunGetGlyphs(run, range, &glyph)
                CTRunGetPositions(run, range, &position)
                if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    letters.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
                }
            }
        }
        return letters
    }

    /// A view that writes its text out when asked.
    final class HandwritingView: UIView {
        let pathLayer = CAShapeLayer()

        init(frame: CGRect, text: String, font: UIFont) {
            super.init(frame: frame)
            let letters = CoreTextPortabilityTests.letterPath(for: text, font: font)
            let path = UIBezierPath()
            path.move(to: .zero)
            path.append(UIBezierPath(cgPath: letters))
            pathLayer.bounds = path.cgPath.boundingBox
            pathLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
            // Core Text's glyphs are y up: the layer is flipped so the word reads right way up.
            pathLayer.transform = CATransform3DMakeScale(1, -1, 1)
            pathLayer.path = path.cgPath
            pathLayer.strokeColor = UIColor.black.cgColor
            pathLayer.fillColor = nil
            pathLayer.lineWidth = 1.5
            pathLayer.lineJoin = .bevel
            layer.addSublayer(pathLayer)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func startWriting(duration: CFTimeInterval) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.duration = duration
            animation.fromValue = 0
            animation.toValue = 1
            pathLayer.add(animation, forKey: "strokeEnd")
        }
    }

    /// A paragraph drawn with Core Text, flipped into its y-up space as iOS code does.
    final class ParagraphView: UIView {
        var attributedText = NSAttributedString()

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.textMatrix = .identity
            context.translateBy(x: 0, y: bounds.size.height)
            context.scaleBy(x: 1.0, y: -1.0)
            let path = CGMutablePath()
            path.addRect(bounds.insetBy(dx: 12, dy: 12))
            let framesetter = CTFramesetterCreateWithAttributedString(attributedText as CFAttributedString)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, attributedText.length), path, nil)
            CTFrameDraw(frame, context)
        }
    }

    /// The number of dark pixels in a rendered picture.
    @MainActor
    private func inkCount(_ renderer: OffscreenRenderer, rows: Range<Int>, columns: Range<Int>) -> Int {
        var count = 0
        for y in rows {
            for x in columns where renderer.pixel(x: x, y: y) & 0xFF < 0x80 { count += 1 }
        }
        return count
    }

    func testTheWordIsWrittenOutAlongItsGlyphsOnTheClock() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            window.backgroundColor = .white
            let view = HandwritingView(frame: window.bounds, text: "Hello", font: UIFont(name: "Helvetica-Bold", size: 60)!)
            window.addSubview(view)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            view.startWriting(duration: 2)
            renderer.renderFrame()
            let all = (0..<100, 0..<300)
            XCTAssertEqual(inkCount(renderer, rows: all.0, columns: all.1), 0, "nothing written yet")
            clock.advance(by: 0.8)
            renderer.renderFrame()
            let early = inkCount(renderer, rows: all.0, columns: all.1)
            let rightHalf = inkCount(renderer, rows: all.0, columns: 170..<300)
            clock.advance(by: 0.8)
            renderer.renderFrame()
            let later = inkCount(renderer, rows: all.0, columns: all.1)
            clock.advance(by: 1)
            renderer.renderFrame()
            let done = inkCount(renderer, rows: all.0, columns: all.1)
            XCTAssertGreaterThan(early, 0)
            XCTAssertEqual(rightHalf, 0, "the letters are written left to right: the last ones wait")
            XCTAssertGreaterThan(later, early)
            XCTAssertGreaterThan(done, later)
            XCTAssertGreaterThan(inkCount(renderer, rows: 0..<50, columns: 0..<300), inkCount(renderer, rows: 50..<100, columns: 0..<300) / 4, "the word stands right way up in the middle")
            assertSnapshot(renderer.image!)
        }
    }

    func testAParagraphDrawnWithAFramesetterReadsFromTheTop() {
        MainActor.assumeIsolated {
            let view = ParagraphView(frame: CGRect(x: 0, y: 0, width: 280, height: 160))
            view.backgroundColor = .white
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 2
            let text = NSMutableAttributedString(
                string: "Core Text sets this paragraph in the view's bounds, line by line from the top, as on iOS.",
                attributes: [.font: UIFont(name: "Helvetica", size: 17)!, .foregroundColor: UIColor.darkGray, .paragraphStyle: style])
            text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 9))
            view.attributedText = text
            let image = renderOffscreen(view)!
            assertSnapshot(image)
            let ctFont = CTFontCreateWithName(UIFont(name: "Helvetica", size: 17)!.fontName as CFString, 17, nil)
            XCTAssertEqual(CTFontCopyPostScriptName(ctFont) as String, UIFont(name: "Helvetica", size: 17)!.fontName)
        }
    }
}
