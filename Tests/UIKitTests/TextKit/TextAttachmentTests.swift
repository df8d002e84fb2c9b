import Foundation
@testable import UIKit
import XCTest

/// Attachments take their bounds' room on the line, sit their bounds' y above the baseline, and draw inline.
final class TextAttachmentTests: XCTestCase {
    func testAnAttachmentIsOneObjectReplacementCharacterHoldingIt() {
        onMainActor {
            let attachment = NSTextAttachment(image: TextKitSupport.square(.blue))
            let string = NSAttributedString(attachment: attachment)
            XCTAssertEqual(string.string, "\u{FFFC}")
            XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
            XCTAssertTrue(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
            XCTAssertEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0), CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    func testTheAttachmentWidensTheTextByItsBoundsAndPadding() {
        onMainActor {
            let font = UIFont.systemFont(ofSize: 17)
            let plain = NSAttributedString(string: "Go ", attributes: [.font: font]).size().width
            let attachment = NSTextAttachment()
            attachment.image = TextKitSupport.square(.blue)
            attachment.bounds = CGRect(x: 0, y: font.descender, width: 20, height: 20)
            let text = NSMutableAttributedString(string: "Go ", attributes: [.font: font])
            text.append(NSAttributedString(attachment: attachment))
            XCTAssertEqual(text.size().width, plain + 20, accuracy: 0.01)
            attachment.lineLayoutPadding = 3
            XCTAssertEqual(text.size().width, plain + 26, accuracy: 0.01)
        }
    }

    func testBoundsOriginYShiftsTheAttachmentFromTheBaseline() throws {
        try onMainActor {
            let font = UIFont.systemFont(ofSize: 17)
            let attachment = NSTextAttachment(image: TextKitSupport.square(.blue))
            attachment.bounds = CGRect(x: 0, y: font.descender, width: 16, height: 16)
            let text = NSMutableAttributedString(string: "Star ", attributes: [.font: font])
            text.append(NSAttributedString(attachment: attachment))
            let layout = TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black)
            let frame = try XCTUnwrap(layout.attachmentFrames.first)
            XCTAssertEqual(frame.utf16Offset, 5)
            let baseline = try XCTUnwrap(layout.lines.first).baseline
            XCTAssertEqual(frame.rect.maxY, baseline - font.descender, accuracy: 0.01, "the bottom hangs by the descender")
            XCTAssertEqual(frame.rect.height, 16, accuracy: 0.01)
            attachment.bounds.origin.y = 4
            let raised = try XCTUnwrap(TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black).attachmentFrames.first)
            XCTAssertEqual(raised.rect.maxY, try XCTUnwrap(TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black).lines.first).baseline - 4, accuracy: 0.01)
        }
    }

    func testATallAttachmentMakesItsLineTaller() {
        onMainActor {
            let font = UIFont.systemFont(ofSize: 12)
            let attachment = NSTextAttachment(image: TextKitSupport.square(.blue, size: 40))
            let text = NSMutableAttributedString(string: "Tall ", attributes: [.font: font])
            let plain = text.size().height
            text.append(NSAttributedString(attachment: attachment))
            XCTAssertGreaterThanOrEqual(text.size().height, 40)
            XCTAssertGreaterThan(text.size().height, plain)
        }
    }

    func testStringDrawingDrawsTheImageWhereItsCharacterIs() {
        onMainActor {
            let font = UIFont.systemFont(ofSize: 17)
            let attachment = NSTextAttachment(image: TextKitSupport.square(.blue))
            attachment.bounds = CGRect(x: 0, y: font.descender, width: 16, height: 16)
            let text = NSMutableAttributedString(string: "Ab ", attributes: [.font: font])
            text.append(NSAttributedString(attachment: attachment))
            let layout = TextLayout(drawing: text, in: nil, options: .usesLineFragmentOrigin, context: nil)
            let frame = layout.attachmentFrames[0].rect.offsetBy(dx: 10, dy: 10)
            let image = TextKitSupport.bitmap(CGSize(width: 120, height: 50)) { text.draw(at: CGPoint(x: 10, y: 10)) }
            XCTAssertTrue(image.isMostly("b", x: Int(frame.midX), y: Int(frame.midY)))
            XCTAssertFalse(image.isMostly("b", x: Int(frame.minX) - 4, y: Int(frame.midY)))
        }
    }

    func testASymbolImageTakesTheTextColour() throws {
        try onMainActor {
            let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
            let text = NSAttributedString(attachment: NSTextAttachment(image: star), attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
            let layout = TextLayout(drawing: text, in: nil, options: .usesLineFragmentOrigin, context: nil)
            let frame = try XCTUnwrap(layout.attachmentFrames.first).rect
            let image = TextKitSupport.bitmap(CGSize(width: 60, height: 60)) { text.draw(at: .zero) }
            XCTAssertTrue(image.isMostly("r", x: Int(frame.midX), y: Int(frame.midY)), String(image.pixel(x: Int(frame.midX), y: Int(frame.midY)), radix: 16))
        }
    }

    func testAnAttachmentMadeFromDataDrawsTheDecodedImage() throws {
        try onMainActor {
            let data = try XCTUnwrap(TextKitSupport.square(.green, size: 12).pngData())
            let attachment = NSTextAttachment(data: data, ofType: "public.png")
            XCTAssertNil(attachment.image)
            XCTAssertEqual(attachment.contents, data)
            XCTAssertEqual(attachment.fileType, "public.png")
            let text = NSAttributedString(attachment: attachment)
            XCTAssertEqual(text.size().width, 12, accuracy: 0.01)
            let image = TextKitSupport.bitmap(CGSize(width: 30, height: 30)) { text.draw(at: CGPoint(x: 5, y: 5)) }
            let frame = TextLayout(drawing: text, in: nil, options: .usesLineFragmentOrigin, context: nil).attachmentFrames[0].rect
            XCTAssertTrue(image.isMostly("g", x: Int(frame.midX) + 5, y: Int(frame.midY) + 5))
        }
    }

    func testALabelSizesToItsAttachment() {
        onMainActor {
            let label = UILabel()
            let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
            let plain = label.sizeThatFits(CGSize(width: 1000, height: 1000))
            text.append(NSAttributedString(attachment: NSTextAttachment(image: TextKitSupport.square(.blue, size: 30))))
            label.attributedText = text
            let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
            XCTAssertGreaterThanOrEqual(size.height, 30)
            XCTAssertGreaterThan(size.width, plain.width + 29)
        }
    }

    func testASubclassSizesItsAttachmentToTheProposedLine() {
        onMainActor {
            final class LineSizedAttachment: NSTextAttachment {
                override func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
                    CGRect(x: 0, y: 0, width: lineFrag.height, height: lineFrag.height)
                }
            }
            let font = UIFont.systemFont(ofSize: 20)
            let attachment = LineSizedAttachment(image: TextKitSupport.square(.blue))
            let text = NSAttributedString(attachment: attachment, attributes: [.font: font])
            XCTAssertEqual(text.size().width, font.lineHeight, accuracy: 0.01)
        }
    }
}
