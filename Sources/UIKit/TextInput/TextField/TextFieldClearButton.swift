import Foundation

/// The field's clear button: a grey circle with a white cross, which empties the field when clicked.
@MainActor
final class TextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let circle = bounds.insetBy(dx: 1, dy: 1)
        context.setFillColor((isHighlighted ? UIColor.systemGray : UIColor.systemGray2).cgColor)
        context.fillEllipse(in: circle)
        let arm = circle.width * 0.17
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        context.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        context.strokePath()
    }

    override func stateDidChange() {
        setNeedsDisplay()
    }
}
