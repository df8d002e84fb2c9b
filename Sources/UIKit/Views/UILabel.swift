@_spi(KeyValueObserving) import KeyValueObserving
import QuartzCore

/// Shows text: one line or several (`numberOfLines`, 0 for any), aligned, wrapped and truncated
/// with an ellipsis as `lineBreakMode` says; drawn with pango, vertically centered as UIKit does.
/// `text` and `attributedText` are two views of one content: setting `text` gives it the label's font,
/// colour, alignment and line breaks; setting `attributedText` takes those from its first character, and
/// setting `font`, `textColor`, `textAlignment` or `lineBreakMode` applies them to the whole attributed text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The characters shown.
    open var text: String? {
        get { plainText ?? attributedContent?.string }
        set {
            plainText = newValue
            attributedContent = nil
            textChanged()
        }
    }

    /// The characters with their attributes; attributes absent from a run are the label's.
    open var attributedText: NSAttributedString? {
        get { content.map { NSAttributedString(attributedString: $0) } }
        set {
            plainText = nil
            attributedContent = newValue.map { NSAttributedString(attributedString: $0) }
            if let content = attributedContent, content.length > 0 {
                let first = content.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { storedFont = font }
                if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle {
                    storedAlignment = style.alignment
                    storedLineBreakMode = style.lineBreakMode
                }
            }
            if adjustsFontForContentSizeCategory { adjustFontsToContentSizeCategory() }
            textChanged()
        }
    }

    /// The text's font; setting nil restores the default, as on iOS.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            applyToContent(.font, storedFont)
            if adjustsFontForContentSizeCategory { adjustFontsToContentSizeCategory() }
            textChanged()
            appearanceDidSet(\UILabel.font, newValue)
        }
    }

    /// The text's colour; setting nil restores the default, as on iOS.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            applyToContent(.foregroundColor, storedTextColor)
            setNeedsDisplay()
            appearanceDidSet(\UILabel.textColor, newValue)
        }
    }

    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            applyParagraphStyle { $0.alignment = newValue }
            setNeedsDisplay()
        }
    }

    /// How the last line that fits is cut (the truncating modes) or how lines wrap.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            applyParagraphStyle { $0.lineBreakMode = newValue }
            textChanged()
        }
    }

    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`), in
    /// `font` or in the attributed text, follows the label's content size category as it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustFontsToContentSizeCategory() } }
    }

    /// The most lines shown; 0 for as many as fit.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textChanged() } }

    /// Shrinks the font, down to `minimumScaleFactor`, until the text fits the bounds.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest scale `adjustsFontSizeToFitWidth` shrinks to; 0 keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Difference from Apple: stored only; text is never tightened before it is truncated.
    open var allowsDefaultTighteningForTruncation = false
    /// Where a one-line text shrunk by `adjustsFontSizeToFitWidth` sits: on the baseline the full-size text would
    /// have (the default), centered, or at its top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// How lines break when the text wraps (iOS 14), kept in the label's paragraph style.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = [] {
        didSet {
            applyParagraphStyle { $0.lineBreakStrategy = lineBreakStrategy }
            textChanged()
        }
    }
    /// The width a multi-line label wraps at for its intrinsic size; 0 for one unwrapped line.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// The colour of the text's shadow (nil: none).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Down and right for positive values.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// The colour of the text while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// A disabled label draws its text dimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Text set through `text`: the label's attributes throughout, so it is measured and drawn without an attributed
    /// string (one is made only when `attributedText` is read).
    private(set) var plainText: String?
    /// Text set through `attributedText`, with the label's later changes of font, colour or style applied.
    var attributedContent: NSAttributedString?
    /// The content as attributed text.
    private var content: NSAttributedString? {
        plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } ?? attributedContent
    }
    /// The intrinsic size last measured and the width it was wrapped at.
    private var measuredIntrinsicSize: (width: CGFloat, size: CGSize)?
    var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = .label
    private var storedAlignment: NSTextAlignment = .natural
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail
    private static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The attributes plain text takes from the label.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }

    /// Sets one attribute over the whole attributed text, as UIKit does when the label's property changes.
    private func applyToContent(_ key: NSAttributedString.Key, _ value: Any) {
        guard let content = attributedContent, content.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: content)
        changed.addAttributes([key: value], range: NSRange(location: 0, length: changed.length))
        attributedContent = changed
    }

    /// Changes every paragraph style of the attributed text (a default one where a run has none).
    private func applyParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) {
        guard let content = attributedContent, content.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: content)
        let whole = NSRange(location: 0, length: changed.length)
        content.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            let style = NSMutableParagraphStyle()
            if let given = value as? NSParagraphStyle { style.setParagraphStyle(given) }
            change(style)
            changed.addAttributes([.paragraphStyle: style], range: range)
        }
        attributedContent = changed
    }

    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory { adjustFontsToContentSizeCategory() }
    }

    func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        KeyValueObservers.objectDidChange(self)
    }

    /// The size the text needs (at most `numberOfLines` lines, wrapped within `size.width`).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        // Plain ASCII on one line (the usual label) is measured from the font's cached advances, not a pango layout.
        if let plainText, let line = TextLayout.singleLineSize(of: plainText, font: storedFont.textLayoutFont),
           numberOfLines == 1 || !(size.width > 0 && size.width < 1e6) || line.width <= size.width - 1 / 512 {
            return CGSize(width: line.width.rounded(.up), height: line.height.rounded(.up))
        }
        guard let layout = makeLayout(width: numberOfLines == 1 ? nil : size.width) else { return .zero }
        let measured = layout.size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The size the text wants: one line, or wrapped at `preferredMaxLayoutWidth` when it has one; measured once
    /// until `invalidateIntrinsicContentSize()` (which every change of text, font, line breaks or lines calls), as
    /// UIKit keeps it: Auto Layout and stack views ask for it several times per layout.
    override open var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        if let measured = measuredIntrinsicSize, measured.width == width { return measured.size }
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        measuredIntrinsicSize = (width, size)
        return size
    }

    /// Forgets the measured intrinsic size, then tells Auto Layout as every view does.
    override open func invalidateIntrinsicContentSize() {
        measuredIntrinsicSize = nil
        super.invalidateIntrinsicContentSize()
    }

    /// Draws the text through `drawText(in:)` in the bounds, as UIKit does (subclasses inset it there).
    override open func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centered (see `baselineAdjustment` for shrunk text): the lines that fit its height (at most `numberOfLines`), the
    /// last one cut as `lineBreakMode` says, shrunk first when `adjustsFontSizeToFitWidth` allows.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = makeLayout(width: rect.width, height: rect.height, fitting: true)
        else { return }
        context.saveGState()
        if let shadowColor, layout.shadow == nil {
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: textTop(of: layout, in: rect)))
        context.restoreGState()
    }

    /// The top of `layout` drawn in `rect`: vertically centered, unless it is one line shrunk to fit, which
    /// `baselineAdjustment` places against the full-size text.
    private func textTop(of layout: TextLayout, in rect: CGRect) -> CGFloat {
        let centered = rect.minY + max(0, (rect.height - layout.size.height) / 2)
        guard baselineAdjustment != .alignCenters, numberOfLines == 1, adjustsFontSizeToFitWidth,
              let full = makeLayout(width: rect.width, height: rect.height), full.size.height > layout.size.height
        else { return centered }
        let fullTop = rect.minY + max(0, (rect.height - full.size.height) / 2)
        return baselineAdjustment == .none ? fullTop : fullTop + full.firstBaseline - layout.firstBaseline
    }

    /// The rectangle the text takes within `bounds` with at most `numberOfLines` lines (0 for any).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = makeLayout(width: bounds.width, height: bounds.height, maximumLines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = layout.size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(bounds.width, size.width.rounded(.up)),
                      height: min(bounds.height, size.height.rounded(.up)))
    }

    /// The text set in `width` and `height` (nil or unbounded: any), shrunk to fit when `fitting` and
    /// `adjustsFontSizeToFitWidth` say so.
    private func makeLayout(width: CGFloat?, height: CGFloat? = nil, maximumLines: Int? = nil, fitting: Bool = false) -> TextLayout? {
        guard plainText.map({ !$0.isEmpty }) ?? (attributedContent.map { $0.length > 0 } ?? false) else { return nil }
        let width = width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? $0 : nil }
        let height = height.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? $0 : nil }
        let lines = maximumLines ?? numberOfLines
        var color = isHighlighted ? (highlightedTextColor ?? storedTextColor) : storedTextColor
        if !isEnabled { color = color.withAlphaComponent(0.5) }
        func layout(scale: CGFloat, truncation: TextLayout.Truncation) -> TextLayout {
            if let plainText {
                return TextLayout(
                    string: plainText, attributes: labelAttributes, font: storedFont.textLayoutFont, color: color.cgColor,
                    alignment: storedAlignment.layoutAlignment, width: width, height: height, maximumLines: lines,
                    truncation: truncation, scale: scale)
            }
            return TextLayout(
                attributedString: attributedContent ?? NSAttributedString(string: ""), font: storedFont.textLayoutFont, color: color.cgColor,
                alignment: storedAlignment.layoutAlignment, width: width, height: height, maximumLines: lines,
                truncation: truncation, scale: scale)
        }
        let truncation = storedLineBreakMode.layoutTruncation
        guard fitting, adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let width else {
            return layout(scale: 1, truncation: truncation)
        }
        // The largest scale, in steps of a hundredth, at which the text is not cut.
        guard !Self.fits(layout(scale: 1, truncation: .none), in: width) else { return layout(scale: 1, truncation: truncation) }
        var low = minimumScaleFactor, high: CGFloat = 1
        while high - low > 0.01 {
            let middle = (low + high) / 2
            if Self.fits(layout(scale: middle, truncation: .none), in: width) { low = middle } else { high = middle }
        }
        return layout(scale: low, truncation: truncation)
    }

    /// Whether a layout made without truncation shows all its text within `width`.
    private static func fits(_ layout: TextLayout, in width: CGFloat) -> Bool {
        layout.size.width <= width + 0.01 && !layout.isTruncated
    }
}
