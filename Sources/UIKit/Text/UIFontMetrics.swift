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

    /// `font` (its size the one for the large category) at the size the current content size category gives it;
    /// the result remembers these metrics, so views that adjust their fonts resize it.
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
        let origin = DynamicTypeOrigin.metrics(style: textStyle, base: font, maximumPointSize: maximumPointSize)
        return origin.font(from: font, at: Self.category(of: traitCollection))
    }

    /// `value` (a length laid out beside text) scaled as the style's font is.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.scale(of: textStyle, at: Self.category(of: traitCollection))
    }

    /// The category a trait collection asks for; the current one when it or its category is unspecified.
    static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else { return .current }
        return category
    }
}
