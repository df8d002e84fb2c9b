import Foundation

/// A system effect a view shows while the pointer is over it (iOS 17).
public protocol UIHoverEffect: Sendable {}

/// The effect that suits the view: a lift for a view with a background of its own, else a highlight.
public struct UIHoverAutomaticEffect: UIHoverEffect {
    public init() {}
}

/// A tinted platter behind the view.
public struct UIHoverHighlightEffect: UIHoverEffect {
    public init() {}
}

/// The view grows and casts a shadow.
public struct UIHoverLiftEffect: UIHoverEffect {
    public init() {}
}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}

/// How a view reacts to the pointer over it (iOS 17, `UIView.hoverStyle`): an effect shown in a shape.
///
/// Difference from Apple: `UIPointerStyle` is not a subclass of it.
@MainActor @preconcurrency
open class UIHoverStyle {
    open var effect: any UIHoverEffect
    /// The shape of the effect; the view's own shape when nil.
    open var shape: UIShape?
    /// Whether the style shows; a disabled style stays on the view without effect.
    open var isEnabled = true

    public init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    public convenience init(shape: UIShape? = nil) {
        self.init(effect: UIHoverAutomaticEffect(), shape: shape)
    }

    /// The automatic effect in the view's own shape.
    open class func automatic() -> UIHoverStyle { UIHoverStyle() }

    /// The pointer style the hover style stands for on `view`.
    func pointerStyle(for view: UIView) -> UIPointerStyle {
        let preview = UITargetedPreview(view: view)
        let pointerEffect: UIPointerEffect = switch effect {
        case is UIHoverHighlightEffect: .highlight(preview)
        case is UIHoverLiftEffect: .lift(preview)
        default: .automatic(preview)
        }
        let cornerRadius = view.layer.cornerRadius
        let shape = shape ?? (cornerRadius > 0 ? .rect(cornerRadius: cornerRadius) : nil)
        return UIPointerStyle(effect: pointerEffect, shape: shape?.pointerShape(in: view.bounds))
    }
}

extension UIView {
    /// How the view reacts to the pointer over it (iOS 17); nil for not at all.
    public var hoverStyle: UIHoverStyle? {
        get { hoverStyleInteraction?.hoverStyle }
        set {
            let old = hoverStyleInteraction
            hoverStyleInteraction = newValue.map { HoverStyleInteraction(style: $0, view: self) }
            (old ?? hoverStyleInteraction)?.invalidate()
        }
    }
}

/// Stands in for a view's hover style where the pointer tracker looks for pointer interactions: the whole view its
/// region, the style's effect and shape its pointer style. It is not among the view's `interactions`.
@MainActor
final class HoverStyleInteraction: UIPointerInteraction {
    let hoverStyle: UIHoverStyle

    init(style: UIHoverStyle, view: UIView) {
        hoverStyle = style
        super.init(delegate: nil)
        didMove(to: view)
    }

    override func style(for region: UIPointerRegion) -> UIPointerStyle? {
        view.map(hoverStyle.pointerStyle(for:))
    }
}
