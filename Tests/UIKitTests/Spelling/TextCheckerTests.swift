import Foundation
import QuartzCore
import SpellChecking
@testable import UIKit
import XCTest

/// `UITextChecker` against Debian's en_US hunspell dictionary (hunspell-en-us, which scripts/deps.sh installs): the
/// language is named in every call, so a desktop with more dictionaries answers the same.
private let language = "en_US"
private let notFound = NSRange(location: NSNotFound, length: 0)

private func whole(_ text: String) -> NSRange { NSRange(location: 0, length: (text as NSString).length) }

final class TextCheckerTests: XCTestCase {

    override func setUp() {
        super.setUp()
        onMainActor { _ = installManualClock() }
    }


    func testTheInstalledDictionaryIsListed() {
        onMainActor {
            XCTAssertTrue(UITextChecker.availableLanguages.contains("en_US"), "\(UITextChecker.availableLanguages)")
        }
    }

    func testARightlySpelledSentenceHasNoMisspelling() {
        onMainActor {
            let text = "The quick brown fox doesn't jump over 3 lazy dogs."
            let range = UITextChecker().rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language)
            XCTAssertEqual(range.location, NSNotFound)
        }
    }

    func testTheFirstMisspellingIsFoundAndGuessesCorrectIt() {
        onMainActor {
            let text = "This sentense has a mistaek."
            let checker = UITextChecker()
            let first = checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language)
            XCTAssertEqual(first, NSRange(location: 5, length: 8), "sentense")
            XCTAssertTrue(checker.guesses(forWordRange: first, in: text, language: language)?.contains("sentence") == true)
            let second = checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: NSMaxRange(first), wrap: false, language: language)
            XCTAssertEqual((text as NSString).substring(with: second), "mistaek")
            XCTAssertEqual(checker.guesses(forWordRange: second, in: text, language: language)?.first, "mistake")
            XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: language), [], "This is right")
        }
    }

    func testTheSearchWrapsOnlyWhenAsked() {
        onMainActor {
            let text = "teh cat saw teh dog"
            let checker = UITextChecker()
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 4, wrap: false, language: language),
                           NSRange(location: 12, length: 3))
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 13, wrap: false, language: language), notFound)
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 13, wrap: true, language: language),
                           NSRange(location: 0, length: 3))
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 4, length: 7), startingAt: 0, wrap: true, language: language),
                           notFound, "only the range is searched")
        }
    }

    func testCompletionsBeginWithThePartialWord() {
        onMainActor {
            let text = "I am hap"
            let completions = UITextChecker().completions(forPartialWordRange: NSRange(location: 5, length: 3), in: text, language: language) ?? []
            XCTAssertTrue(completions.contains("happy"), "\(completions.prefix(10))")
            XCTAssertTrue(completions.allSatisfy { $0.lowercased().hasPrefix("hap") && $0.count > 3 })
            let capital = UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "Hap", language: language) ?? []
            XCTAssertTrue(capital.contains("Happy"), "in the partial word's case")
        }
    }

    func testLearnedAndIgnoredWordsPass() {
        onMainActor {
            let text = "frobnicate the zorblax"
            let checker = UITextChecker()
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language),
                           NSRange(location: 0, length: 10))
            UITextChecker.learnWord("frobnicate")
            XCTAssertTrue(UITextChecker.hasLearnedWord("frobnicate"))
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language),
                           NSRange(location: 15, length: 7))
            checker.ignoreWord("zorblax")
            XCTAssertEqual(checker.ignoredWords, ["zorblax"])
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language), notFound)
            XCTAssertEqual(UITextChecker().rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: language),
                           NSRange(location: 15, length: 7), "ignoring belongs to one checker")
            XCTAssertEqual(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "frobn", language: language)?.first,
                           "frobnicate", "a learned word completes")
            UITextChecker.unlearnWord("frobnicate")
            XCTAssertFalse(UITextChecker.hasLearnedWord("frobnicate"))
        }
    }

    func testABareLanguageCodeAndABCP47TagFindTheDictionary() {
        onMainActor {
            let text = "color colr"
            for name in ["en", "en-US"] {
                XCTAssertEqual(UITextChecker().rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: false, language: name),
                               NSRange(location: 6, length: 4), name)
            }
        }
    }

    func testWithoutADictionaryNothingIsMisspelledAsForAnUnknownLanguage() {
        onMainActor {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-dictionaries-\(getpid())")
            try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            UIKitContextState.current.spelling.catalog = DictionaryCatalog(folders: [empty.path])
            XCTAssertEqual(UITextChecker.availableLanguages, [])
            let text = "teh mistaek"
            let checker = UITextChecker()
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: 0, wrap: true, language: language), notFound)
            XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: text, language: language), [])
            XCTAssertEqual(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: text, language: language), [])
            XCTAssertTrue(UIKitContextState.current.reportedMessages.contains { $0.contains("no hunspell dictionary for \"en_US\"") }, "said once")
        }
    }
}
