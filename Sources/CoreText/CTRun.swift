import Foundation

/// Glyphs of one font and direction on a line, with the attributes of the characters they set.
public final class CTRun: Hashable, @unchecked Sendable {
    let font: CTFont
    var glyphs: [CGGlyph]
    /// From the line's origin, y up.
    var positions: [CGPoint]
    var advances: [CGSize]
    /// UTF-16 offsets in the line's string.
    let stringIndices: [Int]
    let stringRange: CFRange
    /// The characters' attributes, keyed by their names, with the font the run is set in under `kCTFontAttributeName`.
    let attributes: NSDictionary
    let status: CTRunStatus

    init(_ run: TextLayout.GlyphRun, offset: Int, string: NSAttributedString) {
        font = CTFont(face: run.font)
        glyphs = run.glyphs
        positions = run.positions
        advances = run.advances
        stringIndices = run.stringIndices.map { $0 + offset }
        stringRange = CFRange(location: run.range.location + offset, length: run.range.length)
        let local = run.range.location
        var given: [NSAttributedString.Key: Any] = local >= 0 && local < string.length ? string.attributes(at: local, effectiveRange: nil) : [:]
        given[NSAttributedString.Key(kCTFontAttributeName as String)] = font
        let dictionary = NSMutableDictionary()
        for (key, value) in given { dictionary[key.rawValue as NSString] = value as AnyObject }
        attributes = dictionary
        var status: CTRunStatus = run.isRightToLeft ? .rightToLeft : []
        if run.isRightToLeft ? zip(stringIndices, stringIndices.dropFirst()).contains(where: <) : zip(stringIndices, stringIndices.dropFirst()).contains(where: >) {
            status.insert(.nonMonotonic)
        }
        if !font.matrix.isIdentity { status.insert(.hasNonIdentityMatrix) }
        self.status = status
    }

    /// A copy of `run` whose positions and advances can change on their own.
    init(copying run: CTRun) {
        font = run.font
        glyphs = run.glyphs
        positions = run.positions
        advances = run.advances
        stringIndices = run.stringIndices
        stringRange = run.stringRange
        attributes = run.attributes
        status = run.status
    }

    public static func == (lhs: CTRun, rhs: CTRun) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The run's width: the sum of its advances.
    var width: CGFloat { advances.reduce(0) { $0 + $1.width } }

    /// The colour its characters ask for; nil for the context's fill colour.
    var color: CGColor? {
        if let fromContext = attributes[kCTForegroundColorFromContextAttributeName], TextLayout.number(of: fromContext) ?? 0 != 0 { return nil }
        return TextLayout.color(of: attributes[kCTForegroundColorAttributeName]) ?? TextLayout.color(of: attributes["NSColor" as NSString]) ?? .black
    }

    /// The indices `range` (length 0: to the end) picks, clamped to the run's glyphs.
    func indices(_ range: CFRange) -> Range<Int> {
        let start = min(max(range.location, 0), glyphs.count)
        let end = range.length <= 0 ? glyphs.count : min(start + range.length, glyphs.count)
        return start..<end
    }
}

/// What a run's glyphs are like.
public struct CTRunStatus: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}

/// The number of glyphs in `run`.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// The attributes of the run's characters; the font the run is set in under `kCTFontAttributeName`.
///
/// Difference from Apple: keyed by `NSString`s, so it casts to `[String: Any]` and answers `kCTFontAttributeName`,
/// but not to `[NSAttributedString.Key: Any]` (Linux Foundation does not bridge those keys).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// What the run's glyphs are like.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { run.status }

/// The characters the run sets.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// The matrix the run's glyphs are drawn through.
public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { run.font.matrix }

/// Copies the glyphs of `range` (length 0: to the end) into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.glyphs[index] }
}

/// Copies the positions of the glyphs of `range` (from the line's origin, y up) into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.positions[index] }
}

/// Copies the advances of the glyphs of `range` into `buffer`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.advances[index] }
}

/// Copies the string index of each glyph of `range` (the first character it sets) into `buffer`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.stringIndices[index] }
}

/// The glyphs of the run, when it can hand them out directly; nil here: copy them with `CTRunGetGlyphs`.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }

/// The positions of the run's glyphs, when it can hand them out directly; nil here: copy them with `CTRunGetPositions`.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

/// The width of the glyphs of `range`, with the run font's ascent, descent and leading.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    let metrics = run.font.face.lineMetrics
    ascent?.pointee = metrics.ascent
    descent?.pointee = metrics.descent
    leading?.pointee = metrics.leading
    return Double(run.indices(range).reduce(CGFloat(0)) { $0 + run.advances[$1].width })
}

/// The ink of the glyphs of `range`, from the line's origin (and the context's text position when given), y up.
public func CTRunGetImageBounds(_ run: CTRun, _ context: CGContext?, _ range: CFRange) -> CGRect {
    var union = CGRect.null
    for index in run.indices(range) {
        let ink = run.font.face.inkBounds(of: run.glyphs[index])
        if !ink.isEmpty { union = union.union(ink.offsetBy(dx: run.positions[index].x, dy: run.positions[index].y)) }
    }
    guard !union.isNull else { return .zero }
    return context.map { union.offsetBy(dx: $0.textPosition.x, dy: $0.textPosition.y) } ?? union
}

/// Draws the glyphs of `range` (length 0: all) at the context's text position, through its text matrix, in the
/// colour the run's characters ask for.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let picked = run.indices(range)
    run.font.face.draw(Array(run.glyphs[picked]), at: Array(run.positions[picked]), textMatrix: context.textMatrix, color: run.color, in: context)
    run.drawUnderline(picked, in: context)
}

extension CTRun {
    /// The underline style the run's characters ask for (`kCTUnderlineStyleAttributeName`), empty for none.
    var underlineStyle: CTUnderlineStyle {
        let value = attributes[kCTUnderlineStyleAttributeName]
        let raw = (value as? NSUnderlineStyle).map { Int32($0.rawValue) } ?? TextLayout.number(of: value).map { Int32($0) } ?? 0
        return CTUnderlineStyle(rawValue: raw & 0x0F)
    }

    /// Draws the underline under the glyphs `picked`, at the font's underline position through the text matrix, in
    /// the underline colour (the run's colour where absent).
    func drawUnderline(_ picked: Range<Int>, in context: CGContext) {
        let style = underlineStyle
        guard !style.isEmpty, let first = picked.first, let last = picked.last else { return }
        let metrics = font.face.underline
        let thickness = style == .thick ? metrics.thickness * 2 : metrics.thickness
        let start = positions[first].x, end = positions[last].x + advances[last].width
        context.saveGState()
        context.concatenate(context.textMatrix)
        if let color = TextLayout.color(of: attributes[kCTUnderlineColorAttributeName]) ?? color { context.setFillColor(color) }
        context.fill(CGRect(x: start, y: metrics.position - thickness, width: end - start, height: thickness))
        if style == .double { context.fill(CGRect(x: start, y: metrics.position - 3 * thickness, width: end - start, height: thickness)) }
        context.restoreGState()
    }
}
