import Foundation

/// A pair a custom keyboard matches typed text against: when the user types `userInput`, it offers `documentText`.
@MainActor @preconcurrency
open class UILexiconEntry: @preconcurrency NSCopying {
    /// The text to put in the document.
    open private(set) var documentText: String
    /// The text typed that asks for it, matched with case.
    open private(set) var userInput: String

    public convenience init() { self.init(documentText: "", userInput: "") }

    init(documentText: String, userInput: String) {
        self.documentText = documentText
        self.userInput = userInput
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The supplementary words a custom keyboard is offered (`UIInputViewController.requestSupplementaryLexicon`).
@MainActor @preconcurrency
open class UILexicon: @preconcurrency NSCopying {
    open private(set) var entries: [UILexiconEntry]

    public convenience init() { self.init(entries: []) }

    init(entries: [UILexiconEntry]) { self.entries = entries }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The desktop's lexicon: the login user's names (from the account's full name) and iOS's one stock text
    /// replacement, "omw" for "On my way!".
    static func desktop() -> UILexicon {
        let names = accountFullName().split(separator: " ").map(String.init).filter { $0.count > 1 }
        var entries = names.map { UILexiconEntry(documentText: $0, userInput: $0.lowercased()) }
        entries.append(UILexiconEntry(documentText: "On my way!", userInput: "omw"))
        return UILexicon(entries: entries)
    }

    /// The full name in the account's passwd entry (the GECOS field before its first comma); empty when unset.
    private static func accountFullName() -> String {
        guard let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos else { return "" }
        return String(cString: gecos).split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }
}
