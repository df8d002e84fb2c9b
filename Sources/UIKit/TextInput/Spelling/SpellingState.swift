import Foundation
import SpellChecking

/// The spell checker's part of a context: the hunspell dictionaries loaded so far (each once) and the words the
/// user taught it (`UITextChecker.learnWord`).
@MainActor
final class SpellingState {
    /// Where the dictionaries are looked for.
    var catalog = DictionaryCatalog()
    /// The words learned, as written.
    var learnedWords: Set<String> = []
    private var dictionaries: [String: SpellDictionary?] = [:]

    /// The dictionary for `language`, loaded the first time; nil, said once, when none is installed for it.
    func dictionary(for language: String) -> SpellDictionary? {
        if let loaded = dictionaries[language] { return loaded }
        let dictionary = catalog.load(language)
        if dictionary == nil {
            Diagnostics.report("no hunspell dictionary for \"\(language)\" (Debian: hunspell-\(language.lowercased().replacingOccurrences(of: "_", with: "-"))); UITextChecker finds no misspellings in it")
        }
        dictionaries[language] = dictionary
        return dictionary
    }
}
