import Foundation

/// How a paragraph's lines are set (`.paragraphStyle`): alignment, line breaking, spacing, indents, line heights.
/// An attributed string's paragraph takes the style of its first character.
///
/// Difference from Apple: not an `NSObject` subclass, because Linux Foundation's `addAttribute(_:value:range:)` crashes replacing one NSObject value with another.
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
    /// The values, shared with the text engine.
    var values = ParagraphValues()

    public init() {}

    /// The style text has without a `.paragraphStyle` attribute.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The natural direction; Linux keeps no per-language table, so every language gives `.natural`.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .natural }

    /// Points added between the lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var alignment: NSTextAlignment { values.alignment }
    /// The leading indent of the lines after the first.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the trailing margin measured from the leading one; zero or negative: from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// 0: no limit.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Each line's natural height times this (0: 1).
    ///
    /// Difference from Apple: the extra height is shared above and below the text (pango's line height), where
    /// TextKit puts it above.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Points added before the paragraph (not before the text's first).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Difference from Apple: stored only; pango breaks lines without hyphens.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Difference from Apple: stored only; pango breaks lines without hyphens.
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// The tab stops (12 left stops 28 points apart by default).
    open var tabStops: [NSTextTab]! { values.tabStops }
    /// The distance between tab stops after the last one; 0 uses the font's.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Difference from Apple: stored only; text is never tightened before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// Difference from Apple: stored only; lines break as pango's Unicode rules say.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { values.lineBreakStrategy }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open func copy() -> Any { copy(with: nil) }

    open func mutableCopy() -> Any { mutableCopy(with: nil) }

    open func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open var hash: Int { values.hashValue }

    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool { lhs.values == rhs.values }

    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

extension NSParagraphStyle {
    /// How lines break where UIKit would avoid a lone word on the last line (stored; see `lineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }
    open override var tabStops: [NSTextTab]! {
        get { values.tabStops }
        set { values.tabStops = newValue ?? [] }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }

    open func addTabStop(_ anObject: NSTextTab) {
        values.tabStops.append(anObject)
    }

    open func removeTabStop(_ anObject: NSTextTab) {
        if let index = values.tabStops.firstIndex(of: anObject) { values.tabStops.remove(at: index) }
    }

    /// Takes every value of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}

/// A paragraph style's values, as the text engine reads them.
struct ParagraphValues: Hashable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var alignment: NSTextAlignment = .natural
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var baseWritingDirection: NSWritingDirection = .natural
    var lineHeightMultiple: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var hyphenationFactor: Float = 0
    var usesDefaultHyphenation = false
    var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    var defaultTabInterval: CGFloat = 0
    var allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
}
