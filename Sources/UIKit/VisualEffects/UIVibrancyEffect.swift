import Foundation

/// How strongly vibrant content stands out over a blur: the label styles for text, fills for shapes, the separator.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7

    /// The opacity content in this style shows at.
    var opacity: CGFloat {
        switch self {
        case .label: 1
        case .secondaryLabel: 0.7
        case .tertiaryLabel: 0.5
        case .quaternaryLabel: 0.35
        case .fill: 0.6
        case .secondaryFill: 0.45
        case .tertiaryFill: 0.3
        case .separator: 0.4
        }
    }
}

/// Vibrancy for the content of a `UIVisualEffectView` nested in the `contentView` of a blur's effect view: the
/// content shows through the blur in the blur's style.
///
/// Difference from Apple: the content is faded to its style's opacity over the blur rather than blended with it.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    /// How strongly the content shows.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, as labels show.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy for content over `blurEffect` in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: UIBlurEffect.Style(rawValue: coder.decodeInteger(forKey: "UIBlurEffectStyle")) ?? .regular)
        style = UIVibrancyEffectStyle(rawValue: coder.decodeInteger(forKey: "UIVibrancyEffectStyle")) ?? .label
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(blurEffect.style.rawValue, forKey: "UIBlurEffectStyle")
        coder.encode(style.rawValue, forKey: "UIVibrancyEffectStyle")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}
