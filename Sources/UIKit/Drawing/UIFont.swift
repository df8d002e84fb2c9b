import QuartzCore

/// A font: a family, a size and a weight, drawn through pango.
public final class UIFont: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)

        /// The CSS weight pango takes.
        var cssWeight: Int {
            switch rawValue {
            case ..<(-0.2): return 300
            case ..<0.1: return 400
            case ..<0.26: return 500
            case ..<0.35: return 600
            default: return 700
            }
        }
    }

    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    /// A font of a family (any family fontconfig knows; unknown ones fall back as fontconfig decides).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        familyName = fontName
        pointSize = fontSize
        weight = .regular
        isItalic = false
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false) {
        familyName = family
        pointSize = size > 0 && size.isFinite ? size : 17
        self.weight = weight
        isItalic = italic
    }

    /// The system UI font (fontconfig's sans-serif).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(family: "sans-serif", size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: "sans-serif", size: fontSize, weight: .regular, italic: true)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// The font as the text layout takes it.
    var layoutFont: TextLayout.Font {
        TextLayout.Font(family: familyName, size: pointSize, weight: weight.cssWeight, italic: isItalic)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
    }
}
