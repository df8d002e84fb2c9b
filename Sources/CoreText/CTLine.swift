import Foundation

/// One line of glyph runs, measured and drawn from its origin: the left end of its baseline.
public final class CTLine: Hashable, @unchecked Sendable {
    var runs: [CTRun]
    let stringRange: CFRange
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    var width: CGFloat
    let trailingWhitespaceWidth: CGFloat
    /// The string the line was set from and where in it the line's characters start, for truncated copies.
    let source: NSAttributedString
    let sourceOffset: Int

    init(runs: [CTRun], stringRange: CFRange, ascent: CGFloat, descent: CGFloat, width: CGFloat, trailingWhitespaceWidth: CGFloat, source: NSAttributedString, sourceOffset: Int) {
        self.runs = runs
        self.stringRange = stringRange
        self.ascent = ascent
        self.descent = descent
        leading = runs.map { $0.font.face.lineMetrics.leading }.max() ?? 0
        self.width = width
        self.trailingWhitespaceWidth = trailingWhitespaceWidth
        self.source = source
        self.sourceOffset = sourceOffset
    }

    /// One shown line of a layout of `string`, whose character 0 is character `offset` of the string the caller
    /// counts in.
    convenience init(_ line: TextLayout.GlyphLine, string: NSAttributedString, offset: Int) {
        self.init(
            runs: line.runs.map { CTRun($0, offset: offset, string: string) },
            stringRange: CFRange(location: line.range.location + offset, length: line.range.length), ascent: line.ascent,
            descent: line.descent, width: line.width, trailingWhitespaceWidth: line.trailingWhitespaceWidth,
            source: string.attributedSubstring(from: NSRange(location: line.range.location, length: min(line.range.length, string.length - line.range.location))),
            sourceOffset: offset + line.range.location)
    }

    /// All of `string` on one line (each paragraph after the last, as Core Text sets line breaks inside a line),
    /// its characters counted from `offset`.
    convenience init(string: NSAttributedString, offset: Int) {
        let layout = TextLayout(attributedString: string, font: TextLayout.defaultFont, color: .black, lineBreaks: .oneLinePerParagraph)
        let lines = layout.glyphLines
        var runs: [CTRun] = []
        var x: CGFloat = 0, ascent: CGFloat = 0, descent: CGFloat = 0, trailing: CGFloat = 0
        for line in lines {
            for run in line.runs {
                let made = CTRun(run, offset: offset, string: string)
                made.positions = made.positions.map { CGPoint(x: $0.x + x, y: $0.y) }
                runs.append(made)
            }
            x += line.width
            ascent = max(ascent, line.ascent)
            descent = max(descent, line.descent)
            trailing = line.trailingWhitespaceWidth
        }
        if lines.isEmpty {
            let metrics = GlyphFont(TextLayout.defaultFont)?.lineMetrics
            ascent = metrics?.ascent ?? 0
            descent = metrics?.descent ?? 0
        }
        self.init(
            runs: runs, stringRange: CFRange(location: offset, length: string.length), ascent: ascent, descent: descent, width: x,
            trailingWhitespaceWidth: trailing, source: string, sourceOffset: offset)
    }

    public static func == (lhs: CTLine, rhs: CTLine) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The caret's distance from the line's origin before each character of the line and after its last
    /// (index 0 is the line's first character): a glyph's leading edge for the character its cluster starts with,
    /// the characters inside a cluster spread across it.
    var caretOffsets: [CGFloat] {
        let count = stringRange.length
        var known = [CGFloat?](repeating: nil, count: count + 1)
        var lastEdge: CGFloat = 0
        for run in runs {
            for index in run.glyphs.indices {
                let local = run.stringIndices[index] - stringRange.location
                guard local >= 0, local < count else { continue }
                let left = run.positions[index].x, right = left + run.advances[index].width
                let edge = run.status.contains(.rightToLeft) ? right : left
                known[local] = run.status.contains(.rightToLeft) ? max(known[local] ?? edge, edge) : min(known[local] ?? edge, edge)
                lastEdge = max(lastEdge, right)
            }
        }
        known[count] = known[count] ?? (runs.last?.status.contains(.rightToLeft) == true ? 0 : lastEdge)
        var offsets = [CGFloat](repeating: 0, count: count + 1)
        var index = 0
        while index <= count {
            if let value = known[index] {
                offsets[index] = value
                index += 1
                continue
            }
            // A character inside a cluster: between the cluster's caret and the next one.
            let before = index > 0 ? offsets[index - 1] : 0
            var next = index
            while next <= count, known[next] == nil { next += 1 }
            let after = next <= count ? known[next]! : before
            let steps = CGFloat(next - index + 1)
            for (step, slot) in (index..<min(next, count + 1)).enumerated() { offsets[slot] = before + (after - before) * CGFloat(step + 1) / steps }
            index = next
        }
        return offsets
    }
}

