import Foundation
@testable import UIKit
import XCTest

/// A content storage hands out its text storage's paragraphs as elements, and its layout managers see edits when a
/// transaction ends.
final class ContentStorageTests: XCTestCase {
    func testParagraphsAreTheElementsWithTheirSeparators() throws {
        try onMainActor {
            let content = NSTextContentStorage()
            content.textStorage?.setAttributedString(NSAttributedString(string: "One\nTwo two\r\nThree"))
            var strings: [String] = [], ranges: [NSRange] = []
            content.enumerateTextElements(from: nil) { element in
                let paragraph = element as! NSTextParagraph
                strings.append(paragraph.attributedString.string)
                let range = paragraph.elementRange!
                ranges.append(NSRange(location: content.offsetOf(range.location), length: content.offset(from: range.location, to: range.endLocation)))
                return true
            }
            XCTAssertEqual(strings, ["One\n", "Two two\r\n", "Three"])
            XCTAssertEqual(ranges, [NSRange(location: 0, length: 4), NSRange(location: 4, length: 9), NSRange(location: 13, length: 5)])
            let second = try XCTUnwrap(content.textElements(for: content.range(6, 7)).first as? NSTextParagraph)
            XCTAssertEqual(second.attributedString.string, "Two two\r\n")
            XCTAssertEqual(content.offsetOf(try XCTUnwrap(second.paragraphContentRange).endLocation), 11)
            let separator = try XCTUnwrap(second.paragraphSeparatorRange)
            XCTAssertEqual(content.offset(from: separator.location, to: separator.endLocation), 2)
            XCTAssertNil((content.textElements(for: content.range(14, 15)).first as? NSTextParagraph)?.paragraphSeparatorRange, "the last paragraph has none")
            XCTAssertEqual(content.textElements(for: content.range(2, 15)).count, 3)
        }
    }

    func testEnumerationStartsAtTheElementHoldingTheLocationAndGoesBackward() {
        onMainActor {
            let content = NSTextContentStorage()
            content.textStorage?.setAttributedString(NSAttributedString(string: "a\nb\nc\nd"))
            var forward: [String] = [], backward: [String] = []
            content.enumerateTextElements(from: content.at(3)) { forward.append(($0 as! NSTextParagraph).attributedString.string); return true }
            content.enumerateTextElements(from: content.at(5), options: .reverse) { backward.append(($0 as! NSTextParagraph).attributedString.string); return true }
            XCTAssertEqual(forward, ["b\n", "c\n", "d"])
            XCTAssertEqual(backward, ["c\n", "b\n", "a\n"])
            var visited = 0
            let ended = content.enumerateTextElements(from: nil) { _ in visited += 1; return false }
            XCTAssertEqual(visited, 1, "the block stops the enumeration")
            XCTAssertEqual(ended.map(content.offsetOf), 2)
        }
    }

    func testTheLayoutManagerSeesEditsWhenTheTransactionEnds() {
        onMainActor {
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("First\nSecond"), width: 300)
            XCTAssertEqual(fragmentCount(manager), 2)
            XCTAssertTrue(manager.textContentManager === content)
            XCTAssertTrue(content.primaryTextLayoutManager === manager)
            XCTAssertFalse(content.hasEditingTransaction)
            var inside = false
            content.performEditingTransaction {
                inside = content.hasEditingTransaction
                content.textStorage?.append(TextKit2Support.text("\nThird"))
                content.textStorage?.replaceCharacters(in: NSRange(location: 0, length: 5), with: "1st")
                XCTAssertEqual(fragmentCount(manager), 2, "the layout is the one before the transaction until it ends")
            }
            XCTAssertTrue(inside)
            XCTAssertFalse(content.hasEditingTransaction)
            XCTAssertEqual(fragmentCount(manager), 3)
            XCTAssertEqual(content.attributedString?.string, "1st\nSecond\nThird")
            content.textStorage?.deleteCharacters(in: NSRange(location: 3, length: 7))
            XCTAssertEqual(fragmentCount(manager), 2, "an edit outside a transaction shows at once")
        }
    }

    func testWithoutAutomaticSynchronizationTheLayoutWaitsToBeSynchronized() {
        onMainActor {
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("A"), width: 300)
            content.automaticallySynchronizesTextLayoutManagers = false
            XCTAssertEqual(fragmentCount(manager), 1)
            content.performEditingTransaction { content.textStorage?.append(TextKit2Support.text("\nB")) }
            XCTAssertEqual(fragmentCount(manager), 1)
            content.synchronizeTextLayoutManagers()
            XCTAssertEqual(fragmentCount(manager), 2)
        }
    }

    func testTheDelegateGivesParagraphsOfItsOwn() throws {
        try onMainActor {
            final class Shouting: NSTextContentStorageDelegate {
                func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
                    let original = textContentStorage.textStorage!.attributedSubstring(from: range)
                    return NSTextParagraph(attributedString: NSAttributedString(string: original.string.uppercased(), attributes: original.attributes(at: 0, effectiveRange: nil)))
                }
            }
            let shouting = Shouting()
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("quiet words\nmore"), width: 300)
            content.delegate = shouting
            content.synchronizeTextLayoutManagers()
            content.performEditingTransaction { content.textStorage?.append(TextKit2Support.text("!")) }
            let fragment = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0)))
            XCTAssertEqual(fragment.textLineFragments.first?.attributedString.string, "QUIET WORDS\n")
            XCTAssertEqual(content.textStorage?.string, "quiet words\nmore!", "the storage keeps its text")
        }
    }

    func testReplacingContentsThroughTheLayoutManagerEditsTheStorage() {
        onMainActor {
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("Hello world"), width: 300)
            manager.replaceContents(in: content.range(6, 11), with: TextKit2Support.text("there"))
            XCTAssertEqual(content.textStorage?.string, "Hello there")
            content.replaceContents(in: content.range(0, 5), with: [NSTextParagraph(attributedString: TextKit2Support.text("Hi"))])
            XCTAssertEqual(content.textStorage?.string, "Hi there")
        }
    }
}

/// The layout fragments `manager` lays out.
@MainActor
func fragmentCount(_ manager: NSTextLayoutManager) -> Int {
    var count = 0
    manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { _ in
        count += 1
        return true
    }
    return count
}
