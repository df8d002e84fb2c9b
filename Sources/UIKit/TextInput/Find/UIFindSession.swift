import Foundation

/// One find session of a find interaction: it runs the searches the navigator asks for, counts the results, moves
/// the highlight between them and replaces them. Subclass it for content of your own, or use
/// `UITextSearchingFindSession` over a `UITextSearching` object.
@MainActor @preconcurrency
open class UIFindSession {
    /// What the navigator shows of the results: "2 of 5", "5 matches", or nothing.
    public enum SearchResultDisplayStyle: Int, Sendable {
        case currentAndTotal, total, none
    }

    public init() {}

    /// How many results the last search found.
    open var resultCount: Int { 0 }
    /// Which result is highlighted (`NSNotFound` when none).
    open var highlightedResultIndex: Int { NSNotFound }
    open var searchResultDisplayStyle: SearchResultDisplayStyle = .currentAndTotal
    /// Whether the navigator offers replacing.
    open var supportsReplacement: Bool { false }
    /// Whether the highlighted result may be replaced now.
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement }

    /// Searches for `query`, replacing the results of the last search.
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Replaces the highlighted result with `replacementString`.
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Replaces every result with `replacementString`.
    open func replaceAll(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Moves the highlight to the next result (`.forward`) or the one before, wrapping around.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// Forgets the results (the content changed).
    open func invalidateFoundResults() {}
}
