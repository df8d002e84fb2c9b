import Foundation

/// A find session over a `UITextSearching` object (a text view's, or a view of the app's own): it sorts the matches
/// in document order, draws them, highlights the first one after the selection, and replaces through the object.
@MainActor @preconcurrency
open class UITextSearchingFindSession: UIFindSession {
    /// What is searched.
    open private(set) weak var searchableObject: (any UITextSearching)?
    private var matches: [(range: UITextRange, document: AnyHashable?)] = []
    private var highlighted = NSNotFound

    public init(searchableObject: any UITextSearching) {
        self.searchableObject = searchableObject
        super.init()
    }

    override open var resultCount: Int { matches.count }
    override open var highlightedResultIndex: Int { highlighted }
    override open var supportsReplacement: Bool { searchableObject?.supportsTextReplacement ?? false }

    override open var allowsReplacementForCurrentlyHighlightedResult: Bool {
        guard supportsReplacement, let searchable = searchableObject, matches.indices.contains(highlighted) else { return false }
        return TextSearchCall.shouldReplace(searchable, matches[highlighted], with: "")
    }

    override open func performSearch(query: String, options: UITextSearchOptions?) {
        invalidateFoundResults()
        guard let searchable = searchableObject, !query.isEmpty else { return }
        let results = TextSearchResults()
        TextSearchCall.search(searchable, for: query, options: options ?? UITextSearchOptions(), into: results)
        matches = results.found
        TextSearchCall.sort(&matches, in: searchable)
        for match in matches { TextSearchCall.decorate(searchable, match, .found) }
        guard !matches.isEmpty else { return }
        // The first match at or after the selection; the first of all when none is.
        let selection = searchable.selectedTextRange
        let start = selection.flatMap { selection in
            matches.firstIndex { TextSearchCall.compare(searchable, $0, to: selection) != .orderedAscending }
        } ?? 0
        highlight(start)
    }

    override open func highlightNextResult(in direction: UITextStorageDirection) {
        guard !matches.isEmpty else { return }
        let count = matches.count
        guard matches.indices.contains(highlighted) else { return highlight(direction == .backward ? count - 1 : 0) }
        highlight((highlighted + (direction == .backward ? count - 1 : 1)) % count)
    }

    override open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {
        guard supportsReplacement, let searchable = searchableObject, matches.indices.contains(highlighted) else { return }
        let match = matches[highlighted]
        guard TextSearchCall.shouldReplace(searchable, match, with: replacementString) else { return }
        let index = highlighted
        TextSearchCall.replace(searchable, match, with: replacementString)
        performSearch(query: query, options: options)
        // The highlight stays where the replaced match was (on the next one).
        if !matches.isEmpty { highlight(min(index, matches.count - 1)) }
    }

    override open func replaceAll(query: String, replacementString: String, options: UITextSearchOptions?) {
        guard supportsReplacement, let searchable = searchableObject else { return }
        searchable.replaceAll(queryString: query, options: options ?? UITextSearchOptions(), withText: replacementString)
        performSearch(query: query, options: options)
    }

    override open func invalidateFoundResults() {
        searchableObject?.clearAllDecoratedFoundText()
        matches = []
        highlighted = NSNotFound
    }

    private func highlight(_ index: Int) {
        guard let searchable = searchableObject else { return }
        if matches.indices.contains(highlighted) { TextSearchCall.decorate(searchable, matches[highlighted], .found) }
        highlighted = index
        let match = matches[index]
        TextSearchCall.willHighlight(searchable, match)
        TextSearchCall.decorate(searchable, match, .highlighted)
        TextSearchCall.scroll(searchable, to: match)
    }
}

/// Calls into a searchable object whose document identifier type is its own, from the session's type-erased matches.
@MainActor
enum TextSearchCall {
    typealias Match = (range: UITextRange, document: AnyHashable?)

    static func search<Searchable: UITextSearching>(_ searchable: Searchable, for query: String, options: UITextSearchOptions, into results: TextSearchResults) {
        searchable.performTextSearch(queryString: query, options: options, resultAggregator: UITextSearchAggregator<Searchable.DocumentIdentifier>(results: results))
    }

    static func sort<Searchable: UITextSearching>(_ matches: inout [Match], in searchable: Searchable) {
        matches.sort { first, second in
            let firstDocument = document(first, in: searchable), secondDocument = document(second, in: searchable)
            if let firstDocument, let secondDocument, firstDocument != secondDocument {
                return searchable.compareOrder(fromDocument: firstDocument, toDocument: secondDocument) == .orderedAscending
            }
            return searchable.compare(first.range, toRange: second.range, document: firstDocument) == .orderedAscending
        }
    }

    static func compare<Searchable: UITextSearching>(_ searchable: Searchable, _ match: Match, to range: UITextRange) -> ComparisonResult {
        searchable.compare(match.range, toRange: range, document: document(match, in: searchable))
    }

    static func decorate<Searchable: UITextSearching>(_ searchable: Searchable, _ match: Match, _ style: UITextSearchFoundTextStyle) {
        searchable.decorate(foundTextRange: match.range, document: document(match, in: searchable), usingStyle: style)
    }

    static func willHighlight<Searchable: UITextSearching>(_ searchable: Searchable, _ match: Match) {
        searchable.willHighlight(foundTextRange: match.range, document: document(match, in: searchable))
    }

    static func scroll<Searchable: UITextSearching>(_ searchable: Searchable, to match: Match) {
        searchable.scrollRangeToVisible(match.range, inDocument: document(match, in: searchable))
    }

    static func shouldReplace<Searchable: UITextSearching>(_ searchable: Searchable, _ match: Match, with text: String) -> Bool {
        searchable.shouldReplace(foundTextRange: match.range, document: document(match, in: searchable), withText: text)
    }

    static func replace<Searchable: UITextSearching>(_ searchable: Searchable, _ match: Match, with text: String) {
        searchable.replace(foundTextRange: match.range, document: document(match, in: searchable), withText: text)
    }

    private static func document<Searchable: UITextSearching>(_ match: Match, in searchable: Searchable) -> Searchable.DocumentIdentifier? {
        match.document?.base as? Searchable.DocumentIdentifier
    }
}
