import Foundation
@testable import UIKit
import XCTest

/// A text view's TextKit stack: its storage holds its text both ways, a stack an app builds is shown, its container
/// follows the view's width, and a point in the view finds its character through the layout manager.
final class TextViewTextKitTests: TextInputTestCase {
    func testTheStorageHoldsTheTextBothWays() {
        onMainActor {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            XCTAssertTrue(textView.layoutManager.textStorage === textView.textStorage)
            XCTAssertTrue(textView.layoutManager.textContainers.first === textView.textContainer)
            textView.text = "Hello"
            XCTAssertEqual(textView.textStorage.string, "Hello")
            textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Bye")
            XCTAssertEqual(textView.text, "Bye")
            textView.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
            XCTAssertTrue(textView.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor === UIColor.red)
        }
    }

    func testAStackTheAppBuiltIsShown() {
        onMainActor {
            let storage = NSTextStorage(string: "From my own storage")
            let manager = NSLayoutManager()
            storage.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
            manager.addTextContainer(container)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120), textContainer: container)
            XCTAssertTrue(textView.textStorage === storage)
            XCTAssertTrue(textView.layoutManager === manager)
            XCTAssertEqual(textView.text, "From my own storage")
            textView.layoutIfNeeded()
            XCTAssertEqual(container.size.width, 240, "the width tracks the view")
        }
    }

    func testAPointInTheViewFindsItsCharacter() {
        onMainActor {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            textView.attributedText = NSAttributedString(string: "Tap the word here", attributes: [.font: UIFont.systemFont(ofSize: 16)])
            textView.layoutIfNeeded()
            let manager = textView.layoutManager
            let box = manager.boundingRect(forGlyphRange: NSRange(location: 8, length: 1), in: textView.textContainer)
            var point = CGPoint(x: box.midX, y: box.midY)
            point.x += textView.textContainerInset.left
            point.y += textView.textContainerInset.top
            var location = point
            location.x -= textView.textContainerInset.left
            location.y -= textView.textContainerInset.top
            let index = manager.characterIndex(for: location, in: textView.textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
            XCTAssertEqual(index, 8)
            let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 8)!)
            XCTAssertEqual(caret.minX, box.minX + textView.textContainerInset.left, accuracy: 1, "the view draws where the layout manager says")
        }
    }

    func testAnExclusionPathGrowsTheContentAroundIt() {
        onMainActor {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
            textView.text = String(repeating: "Some words to wrap. ", count: 12)
            textView.layoutIfNeeded()
            let plain = textView.contentSize.height
            textView.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 120, height: 120))]
            textView.layoutIfNeeded()
            XCTAssertGreaterThan(textView.contentSize.height, plain)
            XCTAssertNotNil(textView.surface.canvas.textKitDrawing)
        }
    }
}

/// A text view draws attachments inline, and draws through a layout manager subclass an app gives it.
final class TextViewAttachmentTests: TextInputTestCase {
    @MainActor
    private final class UnderlayLayoutManager: NSLayoutManager {
        var backgroundsDrawn = 0
        override func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
            backgroundsDrawn += 1
            super.drawBackground(forGlyphRange: glyphsToShow, at: origin)
        }
    }

    func testAnAttachmentIsDrawnInTheText() throws {
        try onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            window.backgroundColor = .white
            let textView = UITextView(frame: window.bounds)
            let text = NSMutableAttributedString(string: "Go ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            text.append(NSAttributedString(attachment: NSTextAttachment(image: TextKitSupport.square(.blue, size: 20))))
            textView.attributedText = text
            window.addSubview(textView)
            textView.layoutIfNeeded()
            let box = textView.layoutManager.boundingRect(forGlyphRange: NSRange(location: 3, length: 1), in: textView.textContainer)
            let renderer = OffscreenRenderer(window: window, background: .white)
            renderer.renderFrame()
            let image = try XCTUnwrap(renderer.image)
            let inset = textView.textContainerInset
            XCTAssertTrue(image.isMostly("b", x: Int(box.midX + inset.left), y: Int(box.maxY + inset.top) - 6))
        }
    }

    func testALayoutManagerSubclassDrawsTheText() {
        onMainActor {
            _ = installManualClock()
            let storage = NSTextStorage(string: "Highlighted")
            let manager = UnderlayLayoutManager()
            storage.addLayoutManager(manager)
            let container = NSTextContainer(size: .zero)
            manager.addTextContainer(container)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            let textView = UITextView(frame: window.bounds, textContainer: container)
            window.addSubview(textView)
            textView.layoutIfNeeded()
            OffscreenRenderer(window: window, background: .white).renderFrame()
            XCTAssertGreaterThan(manager.backgroundsDrawn, 0)
        }
    }
}

/// Typing in a text view edits its storage by the characters typed, and colours its storage's delegate gives come
/// back into the view without moving the caret.
final class TextViewTypingStorageTests: TextInputTestCase {
    @MainActor
    private final class TagColourer: NSTextStorageDelegate {
        var ranges: [NSRange] = []
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            ranges.append(editedRange)
            let whole = NSRange(location: 0, length: textStorage.length)
            textStorage.removeAttribute(.foregroundColor, range: whole)
            let words = textStorage.string as NSString
            var index = 0
            while index < words.length {
                let found = words.range(of: "#", options: [], range: NSRange(location: index, length: words.length - index))
                guard found.location != NSNotFound else { break }
                var end = found.location + 1
                while end < words.length, let scalar = UnicodeScalar(words.character(at: end)), CharacterSet.alphanumerics.contains(scalar) { end += 1 }
                textStorage.addAttribute(.foregroundColor, value: UIColor.systemGreen, range: NSRange(location: found.location, length: end - found.location))
                index = end
            }
        }
    }

    func testTypedTextIsColouredByTheStorageDelegate() {
        onMainActor {
            let rig = TextInputRig()
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            rig.window.addSubview(textView)
            let colourer = TagColourer()
            textView.textStorage.delegate = colourer
            textView.text = "Hello"
            _ = textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 5, length: 0)
            textView.insertText(" #go")
            XCTAssertEqual(textView.text, "Hello #go")
            XCTAssertEqual(colourer.ranges.last, NSRange(location: 5, length: 4), "the storage is told of the typed characters only")
            XCTAssertEqual(textView.attributedText.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor, UIColor.systemGreen)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 9, length: 0))
        }
    }
}
