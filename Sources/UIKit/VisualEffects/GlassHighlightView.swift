import QuartzCore

/// The light glass catches, over its backdrop and under its content: a sheen brightest at the top edge fading
/// down the glass, and a thin bright rim along the rounded outline. Shown at alpha 1 on glass, 0 otherwise, so
/// that it fades in and out with the glass.
///
/// Difference from Apple: the highlight is fixed, lit from above; it does not follow the device's motion.
@MainActor
final class GlassHighlightView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let sheen = layer as! CAGradientLayer
        sheen.colors = [
            CGColor(red: 1, green: 1, blue: 1, alpha: 0.28), CGColor(red: 1, green: 1, blue: 1, alpha: 0.04),
            CGColor(red: 1, green: 1, blue: 1, alpha: 0), CGColor(red: 1, green: 1, blue: 1, alpha: 0.1),
        ]
        sheen.locations = [0, 0.35, 0.7, 1]
        sheen.borderWidth = 1
        sheen.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.6)
        sheen.masksToBounds = true
        alpha = 0
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
