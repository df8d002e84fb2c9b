import Foundation

/// The background of a cell, header or footer as a value: a color (or a custom view or image), rounded corners,
/// a stroke and insets. List cells take the one their list's look calls for from `defaultBackgroundConfiguration()`.
@MainActor @preconcurrency
public struct UIBackgroundConfiguration: Hashable {
    /// Which standard background this started from: the selected and highlighted looks follow it.
    enum Style: Hashable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter, listSidebarHeader
        case listSidebarCell, listAccompaniedSidebarCell
    }

    let style: Style
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil takes the view's tint color.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke; nil takes the view's tint color.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// An effect (glass, a blur) shown behind the image and custom view, in the background's shape.
    public var visualEffect: UIVisualEffect?
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    private init(_ style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    public static func clear() -> Self { Self(.clear, color: .clear) }
    public static func listPlainCell() -> Self { Self(.listPlainCell, color: .systemBackground) }
    public static func listPlainHeaderFooter() -> Self { Self(.listPlainHeaderFooter, color: .systemBackground) }
    public static func listGroupedCell() -> Self { Self(.listGroupedCell, color: .secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> Self { Self(.listGroupedHeaderFooter, color: .clear) }
    public static func listSidebarHeader() -> Self { Self(.listSidebarHeader, color: .clear) }
    public static func listSidebarCell() -> Self { Self(.listSidebarCell, color: .clear) }
    public static func listAccompaniedSidebarCell() -> Self { Self(.listAccompaniedSidebarCell, color: .clear) }

    /// The background for `state`: a selected or highlighted list cell turns gray (a sidebar cell takes the tint,
    /// with rounded corners), as UIKit's.
    public func updated(for state: any UIConfigurationState) -> Self {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        switch style {
        case .listPlainCell, .listGroupedCell:
            updated.backgroundColor = .systemGray4
        case .listSidebarCell, .listAccompaniedSidebarCell:
            updated.backgroundColor = nil
            updated.cornerRadius = 10
        default:
            break
        }
        return updated
    }

    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?.transform(base) ?? base
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?.transform(base) ?? base
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
                && lhs.backgroundInsets == rhs.backgroundInsets && lhs.backgroundColor == rhs.backgroundColor
                && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
                && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
                && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(style)
            hasher.combine(cornerRadius)
        }
    }
}

/// The view that draws a background configuration behind a cell's content.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let imageView = UIImageView()
    private var customView: UIView?
    /// The view showing the configuration's visual effect, made when it first has one.
    private var effectView: UIVisualEffectView?
    /// The corners the list's placement rounds (inset grouped sections round their first and last cells).
    var roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerRadiusOverride: CGFloat?
    var configuration = UIBackgroundConfiguration.clear()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `configuration` in `bounds` of its superview, inset by its insets.
    func show(_ configuration: UIBackgroundConfiguration, in rect: CGRect, tint: UIColor) {
        self.configuration = configuration
        let insets = configuration.backgroundInsets
        UIView.performWithoutAnimation {
            frame = CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                           width: max(0, rect.width - insets.leading - insets.trailing), height: max(0, rect.height - insets.top - insets.bottom))
            backgroundColor = configuration.resolvedBackgroundColor(for: tint)
            layer.cornerRadius = cornerRadiusOverride ?? configuration.cornerRadius
            layer.maskedCorners = roundedCorners
            clipsToBounds = layer.cornerRadius > 0
            layer.borderWidth = configuration.strokeWidth
            layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
            imageView.image = configuration.image
            imageView.contentMode = configuration.imageContentMode
            imageView.frame = bounds
            imageView.isHidden = configuration.image == nil
            if customView !== configuration.customView {
                customView?.removeFromSuperview()
                customView = configuration.customView
                if let customView { addSubview(customView) }
            }
            customView?.frame = bounds
            showVisualEffect(configuration.visualEffect)
        }
    }

    /// Shows `effect` (glass or a blur) behind the image and custom view, in the background's rounded shape.
    private func showVisualEffect(_ effect: UIVisualEffect?) {
        guard let effect else {
            effectView?.removeFromSuperview()
            effectView = nil
            return
        }
        let shown = effectView ?? UIVisualEffectView(effect: nil)
        if effectView == nil {
            effectView = shown
            insertSubview(shown, at: 0)
        }
        if !(shown.effect?.isEqual(effect) ?? false) { shown.effect = effect }
        shown.frame = bounds
        shown.layer.cornerRadius = layer.cornerRadius
        shown.layer.maskedCorners = layer.maskedCorners
    }
}
