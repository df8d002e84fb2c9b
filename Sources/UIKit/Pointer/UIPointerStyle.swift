import Foundation

/// What the pointer looks like over a region: an effect on the view under it (with a shape), a shape alone, the
/// system's pointer, or no pointer.
///
/// Difference from Apple: `hidden()` and `system()` return `UIPointerStyle`, not `Self`.
@MainActor @preconcurrency
open class UIPointerStyle {
    enum Kind {
        case effect(UIPointerEffect, UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }

    let kind: Kind
    /// Shapes shown beside the pointer (iOS 15).
    open var accessories: [UIPointerAccessory] = []

    init(kind: Kind) {
        self.kind = kind
    }

    /// The effect `effect` on the region's view, with the pointer taking `shape` (or one made from the view).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }

    /// The pointer takes `shape` over the region, the view unchanged.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(kind: .shape(shape, constrainedAxes: constrainedAxes))
    }

    /// No pointer over the region.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The system's own pointer over the region (iOS 15), to which accessories may be added.
    open class func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }

    /// The animation of the style's effect on the region's view, if it has one.
    func effectAnimation() -> PointerEffectAnimation? {
        guard case let .effect(effect, shape) = kind else { return nil }
        return PointerEffectAnimation(effect: effect, shape: shape)
    }

    /// The desktop cursor that stands for the style: the shape's, the hand over an effect, none when hidden.
    var cursor: DesktopCursor {
        switch kind {
        case let .effect(_, shape): .named(shape?.cursorName ?? "pointer")
        case let .shape(shape, _): .named(shape.cursorName)
        case .hidden: .hidden
        case .system: .standard
        }
    }
}
