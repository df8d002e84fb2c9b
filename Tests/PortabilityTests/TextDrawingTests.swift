import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A quote card as iOS apps draw one: an attributed string with a paragraph style and a shadow in `draw(_:)`.
class QuoteView: UIView {
    var quote = "Simplicity is the ultimate sophistication, and text should wrap where it must."
    var author = "— Leonardo"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.96, green: 0.94, blue: 0.88, alpha: 1)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func draw(_ rect: CGRect) {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 6
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 2
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.italicSystemFont(ofSize: 17),
            .foregroundColor: UIColor.darkGray,
            .paragraphStyle: paragraph,
            .shadow: shadow,
        ]
        let text = NSAttributedString(string: quote, attributes: attributes)
        let box = bounds.insetBy(dx: 16, dy: 12)
        let needed = text.boundingRect(with: CGSize(width: box.width, height: .greatestFiniteMagnitude),
                                       options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        text.draw(with: CGRect(x: box.minX, y: box.minY, width: box.width, height: ceil(needed.height)),
                  options: .usesLineFragmentOrigin, context: nil)

        let byline = NSMutableAttributedString(string: author, attributes: [
            .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.blue,
        ])
        byline.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 2, length: 8))
        let size = byline.size()
        byline.draw(at: CGPoint(x: bounds.maxX - size.width - 16, y: box.minY + ceil(needed.height) + 8))

        let title = "OUTLINED" as NSString
        title.draw(at: CGPoint(x: 16, y: bounds.maxY - 40), withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 24), .strokeColor: UIColor.red, .strokeWidth: 3.0, .kern: 2,
        ])
    }
}

/// A notification badge sized by its text, as apps size them.
class CountBadgeView: UIView {
    var count = 0 { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    private let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.white,
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    private var label: String { count > 99 ? "99+" : "\(count)" }

    override var intrinsicContentSize: CGSize {
        let size = label.size(withAttributes: attributes)
        return CGSize(width: max(ceil(size.width) + 12, ceil(size.height) + 4), height: ceil(size.height) + 4)
    }

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        let size = label.size(withAttributes: attributes)
        label.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}

final class TextDrawingTests: XCTestCase {
    func testAQuoteDrawnWithAParagraphStyleAndAShadow() throws { try MainActor.assumeIsolated {
        let view = QuoteView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        assertSnapshot(try XCTUnwrap(renderOffscreen(view)))
    } }

    func testALabelWithAttributedText() throws { try MainActor.assumeIsolated {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 70))
        label.numberOfLines = 0
        let text = NSMutableAttributedString(string: "Price ", attributes: [.font: UIFont.systemFont(ofSize: 18)])
        text.append(NSAttributedString(string: "$12", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.green,
        ]))
        text.append(NSAttributedString(string: " $19", attributes: [
            .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.gray,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .baselineOffset: 2,
        ]))
        text.append(NSAttributedString(string: "\nfree shipping", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .caption1), .backgroundColor: UIColor.yellow,
        ]))
        // Apps restyle a range in place; the font replaced here is the one the first run had.
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 18), range: NSRange(location: 0, length: 5))
        text.addAttribute(.paragraphStyle, value: NSParagraphStyle.default, range: NSRange(location: 0, length: text.length))
        text.addAttribute(.paragraphStyle, value: NSMutableParagraphStyle(), range: NSRange(location: 0, length: 3))
        label.attributedText = text
        label.textAlignment = .center
        XCTAssertEqual(label.text, "Price $12 $19\nfree shipping")
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 18), "the first run's font")
        assertSnapshot(try XCTUnwrap(renderOffscreen(label)))
    } }

    func testABadgeSizedBySizeWithAttributes() throws { try MainActor.assumeIsolated {
        _ = installManualClock()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        var x: CGFloat = 8
        for count in [3, 42, 1234] {
            let badge = CountBadgeView(frame: .zero)
            badge.count = count
            badge.frame = CGRect(origin: CGPoint(x: x, y: 8), size: badge.intrinsicContentSize)
            container.addSubview(badge)
            x += badge.frame.width + 8
        }
        let widths = container.subviews.map(\.frame.width)
        XCTAssertEqual(widths[0], widths[0].rounded(.up))
        XCTAssertLessThan(widths[0], widths[1])
        XCTAssertLessThan(widths[1], widths[2])
        // The badges asked to be drawn in this test's context, so the window joins the same one.
        let window = UIWindow(frame: container.frame)
        window.backgroundColor = .white
        window.addSubview(container)
        let renderer = OffscreenRenderer(window: window, scale: 1)
        renderer.renderFrame()
        assertSnapshot(try XCTUnwrap(renderer.image))
    } }

    func testBoundingRectsForAutoLayoutFreeSizing() { MainActor.assumeIsolated {
        let body = "Cells size themselves from their text. " as String
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
        let one = body.boundingRect(with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let narrow = (body + body).boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes, context: nil)
        XCTAssertEqual(ceil(one.height), ceil(UIFont.systemFont(ofSize: 15).lineHeight), accuracy: 1)
        XCTAssertGreaterThan(narrow.height, 3 * one.height)
        XCTAssertLessThanOrEqual(narrow.width, 150)
    } }
}
