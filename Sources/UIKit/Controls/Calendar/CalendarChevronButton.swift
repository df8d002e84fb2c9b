import Foundation

/// A calendar view's button to the previous or next month: a chevron in the tint colour (pointing the other way in a
/// right-to-left layout), grey while there is no month that way within the available dates.
@MainActor
final class CalendarChevronButton: UIControl {
    /// Whether the chevron points forward (to the next month).
    let pointsForward: Bool

    init(pointsForward: Bool) {
        self.pointsForward = pointsForward
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = pointsForward ? "Next Month" : "Previous Month"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func stateDidChange() {
        super.stateDidChange()
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let (width, height): (CGFloat, CGFloat) = (7, 13)
        let right = pointsForward != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let tip = right ? bounds.midX + width / 2 : bounds.midX - width / 2
        let back = right ? bounds.midX - width / 2 : bounds.midX + width / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: back, y: bounds.midY - height / 2))
        path.addLine(to: CGPoint(x: tip, y: bounds.midY))
        path.addLine(to: CGPoint(x: back, y: bounds.midY + height / 2))
        path.lineWidth = 2.4
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let color: UIColor = isEnabled ? (isHighlighted ? tintColor.withAlphaComponent(0.4) : tintColor) : .tertiaryLabel
        color.resolvedColor(with: traitCollection).setStroke()
        path.stroke()
    }
}
