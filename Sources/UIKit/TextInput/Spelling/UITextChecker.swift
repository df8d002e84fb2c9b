import Foundation
import SpellChecking

/// Finds misspelled words in a string and offers guesses and completions, against the desktop's hunspell dictionary
/// for the language asked (`en_US`, `en`, `de_DE`); words the user learned or this checker ignores pass.
///
/// Difference from Apple: words learned last as long as the app's context, not across launches.
@MainActor @preconcurrency
open class UITextChecker {
    /// The words this checker passes without looking them up.
    open var ignoredWords: [String]?

    public init() {}

    /// The dictionaries installed, by language (`["en_US"]` with Debian's hunspell-en-us).
    open class var availableLanguages: [String] { state.catalog.languages }

    /// The first misspelled word in `range` of `stringToCheck` at or after `startingOffset`; with `wrapFlag`, the
    /// search goes on from the range's start. `NSRange(location: NSNotFound, length: 0)` when there is none, and
    /// always when no dictionary is installed for `language`, as iOS answers for a language it lacks.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = UITextChecker.state.dictionary(for: language) else { return notFound }
        let words = WordScanner.words(in: stringToCheck, range: range)
        let start = max(startingOffset, range.location)
        let ordered = words.filter { $0.location >= start } + (wrapFlag ? words.filter { $0.location < start } : [])
        for word in ordered {
            guard let text = WordScanner.word(in: stringToCheck, at: word), !passes(text, in: dictionary) else { continue }
            return word
        }
        return notFound
    }

    /// Corrections for the word at `range` of `string`, best first; empty when it is spelled right or no dictionary
    /// is installed for `language`.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let word = WordScanner.word(in: string, at: range), let dictionary = UITextChecker.state.dictionary(for: language) else { return [] }
        return passes(word, in: dictionary) ? [] : dictionary.suggestions(for: word)
    }

    /// Words that complete the partial word at `range` of `string` (learned words first, then the dictionary's,
    /// shorter first), in the partial word's case where it begins with a capital.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let partial = WordScanner.word(in: string, at: range), !partial.isEmpty,
              let dictionary = UITextChecker.state.dictionary(for: language) else { return [] }
        let learned = UITextChecker.state.learnedWords.filter { $0.count > partial.count && $0.lowercased().hasPrefix(partial.lowercased()) }.sorted()
        let capitalised = partial.first?.isUppercase == true
        let words = learned + dictionary.stems(withPrefix: partial).map { capitalised ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// Passes `wordToIgnore` in this checker's later searches.
    open func ignoreWord(_ wordToIgnore: String) {
        if !(ignoredWords ?? []).contains(wordToIgnore) { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }
    }

    /// Teaches every checker `word`: it passes in every language and completes partial words.
    open class func learnWord(_ word: String) { state.learnedWords.insert(word) }

    /// Forgets a word `learnWord(_:)` taught.
    open class func unlearnWord(_ word: String) { state.learnedWords.remove(word) }

    /// Whether `learnWord(_:)` taught `word`.
    open class func hasLearnedWord(_ word: String) -> Bool { state.learnedWords.contains(word) }

    private func passes(_ word: String, in dictionary: SpellDictionary) -> Bool {
        (ignoredWords ?? []).contains(word) || UITextChecker.state.learnedWords.contains(word) || dictionary.spells(word)
    }

    private static var state: SpellingState { UIKitContextState.current.spelling }
}
