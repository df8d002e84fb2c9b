import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A padded label as apps write one: `drawText(in:)` inset, `intrinsicContentSize` grown by the padding.
class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        return super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    }
}

/// A button and an image view made the iOS ways.
class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

final class LabelSubclassTests: XCTestCase {
    func testPaddedLabelDrawsItsTextInset() {
        MainActor.assumeIsolated { checkPaddedLabelDrawsItsTextInset() }
    }

    @MainActor
    private func checkPaddedLabelDrawsItsTextInset() {
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        label.text = "WWW"
        label.font = nil
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17), "nil restores the default font, as on iOS")
        label.textColor = nil
        XCTAssertNotNil(label.textColor)
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textColor = .black
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 20)
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).minX, 20)

        let image = renderOffscreen(label, scale: 1)!
        let darkColumns = (0..<80).filter { x in (0..<24).contains { y in image.pixel(x: x, y: y) & 0xFF < 0x80 } }
        XCTAssertGreaterThanOrEqual(darkColumns.first ?? 0, 20, "no text left of the padding")
        XCTAssertFalse(darkColumns.isEmpty)
    }

    func testButtonAndImageViewInitializers() {
        MainActor.assumeIsolated { checkButtonAndImageViewInitializers() }
    }

    @MainActor
    private func checkButtonAndImageViewInitializers() {
        let system = PillButton(type: .system)
        XCTAssertEqual(system.buttonType, .system)
        system.setTitle("Go", for: .normal)
        XCTAssertEqual(system.titleLabel?.text, "Go")
        XCTAssertEqual(PillButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(PillButton().layer.cornerRadius, 8, "init() reaches the subclass's init(frame:)")

        let normal = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let lit = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        let imageView = UIImageView(image: normal, highlightedImage: lit)
        XCTAssertEqual(imageView.frame.size, CGSize(width: 4, height: 2))
        imageView.isHighlighted = true
        XCTAssertTrue(imageView.highlightedImage === lit)
    }
}
