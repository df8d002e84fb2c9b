import Foundation
import QuartzCore

/// A view that blurs what lies behind it (`UIBlurEffect`) or shows its content with vibrancy (`UIVibrancyEffect`).
/// Add content to `contentView`, never to the view itself. Setting `effect` inside an animation block, or in a
/// `UIViewPropertyAnimator`'s animations, animates the blur in or out: its radius, saturation and tint interpolate.
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

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect?.copy() as? UIVisualEffect
        super.init(frame: .zero)
        addSubview(backdropView)
        addSubview(content)
        UIView.performWithoutAnimation { applyEffect() }
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
        content.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            UIView.performWithoutAnimation { applyEffect() }
        }
    }

    /// The backdrop and content as `effect` shows them, in the current interface style.
    private func applyEffect() {
        var material = BlurMaterial.none
        var contentAlpha: CGFloat = 1
        if let blur = effect as? UIBlurEffect {
            material = BlurMaterial.table(style: blur.style, dark: traitCollection.userInterfaceStyle == .dark)
        } else if let vibrancy = effect as? UIVibrancyEffect {
            contentAlpha = vibrancy.style.opacity
        }
        backdropView.show(material)
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
        let layer = backdropLayer
        if layer.blurRadius != material.radius { layer.blurRadius = material.radius }
        if layer.saturation != material.saturation { layer.saturation = material.saturation }
        let tint = material.tintColor
        if layer.tintColor != tint { layer.tintColor = tint }
    }
}
