import Foundation

extension UIButton {
    /// Makes a button's pointer style from the effect and shape it proposes.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// The pointer interaction the button adds while `isPointerInteractionEnabled`.
    var buttonPointerInteraction: ButtonPointerInteraction? {
        interactionStorage.lazy.compactMap { $0 as? ButtonPointerInteraction }.first
    }

    func pointerInteractionEnabledChanged() {
        if isPointerInteractionEnabled {
            if buttonPointerInteraction == nil { addInteraction(ButtonPointerInteraction()) }
        } else if let interaction = buttonPointerInteraction {
            removeInteraction(interaction)
        }
    }
}

/// A button's own pointer interaction: the automatic effect on the button with a rounded rectangle of its bounds,
/// passed through the button's `pointerStyleProvider`.
@MainActor
final class ButtonPointerInteraction: UIPointerInteraction {
    init() {
        super.init(delegate: nil)
    }

    override func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let button = view as? UIButton else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let radius = min(UIPointerShape.defaultCornerRadius, button.layer.cornerRadius > 0 ? button.layer.cornerRadius : .infinity)
        let shape = UIPointerShape.roundedRect(button.bounds, radius: radius)
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape)
    }
}
