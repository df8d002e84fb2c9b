import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A read-only note view that lays its text out with TextKit 2 and draws it fragment by fragment, a highlight painted
/// behind a search match from the layout manager's segments, as iOS 16 apps build custom text views (Swift 5, no
/// annotations).
final class NoteTextView: UIView {
    let textContentStorage = NSTextContentStorage()
    let textLayoutManager = NSTextLayoutManager()
    let textContainer = NSTextContainer(size: .zero)
    var highlightedRange: NSRange?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        textContentStorage.addTextLayoutManager(textLayoutManager)
        textContainer.lineFragmentPadding = 8
        textLayoutManager.textContainer = textContainer
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var attributedText: NSAttributedString {
        get { textContentStorage.attributedString ?? NSAttributedString() }
        set {
            textContentStorage.performEditingTransaction {
                textContentStorage.textStorage?.setAttributedString(newValue)
            }
            setNeedsDisplay()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        textContainer.size = CGSize(width: bounds.width, height: 0)
    }

    /// The document range of `range` (UTF-16 offsets of the text).
    func textRange(for range: NSRange) -> NSTextRange? {
        let start = textContentStorage.documentRange.location
        guard let from = textContentStorage.location(start, offsetBy: range.location),
              let to = textContentStorage.location(start, offsetBy: NSMaxRange(range)) else { return nil }
        return NSTextRange(location: from, end: to)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        textContainer.size = CGSize(width: bounds.width, height: 0)
        if let highlightedRange = highlightedRange, let range = textRange(for: highlightedRange) {
            UIColor.systemYellow.setFill()
            textLayoutManager.enumerateTextSegments(in: range, type: .highlight, options: []) { _, segmentFrame, _, _ in
                UIRectFill(segmentFrame)
                return true
            }
        }
        textLayoutManager.enumerateTextLayoutFragments(from: textLayoutManager.documentRange.location, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.intersects(rect) {
                fragment.draw(at: frame.origin, in: context)
            }
            return frame.minY < rect.maxY
        }
    }

    override var intrinsicContentSize: CGSize {
        textLayoutManager.ensureLayout(for: textLayoutManager.documentRange)
        return textLayoutManager.usageBoundsForTextContainer.size
    }
}

final class TextKit2PortabilityTests: XCTestCase {
    private let text = NSAttributedString(string: "Shopping list\nMilk, eggs and a needle for the tent", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20),
        .foregroundColor: UIColor.black,
    ])

    func testTheNoteDrawsItsFragmentsAndTheHighlightBehindTheMatch() throws {
        let (image, matchFrame, firstLine) = try MainActor.assumeIsolated { () throws -> (CGImage, CGRect, CGRect) in
            let view = NoteTextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            view.attributedText = text
            let match = (text.string as NSString).range(of: "needle")
            view.highlightedRange = match
            view.layoutIfNeeded()
            var matchFrame = CGRect.null
            view.textLayoutManager.enumerateTextSegments(in: try XCTUnwrap(view.textRange(for: match)), type: .highlight, options: []) { _, frame, _, _ in
                matchFrame = matchFrame.union(frame)
                return true
            }
            let first = try XCTUnwrap(view.textLayoutManager.textLayoutFragment(for: view.textContentStorage.documentRange.location))
            XCTAssertGreaterThan(view.intrinsicContentSize.height, first.layoutFragmentFrame.height * 1.5)
            let image = try XCTUnwrap(renderOffscreen(view))
            return (image, matchFrame, first.layoutFragmentFrame)
        }
        XCTAssertFalse(matchFrame.isNull)
        var yellow = 0, dark = 0
        for y in Int(matchFrame.minY)..<Int(matchFrame.maxY) {
            for x in Int(matchFrame.minX)..<Int(matchFrame.maxX) {
                let p = image.pixel(x: x, y: y)
                let r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF
                if r > 200, g > 160, b < 80 { yellow += 1 }
                if r < 80, g < 80, b < 80 { dark += 1 }
            }
        }
        XCTAssertGreaterThan(yellow, Int(matchFrame.width * matchFrame.height) / 3, "the highlight fills the match's segment")
        XCTAssertGreaterThan(dark, 10, "the word draws over it")
        var ink = 0
        for y in Int(firstLine.minY)..<Int(firstLine.maxY) {
            for x in 8..<120 where image.pixel(x: x, y: y) & 0xFF < 100 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 40, "the first paragraph draws in its fragment")
        let below = Int(firstLine.maxY + 60)
        XCTAssertTrue((0..<240).allSatisfy { image.pixel(x: $0, y: min(below, 119)) & 0xFF > 200 }, "nothing below the text")
    }

    func testLineFragmentsDrawIntoAnImageRenderer() throws {
        let image = try MainActor.assumeIsolated { () throws -> UIImage in
            let view = NoteTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            view.attributedText = text
            view.layoutIfNeeded()
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 40), format: format).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 300, height: 40))
                let location = view.textContentStorage.documentRange.location
                guard let fragment = view.textLayoutManager.textLayoutFragment(for: location) else { return }
                for line in fragment.textLineFragments {
                    line.draw(at: CGPoint(x: 20 + line.typographicBounds.minX, y: 10 + line.typographicBounds.minY), in: context.cgContext)
                }
            }
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        var ink = 0
        for y in 10..<40 {
            for x in 0..<300 where cgImage.pixel(x: x, y: y) & 0xFF < 100 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 40)
        XCTAssertTrue((0..<300).allSatisfy { cgImage.pixel(x: $0, y: 2) & 0xFF > 200 }, "the line starts where it was drawn")
        XCTAssertTrue((0..<27).allSatisfy { x in (10..<40).allSatisfy { cgImage.pixel(x: x, y: $0) & 0xFF > 200 } }, "left of the padding and offset")
    }
}
