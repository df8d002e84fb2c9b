import Foundation

/// Moves and extends selections over a data source's layout: by character, word, line, paragraph and to the
/// document's ends, up and down keeping the caret's x, and to the caret at a point.
@MainActor @preconcurrency
open class NSTextSelectionNavigation {
    public enum Direction: Int, Sendable {
        case forward = 0, backward, right, left, up, down
    }

    public enum Destination: Int, Sendable {
        case character = 0, word, line, sentence, paragraph, container, document
    }

    public struct Modifier: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let extend = Modifier(rawValue: 1 << 0)
        public static let visual = Modifier(rawValue: 1 << 1)
        public static let multiple = Modifier(rawValue: 1 << 2)
    }

    public enum WritingDirection: Int, Sendable {
        case leftToRight = 0
        case rightToLeft = 1
    }

    public enum LayoutOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open private(set) weak var textSelectionDataSource: (any NSTextSelectionDataSource)?
    open var allowsNonContiguousRanges = false
    open var rotatesCoordinateSystemForLayoutOrientation = false

    public init(dataSource: any NSTextSelectionDataSource) {
        textSelectionDataSource = dataSource
    }

    /// Forgets what was measured of the layout (nothing is kept here).
    open func flushLayoutCache() {}

    /// The selection `textSelection` becomes moved `direction` by one `destination` unit; `extending` moves its end
    /// (backward: its start) and keeps the other; `confined` keeps the move inside the current line or paragraph.
    ///
    /// Difference from Apple: text is taken as left to right (right is forward), sentences move as paragraphs and
    /// containers as the document.
    open func destinationSelection(for textSelection: NSTextSelection, direction: Direction, destination: Destination, extending: Bool, confined: Bool) -> NSTextSelection? {
        guard let source = textSelectionDataSource, let range = textSelection.textRanges.first else { return nil }
        let start = source.offset(from: source.documentRange.location, to: range.location)
        let end = source.offset(from: source.documentRange.location, to: range.endLocation)
        let forward = [.forward, .right, .down].contains(direction)
        if !extending, start != end, [.forward, .backward, .right, .left].contains(direction), destination == .character {
            return caret(forward ? end : start, like: textSelection, in: source)
        }
        let moving = forward ? end : start
        var anchorX = textSelection.anchorPositionOffset
        let target = offset(from: moving, direction: direction, destination: destination, anchorX: &anchorX, in: source)
        guard let location = source.location(source.documentRange.location, offsetBy: target) else { return nil }
        let result: NSTextSelection
        if extending {
            let kept = forward ? start : end
            let low = min(kept, target), high = max(kept, target)
            guard let from = source.location(source.documentRange.location, offsetBy: low),
                  let range = NSTextRange(location: from, end: source.location(source.documentRange.location, offsetBy: high)) else { return nil }
            result = NSTextSelection(range: range, affinity: forward ? .upstream : .downstream, granularity: textSelection.granularity)
        } else {
            result = NSTextSelection(location, affinity: forward && destination == .line ? .upstream : .downstream)
        }
        result.anchorPositionOffset = [.up, .down].contains(direction) ? anchorX : 0
        result.typingAttributes = textSelection.typingAttributes
        return result
    }

    /// A caret at document offset `offset`, with `selection`'s typing attributes.
    private func caret(_ offset: Int, like selection: NSTextSelection, in source: any NSTextSelectionDataSource) -> NSTextSelection? {
        guard let location = source.location(source.documentRange.location, offsetBy: offset) else { return nil }
        let caret = NSTextSelection(location, affinity: .downstream)
        caret.typingAttributes = selection.typingAttributes
        return caret
    }

    /// Where a caret at document offset `offset` goes moved one `destination` in `direction`; moving up or down keeps
    /// the x in `anchorX` (set from the caret when zero).
    private func offset(from offset: Int, direction: Direction, destination: Destination, anchorX: inout CGFloat, in source: any NSTextSelectionDataSource) -> Int {
        let length = source.offset(from: source.documentRange.location, to: source.documentRange.endLocation)
        let forward = [.forward, .right, .down].contains(direction)
        guard let location = source.location(source.documentRange.location, offsetBy: offset) else { return offset }
        if direction == .up || direction == .down, destination != .document, destination != .paragraph {
            return vertical(from: offset, down: direction == .down, anchorX: &anchorX, in: source) ?? offset
        }
        func bound(_ granularity: NSTextSelection.Granularity, at probe: Int) -> NSRange? {
            guard let at = source.location(source.documentRange.location, offsetBy: min(max(probe, 0), length)),
                  let range = source.textRange(for: granularity, enclosing: at) else { return nil }
            let from = source.offset(from: source.documentRange.location, to: range.location)
            return NSRange(location: from, length: source.offset(from: range.location, to: range.endLocation))
        }
        switch destination {
        case .character:
            var found = offset
            source.enumerateSubstrings(from: location, options: forward ? [.byComposedCharacterSequences] : [.byComposedCharacterSequences, .reverse]) { _, range, _, stop in
                found = source.offset(from: source.documentRange.location, to: forward ? range.endLocation : range.location)
                stop.pointee = true
            }
            return found
        case .word:
            var found = forward ? length : 0
            source.enumerateSubstrings(from: location, options: forward ? [.wordUnits] : [.wordUnits, .reverse]) { _, range, _, stop in
                found = source.offset(from: source.documentRange.location, to: forward ? range.endLocation : range.location)
                stop.pointee = true
            }
            return found
        case .line:
            guard let line = bound(.line, at: forward ? offset : max(offset - (offset == length ? 1 : 0), 0)) else { return offset }
            return forward ? lineEnd(line, in: source) : line.location
        case .paragraph, .sentence:
            guard let paragraph = bound(.paragraph, at: offset) else { return offset }
            if forward { return NSMaxRange(paragraph) == offset ? min(offset + 1, length) : NSMaxRange(paragraph) }
            return paragraph.location == offset ? (bound(.paragraph, at: offset - 1)?.location ?? 0) : paragraph.location
        case .container, .document:
            return forward ? length : 0
        }
    }

    /// The end of `line` a caret goes to: before the line break or the space that ends a wrapped line.
    private func lineEnd(_ line: NSRange, in source: any NSTextSelectionDataSource) -> Int {
        var end = NSMaxRange(line)
        guard end > line.location, let last = source.location(source.documentRange.location, offsetBy: end - 1) else { return end }
        source.enumerateSubstrings(from: last, options: [.byComposedCharacterSequences]) { substring, _, _, stop in
            if let substring, substring.allSatisfy({ $0.isNewline }) { end -= substring.utf16.count }
            stop.pointee = true
        }
        return end
    }

    /// The offset on the line above or below the one holding `offset`, nearest `anchorX`; nil at the first line
    /// going up or the last going down (the caret goes to the document's start or end then).
    private func vertical(from offset: Int, down: Bool, anchorX: inout CGFloat, in source: any NSTextSelectionDataSource) -> Int? {
        guard let manager = source as? NSTextLayoutManager else { return nil }
        let lines = manager.placedLines
        guard let current = manager.placedLine(at: offset, in: lines), let index = lines.firstIndex(where: { $0.range == current.range }) else { return nil }
        if anchorX == 0 { anchorX = manager.caretX(offset, on: current) }
        let next = index + (down ? 1 : -1)
        guard lines.indices.contains(next) else { return down ? manager.documentLength : 0 }
        let line = lines[next]
        let local = line.line.characterIndex(for: CGPoint(x: anchorX - line.origin.x, y: line.line.typographicBounds.height / 2))
        return local + line.fragment.documentOffset
    }

    /// The selections a click (or drag, with `selecting`) at `point` makes: a caret at the nearest insertion point,
    /// or with `.extend` the anchors' range stretched to it.
    open func textSelections(interactingAt point: CGPoint, inContainerAt containerLocation: any NSTextLocation, anchors: [NSTextSelection], modifiers: Modifier, selecting: Bool, bounds: CGRect) -> [NSTextSelection] {
        guard let manager = textSelectionDataSource as? NSTextLayoutManager else { return [] }
        let lines = manager.placedLines
        guard let line = lines.first(where: { point.y < $0.origin.y + $0.line.typographicBounds.height }) ?? lines.last else {
            return [NSTextSelection(manager.documentRange.location, affinity: .downstream)]
        }
        let local = line.line.characterIndex(for: CGPoint(x: point.x - line.origin.x, y: min(max(point.y - line.origin.y, 0), line.line.typographicBounds.height)))
        let offset = local + line.fragment.documentOffset
        guard let location = manager.documentLocation(offset) else { return [] }
        guard modifiers.contains(.extend) || selecting, let anchor = anchors.first?.textRanges.first else {
            return [NSTextSelection(location, affinity: .downstream)]
        }
        let range = location.precedes(anchor.location) ? NSTextRange(location: location, end: anchor.endLocation) : NSTextRange(location: anchor.location, end: location)
        return range.map { [NSTextSelection(range: $0, affinity: .downstream, granularity: .character)] } ?? []
    }

    /// The selection of the `selectionGranularity` units enclosing `textSelection` (a double click's word).
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing textSelection: NSTextSelection) -> NSTextSelection {
        guard let source = textSelectionDataSource, let range = textSelection.textRanges.first,
              let start = source.textRange(for: selectionGranularity, enclosing: range.location) else { return textSelection }
        let end = range.isEmpty ? start : source.textRange(for: selectionGranularity, enclosing: source.location(range.endLocation, offsetBy: -1) ?? range.endLocation) ?? start
        return NSTextSelection(range: start.union(end), affinity: textSelection.affinity, granularity: selectionGranularity)
    }

    /// Where typed text goes for `textSelection`: its start.
    open func resolvedInsertionLocation(for textSelection: NSTextSelection, writingDirection: WritingDirection) -> (any NSTextLocation)? {
        textSelection.textRanges.first?.location
    }

    /// The ranges a delete key removes: the selection, or with a caret the unit before it (backward) or after it.
    open func deletionRanges(for textSelection: NSTextSelection, direction: Direction, destination: Destination, allowsDecomposition: Bool) -> [NSTextRange] {
        guard let range = textSelection.textRanges.first else { return [] }
        guard range.isEmpty else { return textSelection.textRanges }
        guard let moved = destinationSelection(for: textSelection, direction: direction, destination: destination, extending: true, confined: false),
              let deleted = moved.textRanges.first, !deleted.isEmpty else { return [] }
        return [deleted]
    }
}
