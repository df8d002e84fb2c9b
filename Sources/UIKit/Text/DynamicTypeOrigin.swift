import QuartzCore

/// Where a Dynamic Type font came from, kept in the font as iOS keeps it, so that a view that adjusts its font can ask
/// for the same font at another content size category.
enum DynamicTypeOrigin: Hashable, @unchecked Sendable {
    /// `UIFont.preferredFont(forTextStyle:)` (or a descriptor with a text style at its own size): the style's size.
    case textStyle(UIFont.TextStyle)
    /// `UIFontMetrics.scaledFont(for:)`: `base`, the font at the large category, grown as `style` grows, no larger
    /// than `maximumPointSize` (0: no limit).
    case metrics(style: UIFont.TextStyle, base: UIFont, maximumPointSize: CGFloat)

    /// The font this origin gives at `category`.
    func font(from font: UIFont, at category: UIContentSizeCategory) -> UIFont {
        switch self {
        case .textStyle(let style):
            return font.withSize(DynamicTypeSizes.size(of: style, at: category), origin: self)
        case .metrics(let style, let base, let maximumPointSize):
            var size = base.pointSize * DynamicTypeSizes.scale(of: style, at: category)
            if maximumPointSize > 0, maximumPointSize.isFinite { size = min(size, maximumPointSize) }
            return base.withSize(size, origin: self)
        }
    }
}

extension UIFont {
    /// The font at `category` when it is a Dynamic Type font (the same font when its size does not change); nil for a
    /// font of fixed size.
    func adjusted(to category: UIContentSizeCategory) -> UIFont? {
        guard let origin = dynamicTypeOrigin else { return nil }
        let adjusted = origin.font(from: self, at: category.resolvedForText)
        return adjusted.pointSize == pointSize ? self : adjusted
    }
}

extension UIContentSizeCategory {
    /// The category text is sized for: an unspecified one is the default, large.
    var resolvedForText: UIContentSizeCategory { self == .unspecified ? .large : self }

    /// The category the current traits ask for: those of the view drawing, laying out or hearing of a change, else the
    /// desktop's; large off the main thread.
    static var current: UIContentSizeCategory {
        guard Thread.isMainThread else { return .large }
        return MainActor.assumeIsolated { UITraitCollection.current.preferredContentSizeCategory.resolvedForText }
    }
}
