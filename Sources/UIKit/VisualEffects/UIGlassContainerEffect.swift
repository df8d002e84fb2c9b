import Foundation

/// A container for glass (iOS 26): an effect view showing it draws nothing itself, and the glass effect views
/// nested in its `contentView` merge when they come within `spacing` of each other.
///
/// Difference from Apple: nested glass views are drawn each on its own; they do not merge into one shape.
@MainActor @preconcurrency
open class UIGlassContainerEffect: UIVisualEffect {
    /// How close, in points, nested glass comes before it merges.
    open var spacing: CGFloat = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        spacing = CGFloat(coder.decodeDouble(forKey: "UIGlassContainerEffectSpacing"))
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(Double(spacing), forKey: "UIGlassContainerEffectSpacing")
    }

    /// A copy: the spacing can change after the effect is made.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassContainerEffect()
        copy.spacing = spacing
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIGlassContainerEffect else { return false }
        return MainActor.assumeIsolated { other.spacing == spacing }
    }

    open override var hash: Int { MainActor.assumeIsolated { spacing.hashValue } }
}
