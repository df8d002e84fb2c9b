import Foundation

/// A font's stylistic traits, as Core Text's `CTFontSymbolicTraits` spells them (both of its spellings).
public struct CTFontSymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
    public static let traitClassMask = CTFontSymbolicTraits(rawValue: 15 << 28)

    public static let italicTrait = traitItalic
    public static let boldTrait = traitBold
    public static let expandedTrait = traitExpanded
    public static let condensedTrait = traitCondensed
    public static let monoSpaceTrait = traitMonoSpace
    public static let verticalTrait = traitVertical
    public static let uiOptimizedTrait = traitUIOptimized
    public static let colorGlyphsTrait = traitColorGlyphs
    public static let compositeTrait = traitComposite
    public static let classMaskTrait = traitClassMask
}

/// The orientation glyph metrics are asked for in.
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0, horizontal = 1, vertical = 2
}

/// The traits of `font`: bold from weight 600 up, italic, monospaced.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits: CTFontSymbolicTraits = []
    if font.face.request.weight >= 600 { traits.insert(.traitBold) }
    if font.face.request.italic { traits.insert(.traitItalic) }
    if font.face.isMonospaced { traits.insert(.traitMonoSpace) }
    return traits
}

/// A copy of `font` whose traits under `symTraitMask` are those of `symTraitValue`, at `size` (0: the same); nil
/// when its family has no face with them.
public func CTFontCreateCopyWithSymbolicTraits(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ symTraitValue: CTFontSymbolicTraits,
    _ symTraitMask: CTFontSymbolicTraits
) -> CTFont? {
    var request = font.face.request
    if size > 0, size.isFinite { request.size = size }
    if symTraitMask.contains(.traitBold) { request.weight = symTraitValue.contains(.traitBold) ? 700 : 400 }
    if symTraitMask.contains(.traitItalic) { request.italic = symTraitValue.contains(.traitItalic) }
    guard let face = GlyphFont(request) else { return nil }
    let wantsBold = symTraitMask.contains(.traitBold) && symTraitValue.contains(.traitBold)
    guard face.request.family == font.face.request.family, !wantsBold || face.request.weight >= 600 else { return nil }
    return CTFont(face: face, matrix: matrix?.pointee ?? font.matrix)
}
