import QuartzCore

/// A font: a family, a size, a weight and a slant, matched by fontconfig and drawn through pango.
///
/// Difference from Apple: not an `NSObject` subclass, because Linux Foundation's `addAttribute(_:value:range:)` crashes replacing one NSObject value with another.
open class UIFont: NSCopying, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// What was asked for: a family (or a generic one such as "sans-serif"), weight and slant.
    let request: TextLayout.Font
    let descriptorAttributes: [UIFontDescriptor.AttributeName: Any]
    /// The text style or font metrics the font was made from, which a view adjusting its font asks again at another
    /// content size category; nil for a font of fixed size.
    let dynamicTypeOrigin: DynamicTypeOrigin?

    init(request: TextLayout.Font, attributes: [UIFontDescriptor.AttributeName: Any] = [:], origin: DynamicTypeOrigin? = nil) {
        var request = request
        if !(request.size > 0 && request.size.isFinite) { request.size = UIFont.systemFontSize }
        self.request = request
        descriptorAttributes = attributes
        dynamicTypeOrigin = origin
    }

    /// A font by PostScript name (`"Helvetica-Bold"`, `"DejaVuSans-Bold"`) or family name; nil for an empty name or a
    /// size that is not positive and finite.
    ///
    /// Difference from Apple: a name no installed font has still gives a font, the one fontconfig substitutes.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        request = TextLayout.Font(name: fontName, size: fontSize)
        descriptorAttributes = [.name: fontName]
        dynamicTypeOrigin = nil
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size). A descriptor with a text style at
    /// its own size gives a Dynamic Type font, which views that adjust their fonts resize.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var request = descriptor.layoutFont
        if pointSize > 0 { request.size = pointSize }
        let style = (descriptor.fontAttributes[.textStyle] as? String).map { UIFont.TextStyle(rawValue: $0) }
        self.init(request: request, attributes: descriptor.fontAttributes, origin: pointSize > 0 ? nil : style.map { .textStyle($0) })
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open func copy() -> Any { self }

    // MARK: Names

    /// The installed family fontconfig picked.
    open var familyName: String { request.resolved.family }

    /// The PostScript-style name of the face fontconfig picked (`DejaVuSans-Bold`).
    open var fontName: String {
        let face = request.resolved
        return TextLayout.Font.postScriptName(family: face.family, face: TextLayout.Font.faceName(weight: face.weight, italic: face.italic))
    }

    /// The families fontconfig knows.
    open class var familyNames: [String] { TextLayout.Font.familyNames }

    /// The PostScript-style names of a family's faces; empty for an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        TextLayout.Font.faceNames(ofFamily: familyName).map { TextLayout.Font.postScriptName(family: familyName, face: $0) }
    }

    // MARK: Size and metrics

    open var pointSize: CGFloat { request.size }
    /// From the baseline up to the top of the tallest glyphs.
    open var ascender: CGFloat { request.metrics.ascender }
    /// From the baseline down to the bottom of the lowest glyphs: negative.
    open var descender: CGFloat { request.metrics.descender }
    open var capHeight: CGFloat { request.metrics.capHeight }
    open var xHeight: CGFloat { request.metrics.xHeight }
    /// The distance between the baselines of two lines.
    open var lineHeight: CGFloat { request.metrics.lineHeight }
    /// The space between lines the font asks for beyond its ascender and descender.
    open var leading: CGFloat { request.metrics.leading }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        withSize(fontSize, origin: nil)
    }

    /// The same font at another size, made from `origin`.
    func withSize(_ fontSize: CGFloat, origin: DynamicTypeOrigin?) -> UIFont {
        var request = request
        request.size = fontSize
        return UIFont(request: request, attributes: descriptorAttributes, origin: origin)
    }

    /// The font's attributes: family, face, size, traits.
    open var fontDescriptor: UIFontDescriptor {
        var attributes = descriptorAttributes
        attributes[.family] = attributes[.family] ?? request.family
        attributes[.size] = request.size
        var traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        var symbolic = UIFontDescriptor.SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? 0)
        if request.weight >= 600 { symbolic.insert(.traitBold) }
        if request.italic { symbolic.insert(.traitItalic) }
        if request.family == "monospace" { symbolic.insert(.traitMonoSpace) }
        traits[.symbolic] = symbolic.rawValue
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: System fonts

    /// The system font's size for controls: 14.
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    /// The system font, regular.
    ///
    /// Difference from Apple: the system font is fontconfig's sans-serif (San Francisco is Apple's only).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(request: TextLayout.Font(family: "sans-serif", size: fontSize, weight: weight.cssWeight))
    }

    /// The system font of `weight` at `width` (iOS 16).
    ///
    /// Difference from Apple: every width draws the system font's standard width (fontconfig's sans-serif has one).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(request: TextLayout.Font(family: "sans-serif", size: fontSize, italic: true))
    }

    /// The system font with digits of one width, for numbers that change in place.
    ///
    /// Difference from Apple: the monospace family, letters included (fontconfig has no tabular-digit system face).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        monospacedSystemFont(ofSize: fontSize, weight: weight)
    }

    /// A monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(request: TextLayout.Font(family: "monospace", size: fontSize, weight: weight.cssWeight))
    }

    /// The font of a Dynamic Type style at the current content size category (the desktop's text scaling unless a
    /// view's traits are current); it remembers its style, so views that adjust their fonts resize it.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type style at the size the traits' content size category gives it.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(descriptor: .preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection), size: 0)
    }

    // MARK: Equality

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return request == other.request
    }

    open var hash: Int { request.hashValue }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(request) }

    open var description: String {
        "<UIFont: family \"\(request.family)\"; weight \(request.weight); \(request.italic ? "italic" : "normal"); size \(request.size)>"
    }
}

extension UIFont: TextLayoutFontConvertible {
    public var textLayoutFont: TextLayout.Font { request }
}

extension UIFont {
    /// A font's weight, from ultra-light (-0.8) to black (0.62), as Apple's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The CSS weight pango takes.
        var cssWeight: Int {
            switch rawValue {
            case ..<(-0.7): return 200
            case ..<(-0.5): return 250
            case ..<(-0.2): return 300
            case ..<0.1: return 400
            case ..<0.26: return 500
            case ..<0.35: return 600
            case ..<0.5: return 700
            case ..<0.6: return 800
            default: return 900
            }
        }

        /// The weight a CSS weight stands for.
        init(cssWeight: Int) {
            let table: [(Int, Weight)] = [(200, .ultraLight), (250, .thin), (300, .light), (400, .regular), (500, .medium),
                                          (600, .semibold), (700, .bold), (800, .heavy), (900, .black)]
            self = table.min { abs($0.0 - cssWeight) < abs($1.0 - cssWeight) }?.1 ?? .regular
        }
    }

    /// The Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the large (default) content size, as Apple's tables give them.
        var metrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
