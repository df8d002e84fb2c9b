import Foundation

/// The lines under or through text (`.underlineStyle`, `.strikethroughStyle`): a style, a pattern and
/// whether only words are lined.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// Difference from Apple: drawn as a single line (pango has no thick underline).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Difference from Apple: a double strikethrough is drawn single (pango strikes through once).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Difference from Apple: the patterns draw solid lines (pango has no dashed underline).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Difference from Apple: spaces are lined too (pango lines whole runs).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    @available(*, deprecated, renamed: "single")
    public static let styleSingle = single
    @available(*, deprecated, renamed: "thick")
    public static let styleThick = thick
    @available(*, deprecated, renamed: "double")
    public static let styleDouble = double
    @available(*, deprecated, message: "use [] (no line)")
    public static let styleNone = NSUnderlineStyle([])
}
