import Foundation

extension UIImage {
    /// Traits an image is made for; symbol configurations add size, weight and colours.
    @MainActor @preconcurrency
    open class Configuration {
        /// The traits the image is resolved for.
        public internal(set) var traitCollection: UITraitCollection?

        public required init() {}

        /// A copy resolved for `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with `otherConfiguration`'s values where it has them.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = copied()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        func copyValues(from other: Configuration) {
            traitCollection = other.traitCollection
        }

        func copied() -> Self {
            let copy = Self()
            copy.copyValues(from: self)
            return copy
        }
    }

    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The size of a symbol relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// How a symbol is drawn: its point size (or the text style it follows), weight, scale and colours.
    ///
    /// Difference from Apple: the weight is kept but strokes are drawn at one weight (the desktop's icons have one).
    @MainActor @preconcurrency
    open class SymbolConfiguration: Configuration {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        var prefersMulticolor = false

        public static let unspecified = SymbolConfiguration()

        public required init() { super.init() }

        override func copyValues(from other: Configuration) {
            super.copyValues(from: other)
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            weight = other.weight
            scale = other.scale
            textStyle = other.textStyle
            hierarchicalColor = other.hierarchicalColor
            paletteColors = other.paletteColors
            prefersMulticolor = other.prefersMulticolor
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
        }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }
        public static func preferringMulticolor() -> Self {
            let made = Self()
            made.prefersMulticolor = true
            return made
        }
        public static func preferringMonochrome() -> Self { Self() }

        /// A copy with `otherConfiguration`'s values where it sets them.
        override open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = super.applying(otherConfiguration)
            guard let other = otherConfiguration as? SymbolConfiguration else { return copy }
            if other.pointSize > 0 { copy.pointSize = other.pointSize; copy.textStyle = nil }
            if let style = other.textStyle { copy.textStyle = style; copy.pointSize = 0 }
            if other.weight != .unspecified { copy.weight = other.weight }
            if other.scale != .unspecified { copy.scale = other.scale }
            if let color = other.hierarchicalColor { copy.hierarchicalColor = color }
            if let colors = other.paletteColors { copy.paletteColors = colors }
            if other.prefersMulticolor { copy.prefersMulticolor = true }
            return copy
        }

        public func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = copied()
            copy.pointSize = 0
            copy.weight = .unspecified
            return copy
        }
        public func configurationWithoutTextStyle() -> Self {
            let copy = copied()
            copy.textStyle = nil
            return copy
        }
        public func configurationWithoutScale() -> Self {
            let copy = copied()
            copy.scale = .unspecified
            return copy
        }
        public func configurationWithoutWeight() -> Self {
            let copy = copied()
            copy.weight = .unspecified
            return copy
        }

        /// The side of the square the symbol is drawn in: its point size (17, the body size, by default, or its text
        /// style's), times 0.8 small or 1.3 large.
        var side: CGFloat {
            let base = pointSize > 0 ? pointSize : textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            switch scale {
            case .small: return (base * 0.8).rounded()
            case .large: return (base * 1.3).rounded()
            default: return base
            }
        }
    }
}