/// The attributed string on one line, set as its attributes say.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(string: attrString, offset: 0)
}

/// The runs of `line`, left to right: an array of `CTRun`.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { line.runs as NSArray }

/// The number of glyphs on `line`.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.runs.reduce(0) { $0 + $1.glyphs.count } }

/// The characters `line` sets.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The line's width, with its ascent, descent and leading.
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The rectangle the line's typography takes from its origin: its width by its ascent and descent, y up.
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    if options.contains(.useGlyphPathBounds) { return CTLineGetImageBounds(line, nil) }
    let leading = options.contains(.excludeTypographicLeading) ? 0 : line.leading
    return CGRect(x: 0, y: -line.descent - leading, width: line.width, height: line.ascent + line.descent + leading)
}

/// What `CTLineGetBoundsWithOptions` measures.
public struct CTLineBoundsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

/// The width of the whitespace the line ends in.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.trailingWhitespaceWidth) }

/// The ink of the line's glyphs from its origin, y up, moved by the context's text position when given.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    var union = CGRect.null
    for run in line.runs {
        let ink = CTRunGetImageBounds(run, nil, CFRange())
        if !ink.isEmpty { union = union.union(ink) }
    }
    guard !union.isNull else { return .zero }
    return context.map { union.offsetBy(dx: $0.textPosition.x, dy: $0.textPosition.y) } ?? union
}

/// The string index whose caret is nearest `position` (its x, from the line's origin).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    let offsets = line.caretOffsets
    var best = 0
    for (index, offset) in offsets.enumerated() where abs(offset - position.x) < abs(offsets[best] - position.x) { best = index }
    return line.stringRange.location + best
}

/// The caret's distance from the line's origin before the character at `charIndex`; `secondaryOffset` gets the same
/// (the carets of mixed-direction text are one here).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let offsets = line.caretOffsets
    let local = min(max(charIndex - line.stringRange.location, 0), offsets.count - 1)
    secondaryOffset?.pointee = offsets[local]
    return offsets[local]
}

/// Calls `block` with each caret of the line: its offset, the string index, whether it is the leading edge of the
/// character, and a flag to stop.
public func CTLineEnumerateCaretOffsets(_ line: CTLine, _ block: (Double, CFIndex, Bool, UnsafeMutablePointer<Bool>) -> Void) {
    let offsets = line.caretOffsets
    var stop = false
    for index in 0..<line.stringRange.length {
        block(Double(offsets[index]), line.stringRange.location + index, true, &stop)
        if stop { return }
        block(Double(offsets[index + 1]), line.stringRange.location + index, false, &stop)
        if stop { return }
    }
}

/// The x where the line starts when aligned by `flushFactor` (0 left, 0.5 centred, 1 right) in `flushWidth`,
/// its trailing whitespace left out.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let used = Double(line.width - line.trailingWhitespaceWidth)
    return max(flushWidth - used, 0) * Double(min(max(flushFactor, 0), 1))
}

/// Draws the line with its origin at the context's text position, through its text matrix.
///
/// Difference from Apple: draws the glyphs and their underlines only: backgrounds and outlines are left out.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    for run in line.runs { CTRunDraw(run, context, CFRange()) }
}
