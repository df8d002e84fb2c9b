import Foundation
import QuartzCore

/// One scroll indicator: a thin rounded bar whose length and place show the visible part of the content, shown
/// while the content scrolls and faded out through an opacity animation once it rests (so an idle view asks for no
/// frames).
@MainActor
final class ScrollIndicatorLayer: CALayer {
    /// The bar's thickness and its gap from the scroll view's edge.
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    /// The shortest bar, however long the content.
    static let minimumLength: CGFloat = 36
    /// How long the bar stays after the last scroll, then how long it takes to fade out.
    static let holdDuration: CFTimeInterval = 0.5
    static let fadeDuration: CFTimeInterval = 0.3
    static let fadeKey = "fade"

    override init() {
        super.init()
        opacity = 0
        cornerRadius = Self.thickness / 2
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Places the bar at `frame` in `style`'s colour and shows it, fading out after the hold.
    func flash(at frame: CGRect, style: UIScrollView.IndicatorStyle) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        self.frame = frame
        backgroundColor = Self.color(for: style)
        opacity = 0
        CATransaction.commit()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        let total = Self.holdDuration + Self.fadeDuration
        fade.values = [1, 1, 0]
        fade.keyTimes = [0, NSNumber(value: Self.holdDuration / total), 1]
        fade.duration = total
        add(fade, forKey: Self.fadeKey)
    }

    /// Dark bars for light content, light bars for dark content; the default is dark with some transparency.
    static func color(for style: UIScrollView.IndicatorStyle) -> CGColor {
        switch style {
        case .default: return CGColor(gray: 0, alpha: 0.35)
        case .black: return CGColor(gray: 0, alpha: 0.5)
        case .white: return CGColor(gray: 1, alpha: 0.5)
        }
    }
}
