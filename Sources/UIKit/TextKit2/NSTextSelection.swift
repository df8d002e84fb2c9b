import Foundation

/// A selection in a TextKit 2 document: its ranges (one, or several for a multiple selection), the side a caret at
/// a line's end belongs to, the unit it grows by, and the x a caret keeps while moving up and down.
open class NSTextSelection: NSObject {
    /// The unit a selection extends by.
    public enum Granularity: Int, Sendable {
        case character = 0
        case word = 1
        case paragraph = 2
        case line = 3
        case sentence = 4
    }

    /// The side of a line break a caret belongs to.
    public enum Affinity: Int, Sendable {
        case upstream = 0
        case downstream = 1
    }

    open private(set) var textRanges: [NSTextRange]
    open private(set) var granularity: Granularity
    open private(set) var affinity: Affinity
    /// Whether the selection is a momentary one (marked text being composed).
    open private(set) var isTransient = false
    /// The x the caret keeps across lines of different lengths while moving up and down.
    open var anchorPositionOffset: CGFloat = 0
    /// Whether the selection is in logical (rather than visual) order.
    open var isLogical = true
    open var secondarySelectionLocation: (any NSTextLocation)?
    /// The attributes typed text takes.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    public init(_ textRanges: [NSTextRange], affinity: Affinity, granularity: Granularity) {
        self.textRanges = textRanges
        self.affinity = affinity
        self.granularity = granularity
    }

    public convenience init(range: NSTextRange, affinity: Affinity, granularity: Granularity) {
        self.init([range], affinity: affinity, granularity: granularity)
    }

    /// A caret at `location`.
    public convenience init(_ location: any NSTextLocation, affinity: Affinity) {
        self.init([NSTextRange(location: location)], affinity: affinity, granularity: .character)
    }

    /// A selection like this one of other ranges.
    open func textSelection(with textRanges: [NSTextRange]) -> NSTextSelection {
        let copy = NSTextSelection(textRanges, affinity: affinity, granularity: granularity)
        copy.anchorPositionOffset = anchorPositionOffset
        copy.isLogical = isLogical
        copy.typingAttributes = typingAttributes
        return copy
    }

    override open var description: String { "NSTextSelection(\(textRanges), affinity: \(affinity), granularity: \(granularity))" }
}
