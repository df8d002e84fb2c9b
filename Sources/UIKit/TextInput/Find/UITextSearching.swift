import Foundation

/// How a found range is drawn: not at all, as one of the matches, or as the match the find navigator is on.
public enum UITextSearchFoundTextStyle: Int, Sendable {
    case normal, found, highlighted
}

/// How a search matches text: where in a word the query may match, and how strings compare (case-insensitively by
/// default).
@MainActor @preconcurrency
open class UITextSearchOptions {
    /// Where in a word the query may match.
    public enum WordMatchMethod: Int, Sendable {
        case contains, startsWith, fullWord
    }

    open private(set) var wordMatchMethod: WordMatchMethod
    open private(set) var stringCompareOptions: NSString.CompareOptions

    public init() {
        wordMatchMethod = .contains
        stringCompareOptions = .caseInsensitive
    }

    init(wordMatchMethod: WordMatchMethod, stringCompareOptions: NSString.CompareOptions) {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions
    }
}

/// Collects the ranges a searchable object finds for a query (in one document or several).
///
/// Difference from Apple: `allFoundRanges` is an array (Apple's is an `NSOrderedSet`; text ranges here are not
/// `NSObject`s), and the aggregator is for the main actor.
@MainActor @preconcurrency
public struct UITextSearchAggregator<DocumentIdentifier: Hashable> {
    let results: TextSearchResults

    /// Adds a match of `searchString` at `range` in `document` (nil for a single document).
    public func foundRange(_ range: UITextRange, searchString: String, document: DocumentIdentifier?) {
        results.add(range, document: Self.erase(document))
    }

    /// Drops a match that is no longer there.
    public func invalidateFoundRange(_ range: UITextRange, document: DocumentIdentifier?) {
        results.remove(range, document: Self.erase(document))
    }

    /// Drops every match.
    public func invalidate() {
        results.removeAll()
    }

    /// Says the search is complete.
    public func finishedSearching() {
        results.isFinished = true
    }

    /// The matches so far, in the order found.
    public var allFoundRanges: [UITextRange] { results.found.map(\.range) }

    private static func erase(_ document: DocumentIdentifier?) -> AnyHashable? {
        guard let document else { return nil }
        return AnyHashable(document)
    }
}

/// The matches a search collected.
@MainActor
final class TextSearchResults {
    var found: [(range: UITextRange, document: AnyHashable?)] = []
    var isFinished = false

    func add(_ range: UITextRange, document: AnyHashable?) {
        found.append((range, document))
    }

    func remove(_ range: UITextRange, document: AnyHashable?) {
        found.removeAll { $0.range === range && $0.document == document }
    }

    func removeAll() {
        found.removeAll()
    }
}

/// What a view searched by a find interaction does: find a query's ranges, order them, draw them as found or
/// highlighted, and (optionally) replace them.
///
/// Difference from Apple: refines `AnyObject` (Apple's refines `NSObjectProtocol`), so a Swift class that is no `NSObject` may conform.
@MainActor @preconcurrency
public protocol UITextSearching: AnyObject {
    /// What tells apart the documents a search spans (one document: nil everywhere).
    associatedtype DocumentIdentifier: Hashable = AnyHashable

    /// Where the person is: the first match after it is highlighted first.
    var selectedTextRange: UITextRange? { get }
    /// Where `foundRange` lies against `toRange`: before, same, after.
    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult
    /// Finds `queryString` and gives each match to `resultAggregator`, then says it finished.
    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: UITextSearchAggregator<DocumentIdentifier>)
    /// Draws a match in `style`.
    func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle: UITextSearchFoundTextStyle)
    /// Draws no match any more.
    func clearAllDecoratedFoundText()

    /// Whether matches may be replaced (false by default).
    var supportsTextReplacement: Bool { get }
    /// Whether this match may be replaced (true by default).
    func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) -> Bool
    /// Replaces one match.
    func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String)
    /// Replaces every match of `queryString`.
    func replaceAll(queryString: String, options: UITextSearchOptions, withText: String)
    /// The match about to be highlighted.
    func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?)
    /// Scrolls a match into view.
    func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?)
    /// The document the selection is in.
    var selectedTextSearchDocument: DocumentIdentifier? { get }
    /// The order of two documents.
    func compareOrder(fromDocument: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult
}

extension UITextSearching {
    public var supportsTextReplacement: Bool { false }
    public func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) -> Bool { true }
    public func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) {}
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText: String) {}
    public func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?) {}
    public func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?) {}
    public var selectedTextSearchDocument: DocumentIdentifier? { nil }
    public func compareOrder(fromDocument: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult { .orderedSame }
}
