import Foundation
@testable import UIKit
import XCTest

/// Selection navigation moves a caret by characters, words, lines and paragraphs, up and down keeping its x, and
/// extends selections.
final class SelectionNavigationTests: XCTestCase {
    @MainActor
    private struct Rig {
        let content: NSTextContentStorage
        let manager: NSTextLayoutManager
        var navigation: NSTextSelectionNavigation { manager.textSelectionNavigation }

        func move(from offset: Int, _ direction: NSTextSelectionNavigation.Direction, _ destination: NSTextSelectionNavigation.Destination, extending: Bool = false, length: Int = 0) -> NSRange? {
            let selection = NSTextSelection(range: content.range(offset, offset + length), affinity: .downstream, granularity: .character)
            guard let moved = navigation.destinationSelection(for: selection, direction: direction, destination: destination, extending: extending, confined: false),
                  let range = moved.textRanges.first else { return nil }
            return NSRange(location: content.offsetOf(range.location), length: content.offset(from: range.location, to: range.endLocation))
        }
    }

    @MainActor
    private static func rig(_ string: String, width: CGFloat = 400) -> Rig {
        let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text(string), width: width)
        return Rig(content: content, manager: manager)
    }

    func testCharactersWordsAndTheDocument() {
        onMainActor {
            let rig = Self.rig("Hello brave 👍🏽 world\nNext")
            XCTAssertEqual(rig.move(from: 0, .forward, .character), NSRange(location: 1, length: 0))
            XCTAssertEqual(rig.move(from: 12, .forward, .character), NSRange(location: 16, length: 0), "an emoji with its modifier is one step")
            XCTAssertEqual(rig.move(from: 16, .backward, .character), NSRange(location: 12, length: 0))
            XCTAssertEqual(rig.move(from: 0, .forward, .word), NSRange(location: 5, length: 0))
            XCTAssertEqual(rig.move(from: 5, .forward, .word), NSRange(location: 11, length: 0))
            XCTAssertEqual(rig.move(from: 11, .backward, .word), NSRange(location: 6, length: 0))
            XCTAssertEqual(rig.move(from: 3, .forward, .document), NSRange(location: 27, length: 0))
            XCTAssertEqual(rig.move(from: 3, .backward, .document), NSRange(location: 0, length: 0))
            XCTAssertEqual(rig.move(from: 2, .forward, .character, length: 3), NSRange(location: 5, length: 0), "a selection collapses to its end")
            XCTAssertEqual(rig.move(from: 2, .left, .character, length: 3), NSRange(location: 2, length: 0))
            XCTAssertEqual(rig.move(from: 2, .forward, .word, extending: true), NSRange(location: 2, length: 3))
            XCTAssertEqual(rig.move(from: 6, .backward, .character, extending: true, length: 2), NSRange(location: 5, length: 3))
        }
    }

    func testLinesAndParagraphs() {
        onMainActor {
            let rig = Self.rig("First paragraph here\nSecond one")
            XCTAssertEqual(rig.move(from: 3, .forward, .line), NSRange(location: 20, length: 0), "before the line break")
            XCTAssertEqual(rig.move(from: 24, .backward, .line), NSRange(location: 21, length: 0))
            XCTAssertEqual(rig.move(from: 3, .forward, .paragraph), NSRange(location: 20, length: 0))
            XCTAssertEqual(rig.move(from: 25, .backward, .paragraph), NSRange(location: 21, length: 0))
        }
    }

    func testUpAndDownKeepTheCaretsX() throws {
        try onMainActor {
            let rig = Self.rig("abcdefghij\nabcdefghij\nab\nabcdefghij")
            XCTAssertEqual(rig.move(from: 4, .down, .character), NSRange(location: 15, length: 0))
            XCTAssertEqual(rig.move(from: 15, .up, .character), NSRange(location: 4, length: 0))
            XCTAssertEqual(rig.move(from: 2, .up, .character), NSRange(location: 0, length: 0), "up from the first line: the start")
            let selection = NSTextSelection(rig.content.at(17), affinity: .downstream)
            let short = try XCTUnwrap(rig.navigation.destinationSelection(for: selection, direction: .down, destination: .character, extending: false, confined: false))
            XCTAssertEqual(rig.content.offsetOf(short.textRanges[0].location), 24, "the short line's end")
            let below = try XCTUnwrap(rig.navigation.destinationSelection(for: short, direction: .down, destination: .character, extending: false, confined: false))
            XCTAssertEqual(rig.content.offsetOf(below.textRanges[0].location), 31, "the x kept from before the short line")
        }
    }

    func testGranularitiesAndPointsAndDeletion() throws {
        try onMainActor {
            let rig = Self.rig("Double click word here")
            let caret = NSTextSelection(rig.content.at(14), affinity: .downstream)
            let word = rig.navigation.textSelection(for: .word, enclosing: caret)
            XCTAssertTrue(word.textRanges[0].isEqual(to: rig.content.range(13, 17)))
            XCTAssertEqual(word.granularity, .word)
            let fragment = try XCTUnwrap(rig.manager.textLayoutFragment(for: rig.content.at(0)))
            let line = try XCTUnwrap(fragment.textLineFragments.first)
            let x = line.typographicBounds.minX + line.locationForCharacter(at: 7).x + 1
            let clicked = rig.navigation.textSelections(interactingAt: CGPoint(x: x, y: 5), inContainerAt: rig.content.at(0), anchors: [], modifiers: [], selecting: false, bounds: .zero)
            XCTAssertEqual(clicked.first.map { rig.content.offsetOf($0.textRanges[0].location) }, 7)
            let deleted = rig.navigation.deletionRanges(for: caret, direction: .backward, destination: .character, allowsDecomposition: false)
            XCTAssertTrue(deleted.first?.isEqual(to: rig.content.range(13, 14)) == true)
            XCTAssertTrue(rig.manager.textRange(for: .line, enclosing: rig.content.at(3))?.isEqual(to: rig.content.range(0, 22)) == true)
        }
    }
}
