import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, in one of the system's styles: the backdrop blurred,
/// saturated and tinted (`BlurMaterial` holds each style's values).
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The style the blur was made with.
    let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UIBlurEffectStyle")) ?? .regular
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UIBlurEffectStyle")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }

    /// The blur styles: the original ones and the system materials, from thin to thick, adapting to the interface
    /// style or fixed to light or dark.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}
