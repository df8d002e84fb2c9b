import Foundation
@testable import UIKit
import TestSupport
import XCTest

/// iOS 15's attachment views: an attachment whose `viewProvider(for:location:textContainer:)` gives a provider shows
/// the provider's view in a TextKit 2 text view where its character is laid out, taking the view's room when the
/// provider tracks its bounds; layout fragments list the providers of their attachments.
final class TextAttachmentViewProviderTests: XCTestCase {
    /// A provider whose view is a 30 × 20 switch-like box, tracking its bounds.
    final class BoxProvider: NSTextAttachmentViewProvider {
        static var loads = 0

        override init(textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?, location: any NSTextLocation) {
            super.init(textAttachment: textAttachment, parentView: parentView, textLayoutManager: textLayoutManager, location: location)
            tracksTextAttachmentViewBounds = true
        }

        override func loadView() {
            Self.loads += 1
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            box.backgroundColor = .systemGreen
            view = box
        }
    }

    /// An attachment that shows a `BoxProvider`'s view.
    final class BoxAttachment: NSTextAttachment {
        override func viewProvider(for parentView: UIView?, location: any NSTextLocation, textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider? {
            BoxProvider(textAttachment: self, parentView: parentView, textLayoutManager: textContainer?.textLayoutManager, location: location)
        }
    }

    @MainActor
    private static func text(with attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Done ", attributes: [.font: TextKit2Support.font])
        text.append(NSAttributedString(attachment: attachment, attributes: [.font: TextKit2Support.font]))
        text.append(NSAttributedString(string: " milk", attributes: [.font: TextKit2Support.font]))
        return text
    }

    func testATextViewShowsTheProvidersViewWhereTheAttachmentIsLaidOutInTheRoomItTakes() throws {
        try onMainActor {
            _ = installManualClock()
            BoxProvider.loads = 0
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let attachment = BoxAttachment()
            textView.attributedText = Self.text(with: attachment)
            textView.layoutIfNeeded()
            let manager = try XCTUnwrap(textView.textLayoutManager)
            let provider = try XCTUnwrap(manager.attachmentViewProviders.values.first)
            let box = try XCTUnwrap(provider.view)
            XCTAssertTrue(box.isDescendant(of: textView), "the view is in the text view")
            XCTAssertTrue(attachment.usesTextAttachmentView)
            XCTAssertTrue(provider.textAttachment === attachment)
            XCTAssertEqual((provider.location as? TextOffsetLocation)?.offset, 5)
            XCTAssertEqual(box.bounds.size, CGSize(width: 30, height: 20))
            let caretBefore = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 5)!)
            let caretAfter = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 6)!)
            XCTAssertEqual(caretAfter.minX - caretBefore.minX, 30, accuracy: 1, "the attachment takes the view's width")
            let boxFrame = box.convert(box.bounds, to: textView)
            XCTAssertEqual(boxFrame.minX, caretBefore.minX, accuracy: 1, "the view sits where the character is")
            textView.layoutIfNeeded()
            XCTAssertEqual(BoxProvider.loads, 1, "the view is loaded once")
        }
    }

    func testLayoutFragmentsListTheirProvidersAndAnAttachmentThatAllowsNoViewDrawsItsImage() throws {
        try onMainActor {
            let attachment = BoxAttachment()
            let (content, manager, _) = TextKit2Support.stack(Self.text(with: attachment), width: 300)
            let fragment = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0)))
            XCTAssertEqual(fragment.textAttachmentViewProviders.count, 1)
            XCTAssertTrue(fragment.textAttachmentViewProviders.first?.textAttachment === attachment)
            XCTAssertEqual(fragment.frameForTextAttachment(at: content.at(5)).width, 30, accuracy: 0.5)

            let drawn = BoxAttachment()
            drawn.allowsTextAttachmentView = false
            let (otherContent, otherManager, _) = TextKit2Support.stack(Self.text(with: drawn), width: 300)
            let plain = try XCTUnwrap(otherManager.textLayoutFragment(for: otherContent.at(0)))
            XCTAssertTrue(plain.textAttachmentViewProviders.isEmpty)
            XCTAssertFalse(drawn.usesTextAttachmentView)
        }
    }

    func testAnAttachmentLeavingTheTextTakesItsViewAwayAndProviderClassesAreRegisteredByFileType() throws {
        try onMainActor {
            _ = installManualClock()
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            textView.attributedText = Self.text(with: BoxAttachment())
            textView.layoutIfNeeded()
            let box = try XCTUnwrap(textView.textLayoutManager?.attachmentViewProviders.values.first?.view)
            XCTAssertNotNil(box.superview)
            textView.text = "Nothing attached"
            textView.layoutIfNeeded()
            XCTAssertNil(box.superview)

            NSTextAttachment.registerViewProviderClass(BoxProvider.self, forFileType: "com.example.box")
            XCTAssertTrue(NSTextAttachment.textAttachmentViewProviderClass(forFileType: "com.example.box") == BoxProvider.self)
            XCTAssertNil(NSTextAttachment.textAttachmentViewProviderClass(forFileType: "com.example.none"))
        }
    }
}
