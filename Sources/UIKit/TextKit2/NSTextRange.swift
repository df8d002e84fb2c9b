import Foundation

/// A span of a document between two locations, the start included and the end not: the unit TextKit 2 selects,
/// lays out and edits by.
open class NSTextRange: NSObject {
    /// The first location of the range.
    open private(set) var location: any NSTextLocation
    /// The location just past the range (the same as `location` for an empty range).
    open private(set) var endLocation: any NSTextLocation

    /// The range from `location` to `end` (nil: an empty range at `location`); nil when `end` comes before `location`.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard end.compare(location) != .orderedAscending else { return nil }
        self.location = location
        endLocation = end
    }

    /// The empty range at `location`.
    public init(location: any NSTextLocation) {
        self.location = location
        endLocation = location
    }

    /// Whether the range holds no location (its start is its end).
    open var isEmpty: Bool { location.isAt(endLocation) }

    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.isAt(textRange.location) && endLocation.isAt(textRange.endLocation)
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextRange else { return false }
        return isEqual(to: other)
    }

    override open var hash: Int { location.hash ^ (endLocation.hash &* 31) }

    /// Whether `location` is inside the range (its start included, its end not).
    open func contains(_ location: any NSTextLocation) -> Bool {
        !location.precedes(self.location) && location.precedes(endLocation)
    }

    /// Whether `textRange` lies wholly inside this range.
    open func contains(_ textRange: NSTextRange) -> Bool {
        !textRange.location.precedes(location) && !endLocation.precedes(textRange.endLocation)
    }

    /// Whether the two ranges share a location (an empty range touches a range holding its location).
    open func intersects(_ textRange: NSTextRange) -> Bool {
        if isEmpty { return textRange.contains(location) || textRange.isEqual(to: self) }
        if textRange.isEmpty { return contains(textRange.location) }
        return textRange.location.precedes(endLocation) && location.precedes(textRange.endLocation)
    }

    /// The range both ranges cover, nil when they do not meet.
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        let start = location.precedes(textRange.location) ? textRange.location : location
        let end = endLocation.precedes(textRange.endLocation) ? endLocation : textRange.endLocation
        guard intersects(textRange) else { return nil }
        return NSTextRange(location: start, end: end)
    }

    /// The smallest range covering both ranges (and what lies between them).
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.precedes(textRange.location) ? location : textRange.location
        let end = endLocation.precedes(textRange.endLocation) ? textRange.endLocation : endLocation
        return NSTextRange(location: start, end: end) ?? self
    }

    override open var description: String { "[\(location), \(endLocation))" }
}
