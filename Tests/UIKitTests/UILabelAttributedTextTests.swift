import TestSupport
import UIKit
import XCTest

/// `UILabel.text` and `attributedText` as one content, kept consistent with the label's properties as UIKit does.
final class UILabelAttributedTextTests: XCTestCase {
    func testTextTakesTheLabelsAttributesAndAttributedTextGivesThem() { MainActor.assumeIsolated {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        label.textAlignment = .center
        label.text = "Hello"
        let attributed = label.attributedText!
        XCTAssertEqual(attributed.string, "Hello")
        XCTAssertEqual(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        XCTAssertEqual((attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .center)

        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byTruncatingMiddle
        label.attributedText = NSAttributedString(string: "World", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue, .paragraphStyle: style])
        XCTAssertEqual(label.text, "World")
        XCTAssertEqual(label.font, .systemFont(ofSize: 30))
        XCTAssertEqual(label.textColor, .blue)
        XCTAssertEqual(label.textAlignment, .right)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)

        label.font = .systemFont(ofSize: 12)
        label.textAlignment = .left
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 4, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 12))
        XCTAssertEqual((label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .left)
        XCTAssertEqual((label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineBreakMode, .byTruncatingMiddle)
        label.text = nil
        XCTAssertNil(label.attributedText)
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    } }

    func testSizesFollowTheAttributes() { MainActor.assumeIsolated {
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        let plain = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: 10])
        XCTAssertEqual(label.intrinsicContentSize.width, plain.width + 40, accuracy: 1, "between the five characters")
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        let one = label.intrinsicContentSize
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        XCTAssertLessThanOrEqual(wrapped.width, 120)
        XCTAssertGreaterThan(wrapped.height, 2 * one.height)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 10)), wrapped, "sizeThatFits ignores the height, as UIKit's")
        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 1000)).height, (2 * one.height).rounded(.up), accuracy: 1)
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: one.height * 1.5), limitedToNumberOfLines: 0)
        XCTAssertEqual(rect.height, one.height.rounded(.up), accuracy: 1, "only the lines that fit the bounds")
    } }
}
