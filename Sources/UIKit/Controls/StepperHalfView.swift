import QuartzCore

/// One half of a stepper: its background (an image, or a fill while pressed) and its glyph (an image, or a drawn minus
/// or plus 14 points wide and 2 thick, as iOS draws them).
@MainActor
final class StepperHalfView: UIView {
    enum Glyph { case minus, plus }

    let glyph: Glyph
    let backgroundView = UIImageView()
    let imageView = UIImageView()
    /// The drawn glyph's bars: one for a minus, two for a plus.
    private let bars: [CALayer]

    init(glyph: Glyph) {
        self.glyph = glyph
        bars = glyph == .minus ? [CALayer()] : [CALayer(), CALayer()]
        super.init(frame: .zero)
        for view in [backgroundView, imageView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        imageView.contentMode = .center
        for bar in bars {
            bar.cornerRadius = 1
            layer.addSublayer(bar)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `glyphImage` (or the drawn glyph in `color`) over `background` (or `pressedColor` while pressed).
    func show(glyphImage: UIImage?, background: UIImage?, color: CGColor, pressedColor: CGColor, isPressed: Bool) {
        backgroundView.frame = bounds
        backgroundView.image = background
        layer.backgroundColor = background == nil && isPressed ? pressedColor : nil
        imageView.frame = bounds
        imageView.image = glyphImage
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, bar) in bars.enumerated() {
            bar.isHidden = glyphImage != nil
            bar.backgroundColor = color
            let horizontal = index == 0
            bar.frame = CGRect(x: center.x - (horizontal ? 7 : 1), y: center.y - (horizontal ? 1 : 7),
                               width: horizontal ? 14 : 2, height: horizontal ? 2 : 14)
        }
    }
}
