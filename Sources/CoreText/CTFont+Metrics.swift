import Foundation

/// The point size of `font`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.face.size }

/// The matrix `font` was made with.
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }

/// The distance from the baseline to the top of the font's line.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.face.lineMetrics.ascent }

/// The distance from the baseline to the bottom of the font's line (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { font.face.lineMetrics.descent }

/// The gap the font puts between lines.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.face.lineMetrics.leading }

/// The height of the font's capitals (the ink of "H").
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { inkTop(of: "H", in: font) }

/// The height of the font's lowercase letters without ascenders (the ink of "x").
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { inkTop(of: "x", in: font) }

/// The top of a character's glyph above the baseline.
private func inkTop(of character: Unicode.Scalar, in font: CTFont) -> CGFloat {
    font.face.glyph(for: character).map { font.face.inkBounds(of: $0).maxY } ?? 0
}

/// The design units in the font's em square.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.face.unitsPerEm) }

/// The number of glyphs in the font.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { font.face.glyphCount }

/// The rectangle every glyph of the font fits in, y up from the baseline.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect { font.face.boundingBox }

/// The position of the underline below the baseline (negative), as the font's metrics give it.
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { font.face.underline.position }

/// The thickness of the underline.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { font.face.underline.thickness }

/// The slant of the font's glyphs in degrees (0 for an upright face).
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat { font.face.request.italic ? -11 : 0 }

/// The PostScript name: `DejaVuSans-Bold`.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.face.postScriptName as CFString }

/// The family name: `DejaVu Sans`.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.face.request.family as CFString }

/// The full name: `DejaVu Sans Bold`.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.face.fullName as CFString }

/// The name a font menu shows: the full name.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }
