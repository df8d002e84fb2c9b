import Foundation
@testable import UIKit
import XCTest

/// `UITextView`: multi-line editing in a scroll view, its delegate refusing changes, lines moved through with
/// Up and Down, scrolling to the caret, links opened through the delegate, `textContainerInset`.
final class TextViewTests: TextInputTestCase {
    @MainActor
    final class Recorder: NSObject, UITextViewDelegate {
        var changes = 0
        var links: [URL] = []
        var refuse = "#"
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { text != refuse }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
            links.append(URL)
            return false
        }
    }

    @MainActor
    private static func makeTextView(_ rig: TextInputRig, text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        view.font = .systemFont(ofSize: 14)
        view.text = text
        rig.window.addSubview(view)
        rig.window.layoutIfNeeded()
        return view
    }

    func testReturnBreaksLinesUpAndDownMoveBetweenThemAndTheDelegateCanRefuse() {
        onMainActor {
            let rig = TextInputRig()
            let view = Self.makeTextView(rig, text: "")
            let recorder = Recorder()
            view.delegate = recorder
            XCTAssertTrue(view.becomeFirstResponder())
            XCTAssertTrue(view.isEditing)
            rig.type("first")
            rig.press("Return")
            rig.type("second#")
            XCTAssertEqual(view.text, "first\nsecond", "the # was refused")
            XCTAssertEqual(recorder.changes, 12)
            rig.press("Up")
            XCTAssertEqual(view.selectedRange.location, 5, "up from the end of 'second' to the end of 'first'")
            rig.press("Home")
            XCTAssertEqual(view.selectedRange.location, 0)
            rig.press("Down")
            XCTAssertEqual(view.selectedRange.location, 6)
            rig.press("Tab")
            XCTAssertEqual(view.text, "first\n\tsecond", "Tab types a tab in a text view")
            rig.press("z", .control)
            XCTAssertEqual(view.text, "first\nsecond")
        }
    }

    func testTheViewScrollsToTheCaretAndItsContentGrowsWithTheText() {
        onMainActor {
            let rig = TextInputRig()
            let view = Self.makeTextView(rig, text: (1...30).map { "line \($0)" }.joined(separator: "\n"))
            XCTAssertGreaterThan(view.contentSize.height, 300)
            view.becomeFirstResponder()
            rig.press("End", .control)
            XCTAssertGreaterThan(view.contentOffset.y, view.contentSize.height - view.bounds.height - 20, "scrolled to the caret at the end")
            view.scrollRangeToVisible(NSRange(location: 0, length: 0))
            XCTAssertEqual(view.contentOffset.y, 0)
            view.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 8, right: 10)
            let caret = view.caretRect(for: view.beginningOfDocument)
            XCTAssertEqual(caret.minY, 20, accuracy: 0.5)
            XCTAssertEqual(caret.minX, 10 + 5 - CaretLayer.width / 2, accuracy: 0.5, "the inset and the line fragment padding")
        }
    }

    func testAClickOnALinkAsksTheDelegate() throws {
        try onMainActor {
            let rig = TextInputRig()
            let view = Self.makeTextView(rig, text: "")
            let text = NSMutableAttributedString(string: "see the site now", attributes: [.font: UIFont.systemFont(ofSize: 14)])
            let url = try XCTUnwrap(URL(string: "https://example.org"))
            text.addAttribute(.link, value: url, range: NSRange(location: 4, length: 8))
            view.attributedText = text
            view.isEditable = false
            let recorder = Recorder()
            view.delegate = recorder
            let rect = view.firstRect(for: view.textRange(from: view.position(from: view.beginningOfDocument, offset: 6)!, to: view.position(from: view.beginningOfDocument, offset: 7)!)!)
            rig.click(view.convert(CGPoint(x: rect.midX, y: rect.midY), to: rig.window))
            XCTAssertEqual(recorder.links, [url])
            XCTAssertFalse(view.isEditing, "selectable text is not edited")
            rig.type("x")
            XCTAssertEqual(view.text, "see the site now", "nor typed into")
        }
    }
}
