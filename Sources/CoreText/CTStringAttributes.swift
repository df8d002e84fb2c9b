import Foundation

// The attribute names Core Text reads from an attributed string, with Apple's values: those shared with UIKit
// (`kCTFontAttributeName` is `NSAttributedString.Key.font`'s "NSFont") read the same values UIKit's do, and the
// others take Core Graphics values (`CGColor`s) and numbers. Use them as `NSAttributedString.Key(kCTFontAttributeName
// as String)` or as keys of a `CFDictionary`.

/// A `CTFont` (or `UIFont`); Helvetica 12 where absent.
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
/// A `CGColor`; black where absent.
nonisolated(unsafe) public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// A boolean: draw in the context's fill colour instead of a foreground colour.
nonisolated(unsafe) public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// A number of points added after each character; 0 turns kerning off.
nonisolated(unsafe) public let kCTKernAttributeName: CFString = "NSKern"
/// A number of points added after each character, kerning kept.
nonisolated(unsafe) public let kCTTrackingAttributeName: CFString = "CTTracking"
/// A number: 0 no ligatures, 1 the default ones.
nonisolated(unsafe) public let kCTLigatureAttributeName: CFString = "NSLigature"
/// A `CTParagraphStyle` (or `NSParagraphStyle`), read from a paragraph's first character.
nonisolated(unsafe) public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// A number: a `CTUnderlineStyle` raw value.
nonisolated(unsafe) public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// A `CGColor` for the underline; the foreground colour where absent.
nonisolated(unsafe) public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"
/// A number, percent of the font size: positive outlines only, negative fills and outlines.
nonisolated(unsafe) public let kCTStrokeWidthAttributeName: CFString = "NSStrokeWidth"
/// A `CGColor` for the outline; the foreground colour where absent.
nonisolated(unsafe) public let kCTStrokeColorAttributeName: CFString = "CTStrokeColor"
/// A number of points the characters are raised above the baseline.
nonisolated(unsafe) public let kCTBaselineOffsetAttributeName: CFString = "CTBaselineOffset"
/// A number: 1 superscript, -1 subscript.
///
/// Difference from Apple: not applied.
nonisolated(unsafe) public let kCTSuperscriptAttributeName: CFString = "NSSuperScript"
/// A boolean: vertical glyph forms (horizontal text only is set here).
nonisolated(unsafe) public let kCTVerticalFormsAttributeName: CFString = "CTVerticalForms"
/// An array of numbers giving the writing direction of embedded text.
nonisolated(unsafe) public let kCTWritingDirectionAttributeName: CFString = "NSWritingDirection"
/// A `CGColor` painted behind the characters.
nonisolated(unsafe) public let kCTBackgroundColorAttributeName: CFString = "CTBackgroundColor"
/// A language identifier such as "en".
nonisolated(unsafe) public let kCTLanguageAttributeName: CFString = "NSLanguage"
/// A `CTRunDelegate` reserving room for an inline object.
///
/// Difference from Apple: not applied; the characters take their glyphs' room.
nonisolated(unsafe) public let kCTRunDelegateAttributeName: CFString = "CTRunDelegate"

/// The underline styles of `kCTUnderlineStyleAttributeName`.
public struct CTUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}

/// The values an attributed string's attribute dictionary holds under `name`, as Core Text reads it.
func attribute(_ name: CFString, in attributes: [NSAttributedString.Key: Any]) -> Any? {
    attributes[NSAttributedString.Key(name as String)]
}
