import Foundation

/// Liquid Glass (iOS 26): a `UIVisualEffectView` showing it blurs what is behind lightly, brightens and saturates
/// it, tints it, and catches light along its rounded edge. Setting it as an effect view's `effect` in an animation
/// block materializes the glass; setting nil dematerializes it.
///
/// Difference from Apple: the glass does not refract or bend what is behind; it is a blur with a specular rim.
@MainActor @preconcurrency
open class UIGlassEffect: UIVisualEffect {
    /// The kinds of glass.
    public enum Style: Int, Sendable {
        /// Glass that keeps content over it legible over any background.
        case regular = 0
        /// Clearer glass, for content over media: less blur and tint.
        case clear = 1
    }

    /// The glass's style.
    let style: Style

    /// A colour the glass is tinted with (nil: untinted).
    open var tintColor: UIColor?

    /// Whether the glass answers touches: it brightens while pressed.
    ///
    /// Difference from Apple: interactive glass brightens while touched but does not stretch or shimmer.
    open var isInteractive = false

    /// Regular glass.
    public override convenience init() {
        self.init(style: .regular)
    }

    /// Glass of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UIGlassEffectStyle")) ?? .regular
        isInteractive = coder.decodeBool(forKey: "UIGlassEffectInteractive")
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UIGlassEffectStyle")
        coder.encode(isInteractive, forKey: "UIGlassEffectInteractive")
    }

    /// A copy: glass effects can change after they are made, so an effect view keeps its own.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassEffect(style: style)
        copy.tintColor = tintColor
        copy.isInteractive = isInteractive
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIGlassEffect else { return false }
        return MainActor.assumeIsolated {
            other.style == style && other.isInteractive == isInteractive && other.tintColor == tintColor
        }
    }

    open override var hash: Int { MainActor.assumeIsolated { style.rawValue &* 31 &+ (isInteractive ? 1 : 0) } }
}
