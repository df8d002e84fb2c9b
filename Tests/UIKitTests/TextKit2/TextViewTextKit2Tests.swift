import Foundation
@testable import UIKit
import XCTest

/// A text view lays its text out with TextKit 2 unless it was made with a TextKit 1 stack; reading its layout
/// manager switches it to TextKit 1, as on iOS 16.
final class TextViewTextKit2Tests: XCTestCase {
    func testATextViewUsesTextKit2ByDefault() throws {
        try onMainActor {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
            textView.font = TextKit2Support.font
            textView.text = "First paragraph\nSecond paragraph"
            let manager = try XCTUnwrap(textView.textLayoutManager)
            XCTAssertTrue(manager.textContainer === textView.textContainer)
            XCTAssertTrue(textView.textContainer.textLayoutManager === manager)
            let content = try XCTUnwrap(manager.textContentManager as? NSTextContentStorage)
            XCTAssertTrue(content.textStorage === textView.textStorage)
            XCTAssertEqual(fragmentCount(manager), 2)
            textView.text = "One\nTwo\nThree"
            XCTAssertEqual(fragmentCount(manager), 3, "the view's edits reach the layout")
            let width = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0))).layoutFragmentFrame.width
            XCTAssertEqual(width, textView.textContainer.size.width)
        }
    }

    func testReadingTheLayoutManagerSwitchesToTextKit1() {
        onMainActor {
            let textView = UITextView(usingTextLayoutManager: true)
            textView.text = "Hello"
            XCTAssertNotNil(textView.textLayoutManager)
            let layoutManager = textView.layoutManager
            XCTAssertNil(textView.textLayoutManager)
            XCTAssertNil(textView.textContainer.textLayoutManager)
            XCTAssertTrue(layoutManager.textStorage === textView.textStorage)
            textView.text = "Hello again"
            XCTAssertEqual(layoutManager.numberOfGlyphs, 11, "TextKit 1 keeps working")
            XCTAssertNil(textView.textStorage.textStorageObserver)
        }
    }

    func testAViewMadeForTextKit1HasNoTextLayoutManager() {
        onMainActor {
            XCTAssertNil(UITextView(usingTextLayoutManager: false).textLayoutManager)
            let (_, layoutManager, container) = TextKitSupport.stack(NSAttributedString(string: "x"), size: CGSize(width: 100, height: 100))
            let textView = UITextView(frame: .zero, textContainer: container)
            XCTAssertNil(textView.textLayoutManager)
            XCTAssertTrue(textView.layoutManager === layoutManager)
        }
    }

    func testAViewMadeWithATextKit2StackUsesIt() throws {
        try onMainActor {
            let content = NSTextContentStorage()
            let manager = NSTextLayoutManager()
            content.addTextLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 200, height: 0))
            manager.textContainer = container
            content.textStorage?.setAttributedString(NSAttributedString(string: "Made by the app"))
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
            XCTAssertTrue(textView.textLayoutManager === manager)
            XCTAssertTrue(textView.textStorage === content.textStorage)
            XCTAssertEqual(textView.text, "Made by the app")
            XCTAssertEqual(try XCTUnwrap(manager.textLayoutFragment(for: content.at(0))).textLineFragments.first?.attributedString.string, "Made by the app")
        }
    }
}
