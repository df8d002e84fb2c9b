import Foundation
import QuartzCore

/// A view that blurs what lies behind it (`UIBlurEffect`), shows glass (`UIGlassEffect`, in the view's rounded
/// shape), or shows its content with vibrancy (`UIVibrancyEffect`). Add content to `contentView`, never to the view
/// itself. Setting `effect` inside an animation block, or in a `UIViewPropertyAnimator`'s animations, animates the
/// effect in or out: its radius, saturation and tint interpolate, and glass's highlight fades.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView, @preconcurrency NSSecureCoding {
    /// Where the view's content goes: over the blurred backdrop.
    open var contentView: UIView { content }

    /// The effect: a blur, vibrancy, or nil for none. Effects are immutable; the view keeps a copy.
    @NSCopying open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    private let content = UIView()
    /// The view drawing the blurred backdrop, under `contentView`.
    let backdropView = VisualEffectBackdropView()
    /// Glass's sheen and rim, made when glass is first shown.
    var highlightView: GlassHighlightView?
    /// Whether a touch is down on interactive glass.
    var isGlassPressed = false {
        didSet { if isGlassPressed != oldValue { UIView.animate(withDuration: 0.15) { self.applyEffect() } } }
    }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect?.copy() as? UIVisualEffect
        super.init(frame: .zero)
        addSubview(backdropView)
        addSubview(content)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// A view with no effect yet, at `frame` (`UIVisualEffectView()` too), for an effect set later, often animated.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Gives nil, as every view here does (views come from code, not archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Archives the effect.
    open func encode(with coder: NSCoder) {
        effect?.encode(with: coder)
    }

    public class var supportsSecureCoding: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        highlightView?.frame = bounds
        content.frame = bounds
        shapeGlass()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            UIView.performWithoutAnimation { applyEffect() }
        }
    }

    /// Interactive glass brightens while a touch is down on it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if (effect as? UIGlassEffect)?.isInteractive == true { isGlassPressed = true }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isGlassPressed = false
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isGlassPressed = false
        super.touchesCancelled(touches, with: event)
    }

    /// The backdrop and content as `effect` shows them, in the current interface style.
    func applyEffect() {
        var material = BlurMaterial.none
        var contentAlpha: CGFloat = 1
        let dark = traitCollection.userInterfaceStyle == .dark
        if let blur = effect as? UIBlurEffect {
            material = BlurMaterial.table(style: blur.style, dark: dark)
        } else if let vibrancy = effect as? UIVibrancyEffect {
            contentAlpha = vibrancy.style.opacity
        }
        if let glass = effect as? UIGlassEffect {
            let look = GlassMaterial(effect: glass, dark: dark, pressed: isGlassPressed && glass.isInteractive)
            backdropView.show(radius: look.radius, saturation: look.saturation, tint: look.tint)
        } else {
            backdropView.show(material)
        }
        showGlassHighlight(effect is UIGlassEffect)
        if content.alpha != contentAlpha { content.alpha = contentAlpha }
    }
}

/// The view under a `UIVisualEffectView`'s content that draws its backdrop, through a `CABackdropLayer`: a view, so
/// that its layer's changes animate in UIView animation blocks and property animators.
@MainActor
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { CABackdropLayer.self }

    var backdropLayer: CABackdropLayer { layer as! CABackdropLayer }

    /// Shows `material`, changing only what differs (each change may start an animation).
    func show(_ material: BlurMaterial) {
        show(radius: material.radius, saturation: material.saturation, tint: material.tintColor)
    }

    /// Blurs by `radius`, saturates by `saturation` and lays `tint` over, changing only what differs.
    func show(radius: CGFloat, saturation: CGFloat, tint: CGColor) {
        let layer = backdropLayer
        if layer.blurRadius != radius { layer.blurRadius = radius }
        if layer.saturation != saturation { layer.saturation = saturation }
        if layer.tintColor != tint { layer.tintColor = tint }
    }
}
