import Foundation

/// Scales custom fonts and lengths the way a Dynamic Type text style grows with the user's content size category.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The text style whose growth this scales by.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the size the current content size category gives it.
    ///
    /// Difference from Apple: the desktop's content size category is always `.large`, where fonts keep their size; a
    /// trait collection with another category (the `compatibleWith:` forms) scales them.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled, but no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the size `traitCollection`'s content size category gives it (the current one when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize > 0, maximumPointSize.isFinite { size = min(size, maximumPointSize) }
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// `value` (a length laid out beside text) scaled as the style's font is.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.scale(of: textStyle, at: Self.category(of: traitCollection))
    }

    /// The category a trait collection asks for; the desktop's (large) when it or its category is unspecified.
    static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else { return .large }
        return category
    }
}
