import QuartzCore

/// A font described by attributes (family, face, name, size, traits, text style): what `UIFont(descriptor:size:)`
/// matches, and what a font's `fontDescriptor` tells.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes, as given.
    open private(set) var fontAttributes: [UIFontDescriptor.AttributeName: Any]

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A font by PostScript or family name at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A font by name with a transform applied to its glyphs.
    ///
    /// Difference from Apple: the matrix is kept in the attributes but not applied to the glyphs.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIFontDescriptor(fontAttributes: fontAttributes) }

    /// The value of one attribute.
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    open var postscriptName: String { UIFont(request: layoutFont).fontName }
    /// The size attribute; 0 when there is none.
    open var pointSize: CGFloat { TextLayout.number(of: fontAttributes[.size]) ?? 0 }
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        var traits = SymbolicTraits(rawValue: TextLayout.number(of: traitValues[.symbolic]).map { UInt32($0) } ?? 0)
        let font = layoutFont
        if font.weight >= 600 { traits.insert(.traitBold) }
        if font.italic { traits.insert(.traitItalic) }
        if font.family == "monospace" { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The descriptors of the installed fonts this one matches: the one fontconfig picks.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] {
        let face = layoutFont.resolved
        return [UIFontDescriptor(fontAttributes: [
            .family: face.family, .face: TextLayout.Font.faceName(weight: face.weight, italic: face.italic), .size: pointSize,
        ])]
    }

    /// This descriptor with more attributes (those given replace the same keys).
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// This descriptor in another face of its family ("Bold", "Italic").
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.face] = newFace
        attributes[.family] = attributes[.family] ?? layoutFont.family
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor with exactly these symbolic traits (bold, italic, monospace …).
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        var traits = traitValues
        traits[.symbolic] = symbolicTraits.rawValue
        traits[.weight] = nil
        var attributes = fontAttributes
        attributes[.traits] = traits
        if attributes[.family] == nil, attributes[.name] != nil { attributes[.family] = layoutFont.family }
        attributes[.name] = nil
        attributes[.face] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font's design: rounded, serif or monospaced.
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        let families: [SystemDesign: String] = [.default: "sans-serif", .rounded: "sans-serif", .serif: "serif", .monospaced: "monospace"]
        return withFamily(families[design] ?? "sans-serif")
    }

    /// The descriptor of a Dynamic Type style.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.textStyle: style.rawValue])
    }

    /// The descriptor of a Dynamic Type style at the size the traits' content size category gives it (the current
    /// one when they leave it unspecified).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        let descriptor = preferredFontDescriptor(withTextStyle: style)
        let size = DynamicTypeSizes.size(of: style, at: UIFontMetrics.category(of: traitCollection))
        return size == style.metrics.size ? descriptor : descriptor.withSize(size)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return layoutFont == other.layoutFont
    }

    open override var hash: Int { layoutFont.hashValue }

    private var traitValues: [UIFontDescriptor.TraitKey: Any] {
        fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
    }

    /// The font these attributes ask for: the name, else the family and face, else a text style, else the system
    /// font; then the traits' weight, boldness, slant and monospace; the size (the text style's or 12 without one).
    var layoutFont: TextLayout.Font {
        let style = (fontAttributes[.textStyle] as? String).map { UIFont.TextStyle(rawValue: $0) }
        var font: TextLayout.Font
        if let name = fontAttributes[.name] as? String, !name.isEmpty {
            font = TextLayout.Font(name: name, size: 12)
        } else if let family = fontAttributes[.family] as? String {
            font = TextLayout.Font(name: fontAttributes[.face].map { "\(family)-\($0)" } ?? family, size: 12)
            font.family = family
        } else if let style {
            font = TextLayout.Font(family: "sans-serif", size: style.metrics.size, weight: style.metrics.weight.cssWeight)
        } else {
            font = TextLayout.Font(family: "sans-serif", size: 12)
        }
        if let face = fontAttributes[.face] as? String, fontAttributes[.name] == nil {
            let lowered = face.lowercased()
            if lowered.contains("bold") { font.weight = 700 }
            if lowered.contains("italic") || lowered.contains("oblique") { font.italic = true }
        }
        let traits = traitValues
        if let symbolic = TextLayout.number(of: traits[.symbolic]).map({ SymbolicTraits(rawValue: UInt32($0)) }) {
            if symbolic.contains(.traitBold) { font.weight = max(font.weight, 700) }
            if symbolic.contains(.traitItalic) { font.italic = true }
            if symbolic.contains(.traitMonoSpace) { font.family = "monospace" }
        }
        if let weight = TextLayout.number(of: traits[.weight]) { font.weight = UIFont.Weight(rawValue: weight).cssWeight }
        if let size = TextLayout.number(of: fontAttributes[.size]), size > 0 { font.size = size }
        return font
    }
}

extension UIFontDescriptor {
    /// The keys of a descriptor's attributes, with Apple's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// A dictionary of `TraitKey`s.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `SymbolicTraits` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// A `UIFont.Weight` raw value, -1 to 1.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A font's style traits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
