import QuartzCore

/// The mark on the trailing edge of a pop-up button: a chevron up above a chevron down.
@MainActor
final class PopupIndicatorView: UIView {
    nonisolated static let size = CGSize(width: 8, height: 14)

    var color: UIColor = .label {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { Self.size }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let (width, height) = (bounds.width, bounds.height)
        path.move(to: CGPoint(x: 1, y: height * 0.4))
        path.addLine(to: CGPoint(x: width / 2, y: 1.5))
        path.addLine(to: CGPoint(x: width - 1, y: height * 0.4))
        path.move(to: CGPoint(x: 1, y: height * 0.6))
        path.addLine(to: CGPoint(x: width / 2, y: height - 1.5))
        path.addLine(to: CGPoint(x: width - 1, y: height * 0.6))
        path.lineWidth = 1.6
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.resolvedColor(with: traitCollection).setStroke()
        path.stroke()
    }
}
