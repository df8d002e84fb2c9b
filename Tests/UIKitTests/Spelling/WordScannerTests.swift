import Foundation
import SpellChecking
import XCTest

/// The words the spell checker looks up: letters joined by inner apostrophes, in UTF-16 ranges.
final class WordScannerTests: XCTestCase {
    func testWordsAreRunsOfLettersWithInnerApostrophes() {
        let text = "Don't re-enter 'quoted' r2d2 café, naïve 👋 end"
        let words = WordScanner.words(in: text, range: NSRange(location: 0, length: (text as NSString).length)).map { (text as NSString).substring(with: $0) }
        XCTAssertEqual(words, ["Don't", "re", "enter", "quoted", "café", "naïve", "end"])
    }

    func testOnlyWordsInsideTheRangeCount() {
        let text = "alpha beta gamma"
        XCTAssertEqual(WordScanner.words(in: text, range: NSRange(location: 6, length: 4)), [NSRange(location: 6, length: 4)])
    }
}
