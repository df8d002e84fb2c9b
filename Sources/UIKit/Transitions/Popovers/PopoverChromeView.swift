import QuartzCore

/// The popover's backdrop: its rounded card and the arrow pointing at the source (none without a direction), filled with the popover's
/// background colour, behind the presented view; or, for a popover with a background class, the app's background
/// view in their place.
final class PopoverChromeView: UIView {
    let shape = CAShapeLayer()
    /// The app's background view, when the popover has a background class.
    private(set) var customBackground: UIPopoverBackgroundView?
    private static let shadowOpacity: Float = 0.15
    /// The system's colour of a popover's card.
    static let defaultColor = UIColor.white

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shape)
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = 20
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the frame of `geometry`'s card and arrow and draws them in `color` with an arrow of `metrics`, or has
    /// an instance of `backgroundClass` (made once) show them.
    func show(_ geometry: PopoverGeometry, color: UIColor, metrics: PopoverMetrics = .system,
              backgroundClass: (any UIPopoverBackgroundViewMethods.Type)? = nil) {
        frame = geometry.chromeFrame
        let origin = frame.origin
        let card = geometry.card.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: geometry.arrowTip.x - origin.x, y: geometry.arrowTip.y - origin.y)
        if let backgroundClass = backgroundClass as? UIPopoverBackgroundView.Type {
            let background = customBackground.flatMap { type(of: $0) == backgroundClass ? $0 : nil } ?? makeBackground(backgroundClass)
            background.frame = bounds
            background.arrowDirection = geometry.arrowDirection
            switch geometry.arrowDirection {
            case .up, .down: background.arrowOffset = tip.x - card.midX
            case .left, .right: background.arrowOffset = tip.y - card.midY
            default: background.arrowOffset = 0
            }
            shape.isHidden = true
            layer.shadowOpacity = 0
            return
        }
        customBackground?.removeFromSuperview()
        customBackground = nil
        shape.isHidden = false
        layer.shadowOpacity = Self.shadowOpacity
        let path = CGMutablePath()
        path.addRoundedRect(in: card, cornerWidth: PopoverGeometry.cornerRadius, cornerHeight: PopoverGeometry.cornerRadius)
        let half = metrics.arrowHalfBase
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

    private func makeBackground(_ backgroundClass: UIPopoverBackgroundView.Type) -> UIPopoverBackgroundView {
        customBackground?.removeFromSuperview()
        let background = backgroundClass.instantiate()
        addSubview(background)
        customBackground = background
        return background
    }
}
