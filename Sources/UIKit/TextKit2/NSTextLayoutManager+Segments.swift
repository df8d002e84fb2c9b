import Foundation

/// Text segments: the rectangles a range covers, one per line piece, in the container's coordinates — what a
/// selection, a highlight or a caret is drawn with.
extension NSTextLayoutManager {
    /// The kind of segment asked for.
    public enum SegmentType: Int, Sendable {
        /// The glyphs' extent.
        case standard = 0
        /// As a selection is drawn.
        case selection = 1
        /// As a highlight (a found match) is drawn.
        case highlight = 2
    }

    public struct SegmentOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block is passed no range (it need not be made).
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Only the first and last lines' segments.
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// The first segment reaches to the end of its line.
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// The last segment reaches back to the start of its line.
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        /// A caret at a line's end stands at the end of that line, not the start of the next.
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    /// One segment found: its characters (document offsets), rectangle, baseline from its top, and line.
    private struct Segment {
        var range: NSRange
        var rect: CGRect
        var baseline: CGFloat
        var line: Int
    }

    /// Calls `block` with each segment of `textRange`: its range (nil with `.rangeNotRequired`), its rectangle in the
    /// container, its baseline from the rectangle's top, and the container, until the block returns false. An empty
    /// range gives the caret: a zero-width segment as tall as its line.
    public func enumerateTextSegments(in textRange: NSTextRange, type: SegmentType, options: SegmentOptions = [], using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        guard let container = textContainer else { return }
        var found = segments(in: NSRange(location: documentOffset(textRange.location), length: max(documentOffset(textRange.endLocation) - documentOffset(textRange.location), 0)), upstream: options.contains(.upstreamAffinity))
        if options.contains(.middleFragmentsExcluded), let first = found.first?.line, let last = found.last?.line {
            found.removeAll { $0.line != first && $0.line != last }
        }
        if options.contains(.headSegmentExtended), let first = found.indices.first, let fragment = textLayoutFragment(for: CGPoint(x: 0, y: found[first].rect.midY)) {
            found[first].rect.size.width = fragment.layoutFragmentFrame.maxX - found[first].rect.minX
        }
        if options.contains(.tailSegmentExtended), let last = found.indices.last, let fragment = textLayoutFragment(for: CGPoint(x: 0, y: found[last].rect.midY)) {
            let right = found[last].rect.maxX
            found[last].rect.origin.x = fragment.layoutFragmentFrame.minX
            found[last].rect.size.width = right - fragment.layoutFragmentFrame.minX
        }
        for segment in found {
            var range: NSTextRange?
            if !options.contains(.rangeNotRequired), let start = documentLocation(segment.range.location) {
                range = NSTextRange(location: start, end: documentLocation(NSMaxRange(segment.range)))
            }
            if !block(range, segment.rect, segment.baseline, container) { return }
        }
    }

    /// The segments of `range` (document offsets), line by line.
    private func segments(in range: NSRange, upstream: Bool) -> [Segment] {
        var found: [Segment] = []
        var lineNumber = 0
        for fragment in fragments {
            let paragraph = NSRange(location: fragment.documentOffset, length: fragment.laidOutText.length)
            let origin = CGPoint(x: fragment.layoutFragmentFrame.minX + fragment.leadingPadding, y: fragment.layoutFragmentFrame.minY + fragment.topMargin)
            defer { lineNumber += fragment.textLineFragments.count }
            guard let layout = fragment.layout else { continue }
            if range.length == 0 {
                let isLast = fragment === fragments.last
                guard NSLocationInRange(range.location, paragraph) || (isLast && range.location == NSMaxRange(paragraph)),
                      let line = fragment.lineFragment(atCharacter: range.location - paragraph.location, upstream: upstream) else { continue }
                let caret = layout.caretRect(atUTF16Offset: range.location - paragraph.location)
                let index = lineNumber + (fragment.textLineFragments.firstIndex { $0 === line } ?? 0)
                let rect = CGRect(x: origin.x + caret.minX, y: fragment.layoutFragmentFrame.minY + line.typographicBounds.minY, width: 0, height: line.typographicBounds.height)
                return [Segment(range: range, rect: rect, baseline: line.glyphOrigin.y, line: index)]
            }
            for (index, line) in fragment.textLineFragments.enumerated() {
                let lineRange = NSRange(location: line.characterRange.location + paragraph.location, length: line.characterRange.length)
                let piece = NSIntersectionRange(lineRange, range)
                guard piece.length > 0 else { continue }
                let local = NSRange(location: piece.location - paragraph.location, length: piece.length)
                let top = fragment.layoutFragmentFrame.minY + line.typographicBounds.minY
                for rect in layout.selectionRects(forUTF16Range: local) where rect.midY >= line.typographicBounds.minY - fragment.topMargin && rect.midY < line.typographicBounds.maxY - fragment.topMargin {
                    found.append(Segment(
                        range: piece, rect: CGRect(x: origin.x + rect.minX, y: top, width: rect.width, height: line.typographicBounds.height),
                        baseline: line.glyphOrigin.y, line: lineNumber + index))
                }
            }
        }
        return found
    }
}
