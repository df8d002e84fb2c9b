import Foundation

/// A position in a text content manager's document, ordered against the others of the same document.
public protocol NSTextLocation: NSObjectProtocol {
    /// Whether `location` comes before, at or after this one.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// The location a content storage (and a content manager that keeps no locations of its own) gives: a UTF-16 offset
/// into the document's text, as Apple's content storage counts.
final class TextOffsetLocation: NSObject, NSTextLocation {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        guard let other = location as? TextOffsetLocation else { return .orderedAscending }
        return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetLocation)?.offset == offset
    }

    override var hash: Int { offset }

    override var description: String { "\(offset)" }

    /// `location` moved by `offset` units, when it is an offset (nil for other locations).
    static func moving(_ location: any NSTextLocation, by offset: Int) -> TextOffsetLocation? {
        (location as? TextOffsetLocation).map { TextOffsetLocation($0.offset + offset) }
    }

    /// The units from one offset location to another (0 for other locations).
    static func distance(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        guard let from = from as? TextOffsetLocation, let to = to as? TextOffsetLocation else { return 0 }
        return to.offset - from.offset
    }
}

extension NSTextLocation {
    /// Whether this location is before `other`.
    func precedes(_ other: any NSTextLocation) -> Bool { compare(other) == .orderedAscending }

    /// Whether this location is the same as `other`.
    func isAt(_ other: any NSTextLocation) -> Bool { compare(other) == .orderedSame }
}
