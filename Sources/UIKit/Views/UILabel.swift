import QuartzCore

/// Shows text: one line or several (`numberOfLines`, 0 for any), aligned, wrapped and truncated
/// with an ellipsis as `lineBreakMode` says; drawn with pango, vertically centered as UIKit does.
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String? { didSet { textChanged() } }
    /// The text's font; setting nil restores the default, as on iOS.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            textChanged()
        }
    }
    /// The text's colour; setting nil restores the default, as on iOS.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = .label
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }
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
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Draws the text through `drawText(in:)` in the bounds, as UIKit does (subclasses inset it there).
    override open func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centered.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = makeLayout(width: rect.width) else { return }
        let height = layout.size.height
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY + max(0, (rect.height - height) / 2)))
    }

    /// The rectangle the text takes within `bounds` with at most `numberOfLines` lines (0 for any).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = makeLayout(width: bounds.width, maximumLines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = layout.size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(bounds.width, size.width.rounded(.up)),
                      height: min(bounds.height, size.height.rounded(.up)))
    }

    private func makeLayout(width: CGFloat?, maximumLines: Int? = nil) -> TextLayout? {
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
            width: width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? $0 : nil }, maximumLines: maximumLines ?? numberOfLines, truncation: truncation)
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
