import QuartzCore

/// The popover's backdrop: its rounded card and the arrow pointing at the source (none without a direction), filled with the popover's
/// background colour, behind the presented view.
final class PopoverChromeView: UIView {
    let shape = CAShapeLayer()
    /// The system's colour of a popover's card.
    static let defaultColor = UIColor.white

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shape)
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the frame of `geometry`'s card and arrow and draws them in `color`.
    func show(_ geometry: PopoverGeometry, color: UIColor) {
        frame = geometry.chromeFrame
        let origin = frame.origin
        let card = geometry.card.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: geometry.arrowTip.x - origin.x, y: geometry.arrowTip.y - origin.y)
        let path = CGMutablePath()
        path.addRoundedRect(in: card, cornerWidth: PopoverGeometry.cornerRadius, cornerHeight: PopoverGeometry.cornerRadius)
        let half = PopoverGeometry.arrowHalfBase
        let base: [CGPoint]
        switch geometry.arrowDirection {
        case .up: base = [CGPoint(x: tip.x - half, y: card.minY), CGPoint(x: tip.x + half, y: card.minY)]
        case .down: base = [CGPoint(x: tip.x - half, y: card.maxY), CGPoint(x: tip.x + half, y: card.maxY)]
        case .left: base = [CGPoint(x: card.minX, y: tip.y - half), CGPoint(x: card.minX, y: tip.y + half)]
        case .right: base = [CGPoint(x: card.maxX, y: tip.y - half), CGPoint(x: card.maxX, y: tip.y + half)]
        default: base = []
        }
        if !base.isEmpty {
            path.addLines(between: [base[0], tip, base[1]])
            path.closeSubpath()
        }
        shape.frame = bounds
        shape.path = path
        shape.fillColor = color.cgColor
    }
}
