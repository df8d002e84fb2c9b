import Foundation

/// The font's glyphs for `count` UTF-16 units of `characters`; a surrogate pair's glyph goes where its first unit
/// is, 0 where its second is. Returns false when some character has no glyph in the font (its glyph is 0).
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
) -> Bool {
    var all = true
    var index = 0
    while index < count {
        let unit = characters[index]
        var scalar = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), index + 1 < count, UTF16.isTrailSurrogate(characters[index + 1]) {
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(characters[index + 1]) - 0xDC00))
            width = 2
        }
        let glyph = scalar.flatMap { font.face.glyph(for: $0) }
        glyphs[index] = glyph ?? 0
        if width == 2 { glyphs[index + 1] = 0 }
        all = all && glyph != nil
        index += width
    }
    return all
}

/// The advances of `count` glyphs (into `advances` when given); returns their sum.
@discardableResult
public func CTFontGetAdvancesForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>, _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
) -> Double {
    var total: CGFloat = 0
    for index in 0..<max(count, 0) {
        let advance = font.face.advance(of: glyphs[index])
        advances?[index] = orientation == .vertical ? CGSize(width: 0, height: font.face.size) : CGSize(width: advance, height: 0)
        total += orientation == .vertical ? font.face.size : advance
    }
    return Double(total)
}

/// The ink rectangles of `count` glyphs, each from its origin, y up (into `boundingRects` when given); returns
/// their union.
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>, _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
) -> CGRect {
    var union = CGRect.null
    for index in 0..<max(count, 0) {
        let rect = font.face.inkBounds(of: glyphs[index])
        boundingRects?[index] = rect
        if !rect.isEmpty { union = union.union(rect) }
    }
    return union.isNull ? .zero : union
}

/// The outline of `glyph` from its origin on the baseline, y up, through `matrix` when given; nil for a glyph
/// without one (a space).
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let transform = font.matrix.isIdentity ? matrix?.pointee ?? .identity : font.matrix.concatenating(matrix?.pointee ?? .identity)
    return font.face.path(of: glyph, transform: transform)
}

/// Draws `count` glyphs of `font` at `positions` (text space, which the context's text matrix takes to user space),
/// in the context's fill colour.
public func CTFontDrawGlyphs(_ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>, _ count: Int, _ context: CGContext) {
    guard count > 0 else { return }
    font.face.draw(
        Array(UnsafeBufferPointer(start: glyphs, count: count)), at: Array(UnsafeBufferPointer(start: positions, count: count)),
        textMatrix: context.textMatrix, color: nil, in: context)
}
