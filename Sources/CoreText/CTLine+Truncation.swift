import Foundation

/// Where a truncated line loses its characters.
public enum CTLineTruncationType: UInt32, Sendable {
    case start = 0, end = 1, middle = 2
}

/// A copy of `line` cut to `width` at its start, end or middle, `truncationToken` (nil: an ellipsis in the
/// attributes of the characters it replaces) standing for what is cut; `line` itself when it fits; nil when not even
/// the token fits.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?) -> CTLine? {
    guard Double(line.width - line.trailingWhitespaceWidth) > width else { return line }
    let text = line.source
    let count = text.length
    func token(at index: Int) -> NSAttributedString {
        if let truncationToken { return truncationToken.source }
        let attributes = count > 0 ? text.attributes(at: min(max(index, 0), count - 1), effectiveRange: nil) : [:]
        return NSAttributedString(string: "\u{2026}", attributes: attributes)
    }
    /// The line keeping `kept` characters of the original, the token where the rest were.
    func candidate(_ kept: Int) -> CTLine {
        let made = NSMutableAttributedString()
        switch truncationType {
        case .end:
            made.append(text.attributedSubstring(from: NSRange(location: 0, length: kept)))
            made.append(token(at: kept))
        case .start:
            made.append(token(at: count - kept - 1))
            made.append(text.attributedSubstring(from: NSRange(location: count - kept, length: kept)))
        case .middle:
            let head = (kept + 1) / 2, tail = kept / 2
            made.append(text.attributedSubstring(from: NSRange(location: 0, length: head)))
            made.append(token(at: head))
            made.append(text.attributedSubstring(from: NSRange(location: count - tail, length: tail)))
        }
        return CTLine(string: made, offset: line.sourceOffset)
    }
    func fits(_ made: CTLine) -> Bool { Double(made.width) <= width + 0.001 }
    guard fits(candidate(0)) else { return nil }
    // The most characters kept that still fit, found by halving (a line gets no wider as characters go).
    var low = 0, high = count
    while low < high {
        let middle = (low + high + 1) / 2
        if fits(candidate(middle)) { low = middle } else { high = middle - 1 }
    }
    return candidate(low)
}

/// A copy of `line` stretched to `justificationWidth`: `justificationFactor` (0…1, 1 fully) of the room left is
/// shared among its spaces (among its glyphs when it has none); nil when the line is wider already or the factor is
/// not positive.
public func CTLineCreateJustifiedLine(_ line: CTLine, _ justificationFactor: CGFloat, _ justificationWidth: Double) -> CTLine? {
    let used = line.width - line.trailingWhitespaceWidth
    let room = (CGFloat(justificationWidth) - used) * min(justificationFactor, 1)
    guard justificationFactor > 0, room > 0 else { return nil }
    let units = Array(line.source.string.utf16)
    let visible = line.runs.flatMap { run in run.glyphs.indices.map { (run, $0) } }.filter { $0.0.positions[$0.1].x < used - 0.001 }
    let spaces = visible.filter { run, index in
        let local = run.stringIndices[index] - line.sourceOffset
        return local >= 0 && local < units.count && units[local] == 0x20
    }
    let stretched = spaces.isEmpty ? Array(visible.dropLast()) : spaces
    guard !stretched.isEmpty else { return nil }
    let share = room / CGFloat(stretched.count)
    let made = CTLine(
        runs: line.runs.map { CTRun(copying: $0) }, stringRange: line.stringRange, ascent: line.ascent, descent: line.descent,
        width: line.width + room, trailingWhitespaceWidth: line.trailingWhitespaceWidth, source: line.source, sourceOffset: line.sourceOffset)
    // Every glyph after a stretched one moves right by the shares before it.
    let thresholds = stretched.map { $0.0.positions[$0.1].x }.sorted()
    for run in made.runs {
        for index in run.glyphs.indices {
            let x = run.positions[index].x
            let before = thresholds.prefix { $0 < x - 0.001 }.count
            run.positions[index].x += CGFloat(before) * share
            if thresholds.contains(where: { abs($0 - x) < 0.001 }) { run.advances[index].width += share }
        }
    }
    return made
}
