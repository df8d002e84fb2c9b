import Foundation

/// A layer that draws a string into its contents, at `contentsScale`, laid out in its bounds from the top-left
/// corner; `fontSize` and `foregroundColor` animate. The text is drawn again only when a text property, the
/// bounds' size or `contentsScale` changes: moving, scaling or fading the layer reuses the drawn contents.
@MainActor @preconcurrency
open class CATextLayer: CALayer {
    /// The text: a `String` or `NSString` (drawn in `font`, `fontSize` and `foregroundColor`), or an
    /// `NSAttributedString` drawn in its own attributes, as Core Text draws it (nil: nothing drawn).
    open var string: Any? {
        didSet { modelDidChange("string", from: oldValue as Any) }
    }

    /// The font of plain text: a name (`String`, such as `"Helvetica-Bold"`), a `UIFont` or a `TextLayout.Font`.
    ///
    /// Difference from Apple: `Any?` where Apple has `CFTypeRef?`; a `UIFont` or `TextLayout.Font` stands in for a
    /// CTFont or CGFont, and as for those its size is ignored.
    open var font: Any? = "Helvetica" {
        didSet { modelDidChange("font", from: oldValue as Any) }
    }

    /// The text's size in points.
    open var fontSize: CGFloat = 36 {
        didSet { fontSize = validated("fontSize", fontSize, from: oldValue, isValid: { $0.isFinite && $0 >= 0 }) }
    }

    /// The text's colour (nil: nothing drawn).
    open var foregroundColor: CGColor? = CGColor.white {
        didSet { modelDidChange("foregroundColor", from: oldValue, to: foregroundColor) }
    }

    /// Whether lines wrap at the bounds' width (at words, else at characters).
    open var isWrapped = false {
        didSet { modelDidChange("wrapped", from: oldValue, to: isWrapped) }
    }

    /// Where text that does not fit the bounds is cut with an ellipsis: the line when not wrapped, the last line
    /// that fits the bounds' height when wrapped.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { modelDidChange("truncationMode", from: oldValue, to: truncationMode) }
    }

    /// How lines sit within the bounds' width.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { modelDidChange("alignmentMode", from: oldValue, to: alignmentMode) }
    }

    /// The layout follows the width and the truncation the height, so a new size draws the text again.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Draws the text (not the delegate's drawing), as Core Animation's text layer does.
    open override func draw(in ctx: CGContext) {
        drawText(in: ctx)
    }

    /// The keys whose change draws the text again.
    static let textKeys: Set<String> = [
        "string", "font", "fontSize", "foregroundColor", "wrapped", "truncationMode", "alignmentMode", "contentsScale",
    ]

    open override class func needsDisplay(forKey key: String) -> Bool {
        textKeys.contains(key) || super.needsDisplay(forKey: key)
    }

    /// The text properties, added to the standard ones.
    static let textProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.property("fontSize", \CATextLayer.fontSize),
        CALayerAnimatableProperty.converted(
            "foregroundColor", \CATextLayer.foregroundColor, absent: CGColor.clear, read: { $0 }, write: { $0 }),
    ]

    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + textProperties
    }
}
