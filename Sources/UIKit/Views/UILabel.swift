import QuartzCore

/// Shows text: one line or several (`numberOfLines`, 0 for any), aligned, wrapped and truncated
/// with an ellipsis as `lineBreakMode` says; drawn with pango, vertically centered as UIKit does.
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String? { didSet { textChanged() } }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { textChanged() } }
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var numberOfLines = 1 { didSet { textChanged() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The size the text needs (one line per `numberOfLines`, wrapped within `size.width`).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let layout = makeLayout(width: numberOfLines == 1 ? nil : size.width) else { return .zero }
        let measured = layout.size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The size the text wants on one line.
    open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    override open func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = makeLayout(width: bounds.width) else { return }
        let height = layout.size.height
        layout.draw(in: context, at: CGPoint(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - height) / 2)))
    }

    private func makeLayout(width: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let truncation: TextLayout.Truncation
        switch lineBreakMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        default: truncation = .none
        }
        return TextLayout(
            string: text, font: font.layoutFont, color: textColor.cgColor, alignment: textAlignment.layoutAlignment,
            width: width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? $0 : nil }, maximumLines: numberOfLines, truncation: truncation)
    }
}

/// How lines of text align.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    var layoutAlignment: TextLayout.Alignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// How text that does not fit is broken or cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
