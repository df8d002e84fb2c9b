import QuartzCore

/// What a pointer effect does to its preview's view while the pointer is in the region, animated in on entering and
/// back out on leaving, on the context's clock with iPadOS's quarter-second ease: a lift grows the view by a tenth
/// and casts a shadow; a highlight slides a tinted platter in behind it; a hover tints it over or under, and scales
/// and shadows it as asked.
@MainActor
final class PointerEffectAnimation {
    static let duration: TimeInterval = 0.25
    static let liftScale: CGFloat = 1.1
    static let hoverScale: CGFloat = 1.05
    static let liftShadowOpacity: Float = 0.3
    static let liftShadowRadius: CGFloat = 12
    static let liftShadowOffset = CGSize(width: 0, height: 6)
    /// How far a highlight's platter reaches past the view on each side.
    static let platterOutset = CGSize(width: 8, height: 4)

    /// The changes an effect makes.
    struct Look: Equatable {
        var scale: CGFloat = 1
        var shadow = false
        var overlay = false
        var underlay = false
    }

    let view: UIView
    let look: Look
    /// The platter's rectangle and corner radius in the view's coordinates: the style's shape, else the view's
    /// bounds a little enlarged.
    private let platter: (rect: CGRect, radius: CGFloat)
    private let restingTransform: CGAffineTransform
    private let restingShadow: (opacity: Float, radius: CGFloat, offset: CGSize)
    /// The tint layers added (a platter under the view, an overlay on it), taken away once the effect is undone.
    private var tints: [CALayer] = []

    init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        view = effect.preview.view
        look = Self.look(of: effect)
        switch shape {
        case let .roundedRect(rect, radius): platter = (rect, radius)
        case let .path(path): platter = (path.bounds, 0)
        default:
            let rect = view.bounds.insetBy(dx: -Self.platterOutset.width, dy: -Self.platterOutset.height)
            platter = (rect, min(UIPointerShape.defaultCornerRadius, min(rect.width, rect.height) / 2))
        }
        restingTransform = view.transform
        restingShadow = (view.layer.shadowOpacity, view.layer.shadowRadius, view.layer.shadowOffset)
    }

    static func look(of effect: UIPointerEffect) -> Look {
        switch effect {
        case let .automatic(preview):
            return look(of: hasOwnBackground(preview.view) ? .lift(preview) : .highlight(preview))
        case .highlight:
            return Look(underlay: true)
        case .lift:
            return Look(scale: liftScale, shadow: true)
        case let .hover(_, tint, prefersShadow, prefersScaledContent):
            return Look(scale: prefersScaledContent ? hoverScale : 1, shadow: prefersShadow, overlay: tint == .overlay, underlay: tint == .underlay)
        }
    }

    /// Whether the view draws a background of its own (a card), which lifts, rather than a glyph or text, which
    /// gets a platter.
    private static func hasOwnBackground(_ view: UIView) -> Bool {
        guard let color = view.backgroundColor else { return false }
        return color.cgColor.alpha > 0
    }

    /// Animates the effect in, with the delegate's animations, then runs its completions.
    func apply(with animator: PointerInteractionAnimator) {
        if look.underlay, let superview = view.superview {
            let layer = tintLayer(UIColor.tertiarySystemFill, frame: view.convert(platter.rect, to: superview), cornerRadius: platter.radius)
            superview.layer.insertSublayer(layer, below: view.layer)
        }
        if look.overlay {
            view.layer.addSublayer(tintLayer(UIColor.systemFill, frame: view.bounds, cornerRadius: view.layer.cornerRadius))
        }
        let scale = look.scale
        animate(with: animator, shadowOpacity: look.shadow ? Self.liftShadowOpacity : restingShadow.opacity, tintOpacity: 1) { [view, restingTransform] in
            view.transform = restingTransform.scaledBy(x: scale, y: scale)
        }
        if look.shadow {
            view.layer.shadowRadius = Self.liftShadowRadius
            view.layer.shadowOffset = Self.liftShadowOffset
        }
    }

    /// Animates the effect back out, with the delegate's animations; the tint layers go once they have faded.
    func remove(with animator: PointerInteractionAnimator) {
        let tints = self.tints
        CATransaction.begin()
        CATransaction.setCompletionBlock { tints.forEach { $0.removeFromSuperlayer() } }
        animate(with: animator, shadowOpacity: restingShadow.opacity, tintOpacity: 0) { [view, restingTransform] in
            view.transform = restingTransform
        }
        CATransaction.commit()
        if look.shadow {
            view.layer.shadowRadius = restingShadow.radius
            view.layer.shadowOffset = restingShadow.offset
        }
    }

    private func tintLayer(_ color: UIColor, frame: CGRect, cornerRadius: CGFloat) -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        layer.cornerRadius = cornerRadius
        layer.backgroundColor = color.resolvedColor(with: view.traitCollection).cgColor
        layer.opacity = 0
        CATransaction.commit()
        tints.append(layer)
        return layer
    }

    /// One animation of the view's transform (a block), its shadow and the tints (explicit animations of the same
    /// duration and curve), with the animator's animations in the block and its completions at the end.
    private func animate(with animator: PointerInteractionAnimator, shadowOpacity: Float, tintOpacity: Float, transform: @escaping () -> Void) {
        animator.run(with: transform)
        if view.layer.shadowOpacity != shadowOpacity {
            fade(view.layer, "shadowOpacity", to: shadowOpacity)
        }
        for tint in tints { fade(tint, "opacity", to: tintOpacity) }
    }

    /// Moves a layer's `keyPath` from what is shown to `value` in an eased quarter second.
    private func fade(_ layer: CALayer, _ keyPath: String, to value: Float) {
        let shown = (layer.presentation() ?? layer).value(forKey: keyPath)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = shown
        animation.toValue = value
        animation.duration = Self.duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(value, forKey: keyPath)
        layer.add(animation, forKey: "pointer.\(keyPath)")
        CATransaction.commit()
    }
}
