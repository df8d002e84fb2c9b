import Foundation

/// The attributes UIKit adds to `NSAttributedString.Key`, with Apple's raw values; text drawing reads them
/// (`TextLayout+Attributes.swift`), and so does `CATextLayer`.
extension NSAttributedString.Key {
    /// A `UIFont` (Helvetica 12 where absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` (black where absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` painted behind the characters' lines (nothing where absent).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`, read from a paragraph's first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character; 0 turns the font's kerning off.
    ///
    /// Difference from Apple: added between characters, not after the last (pango's letter spacing).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number of points added after each character, the font's kerning kept.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A number: 0 no ligatures, 1 the default ones.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// An `NSUnderlineStyle` (or its raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSUnderlineStyle` (or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the outline (the foreground colour where absent).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number, percent of the font's size: positive outlines only, negative fills and outlines.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow`.
    ///
    /// Difference from Apple: one shadow per drawn string: the first run's shadow is cast by all of its text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A string naming an effect (`NSAttributedString.TextEffectStyle`).
    ///
    /// Difference from Apple: not drawn.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An `NSTextAttachment`, on the object replacement character U+FFFC: drawn inline in the room its bounds take.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `URL` or `String`; string drawing shows it as plain text, as UIKit's does outside text views.
    public static let link = NSAttributedString.Key("NSLink")
    /// A number of points the characters are raised above the baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `UIColor` for the underline (the foreground colour where absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough line (the foreground colour where absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number: the skew applied to the glyphs.
    ///
    /// Difference from Apple: not drawn (pango has no per-run skew).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A number: the log of the expansion factor applied to the glyphs.
    ///
    /// Difference from Apple: not drawn (pango has no per-run stretch).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An array of numbers giving the writing direction of embedded text.
    ///
    /// Difference from Apple: not applied; pango orders bidirectional text by the Unicode algorithm.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// A number: 0 horizontal text (the only kind iOS draws).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString.Key {
    /// Core Text's names for attributes whose UIKit names differ (`kCTForegroundColorAttributeName` …), which
    /// Core Text and `CATextLayer` read as UIKit's: their values are `CGColor`s and numbers.
    static let coreTextForegroundColor = NSAttributedString.Key("CTForegroundColor")
    static let coreTextStrokeColor = NSAttributedString.Key("CTStrokeColor")
    static let coreTextUnderlineColor = NSAttributedString.Key("CTUnderlineColor")
    static let coreTextTracking = NSAttributedString.Key("CTTracking")
    static let coreTextBaselineOffset = NSAttributedString.Key("CTBaselineOffset")
}

extension NSAttributedString {
    /// The values of `NSAttributedString.Key.textEffect`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A letterpress look.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
