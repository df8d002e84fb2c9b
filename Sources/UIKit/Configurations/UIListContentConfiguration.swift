import Foundation

/// The content of a list row, header or footer as a value: an image, a text and a secondary text with their
/// styles and the margins around them. Cells make one with `defaultContentConfiguration()`; setting it as the
/// cell's `contentConfiguration` shows it in a `UIListContentView`.
@MainActor @preconcurrency
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text of the configuration is drawn.
    public struct TextProperties: Hashable, Sendable {
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }

        public enum TextTransform: Int, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The color after `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?.transform(color) ?? color
        }

        /// `text` as `transform` has it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines && lhs.transform == rhs.transform
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth && lhs.minimumScaleFactor == rhs.minimumScaleFactor
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(numberOfLines)
            hasher.combine(alignment)
        }
    }

    /// How the image of the configuration is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The standard width reserved for images, so texts of rows with and without one line up.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is drawn (zero in a dimension: no limit).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image whether it is smaller or absent (`standardDimension`: UIKit's).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The symbol configuration a symbol image is drawn with (its point size, weight, scale).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        init() {}

        /// The tint after `tintColorTransformer`, or `color` (the view's tint) when none is set.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?.transform(base) ?? base
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.preferredSymbolConfiguration === rhs.preferredSymbolConfiguration
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
        }
    }

    /// Which of the standard looks this configuration started from.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case header, footer
    }

    let style: Style
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The axes along which the margins are at least the view's superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether a secondary text sits beside the text (value cells) rather than under it.
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(_ style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)

    private static func body() -> TextProperties { TextProperties(font: dynamic(.systemFont(ofSize: 17)), color: .label) }
    private static func secondary(_ size: CGFloat) -> TextProperties { TextProperties(font: dynamic(.systemFont(ofSize: size)), color: .secondaryLabel) }

    /// `font` as a Dynamic Type font, growing as body text does with the content size category.
    private static func dynamic(_ font: UIFont) -> UIFont { UIFontMetrics.default.scaledFont(for: font) }

    /// A row: text in the body font.
    public static func cell() -> Self { Self(.cell, text: body(), secondary: secondary(15), margins: rowMargins) }
    /// A row with the secondary text under the text, smaller and gray.
    public static func subtitleCell() -> Self { Self(.subtitleCell, text: body(), secondary: secondary(15), margins: rowMargins) }
    /// A row with the secondary text at its trailing side, gray.
    public static func valueCell() -> Self { Self(.valueCell, text: body(), secondary: secondary(17), margins: rowMargins, sideBySide: true) }
    public static func sidebarCell() -> Self { Self(.sidebarCell, text: body(), secondary: secondary(15), margins: rowMargins) }
    public static func sidebarSubtitleCell() -> Self { Self(.sidebarSubtitleCell, text: body(), secondary: secondary(15), margins: rowMargins) }
    public static func accompaniedSidebarCell() -> Self { Self(.accompaniedSidebarCell, text: body(), secondary: secondary(15), margins: rowMargins) }
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(.accompaniedSidebarCell, text: body(), secondary: secondary(15), margins: rowMargins) }
    public static func plainHeader() -> Self { header(.plainHeader, bold: true, size: 17, color: .label) }
    public static func plainFooter() -> Self { header(.plainFooter, bold: false, size: 13, color: .secondaryLabel) }
    public static func groupedHeader() -> Self {
        var made = header(.groupedHeader, bold: false, size: 13, color: .secondaryLabel)
        made.textProperties.transform = .uppercase
        return made
    }
    public static func groupedFooter() -> Self { header(.groupedFooter, bold: false, size: 13, color: .secondaryLabel) }
    public static func prominentInsetGroupedHeader() -> Self { header(.prominentInsetGroupedHeader, bold: true, size: 20, color: .label) }
    public static func extraProminentInsetGroupedHeader() -> Self { header(.extraProminentInsetGroupedHeader, bold: true, size: 22, color: .label) }
    public static func header() -> Self { header(.header, bold: true, size: 17, color: .label) }
    public static func footer() -> Self { header(.footer, bold: false, size: 13, color: .secondaryLabel) }

    private static func header(_ style: Style, bold: Bool, size: CGFloat, color: UIColor) -> Self {
        let font: UIFont = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        return Self(style, text: TextProperties(font: dynamic(font), color: color), secondary: secondary(13), margins: headerMargins)
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a highlighted or selected sidebar row shows its text in the tint color, as
    /// UIKit's; other looks do not change.
    public func updated(for state: any UIConfigurationState) -> Self {
        guard let cell = state as? UICellConfigurationState, [.sidebarCell, .sidebarSubtitleCell].contains(style),
              cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        updated.textProperties.color = .white
        updated.secondaryTextProperties.color = .white
        updated.imageProperties.tintColor = .white
        return updated
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.style == rhs.style && lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties && lhs.text == rhs.text
                && lhs.attributedText == rhs.attributedText && lhs.textProperties == rhs.textProperties
                && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
                && lhs.secondaryTextProperties == rhs.secondaryTextProperties && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
                && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
                && lhs.imageToTextPadding == rhs.imageToTextPadding
                && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
                && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(style)
            hasher.combine(text)
            hasher.combine(secondaryText)
        }
    }
}

/// A function of a color to another: how a configuration's color changes with state.
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The color's luminance as a gray, its alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0, alpha: CGFloat = 0
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        white = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: white, alpha: alpha)
    }
    /// Difference from Apple: returns the color unchanged (a transformer here does not know the view's tint).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    /// Difference from Apple: returns the color unchanged (a transformer here does not know the view's tint).
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
