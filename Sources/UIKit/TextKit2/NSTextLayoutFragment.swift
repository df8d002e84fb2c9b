import Foundation

/// The layout of one element (a paragraph): its lines, its frame in the text container, and its drawing. A
/// subclass may draw more (a bubble behind the text) by overriding `draw(at:in:)` and `renderingSurfaceBounds`.
///
/// Difference from Apple: a fragment is its whole paragraph laid out at once by pango (the same layout TextKit 1 and
/// labels make), and the container's line limit and exclusion paths are not applied.
@MainActor @preconcurrency
open class NSTextLayoutFragment {
    /// How layout fragments are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Difference from Apple: layout is always whole, so sizes are never estimated.
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// How far the fragment is laid out.
    public enum State: UInt, Sendable {
        case none = 0
        case estimatedUsageBounds = 1
        case calculatedUsageBounds = 2
        case layoutAvailable = 3
    }

    /// The layout manager that laid the fragment out.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    private let element: NSTextElement
    /// The element laid out.
    open var textElement: NSTextElement? { element }
    /// The part of the element laid out (all of it).
    open private(set) var rangeInElement: NSTextRange
    /// The lines, top to bottom.
    open private(set) var textLineFragments: [NSTextLineFragment] = []
    /// The providers of the views of the attachments in the fragment (iOS 15), in the text's order.
    open private(set) var textAttachmentViewProviders: [NSTextAttachmentViewProvider] = []
    open var layoutQueue: OperationQueue?
    open private(set) var state: State = .none
    /// The fragment's rectangle in the container: as wide as the container, as tall as its lines with the paragraph's
    /// spacing before (after the first paragraph) and after (before the next).
    open private(set) var layoutFragmentFrame: CGRect = .zero
    /// The space between the frame's leading edge and the text (the container's line fragment padding).
    open private(set) var leadingPadding: CGFloat = 0
    open private(set) var trailingPadding: CGFloat = 0
    /// The paragraph spacing above the lines and below them, inside the frame.
    open private(set) var topMargin: CGFloat = 0
    open private(set) var bottomMargin: CGFloat = 0

    /// The paragraph's pango layout (its lines), the text it set, and where the element starts in the document.
    var layout: TextLayout?
    var laidOutText = NSAttributedString()
    var documentOffset = 0
    /// The width the lines wrap in (nil: unlimited).
    private var layoutWidth: CGFloat?

    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        element = textElement
        self.rangeInElement = rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextOffsetLocation(0))
    }

    /// The rectangle drawing covers, from the frame's origin: the frame's size, widened by the glyphs' ink.
    open var renderingSurfaceBounds: CGRect {
        let lines = textLineFragments.reduce(CGRect.null) { $0.union($1.typographicBounds) }
        let frame = CGRect(origin: .zero, size: layoutFragmentFrame.size)
        return lines.isNull ? frame : frame.union(lines.insetBy(dx: -2, dy: -2))
    }

    /// Forgets the layout: the layout manager lays the fragment out again when next asked.
    open func invalidateLayout() {
        state = .none
        textLayoutManager?.fragmentDidInvalidate(self)
    }

    /// The line holding `textLocation` (with an upstream affinity at a line's end, the line it ends).
    open func textLineFragment(for textLocation: any NSTextLocation, isUpstreamAffinity: Bool) -> NSTextLineFragment? {
        guard let offset = textLayoutManager?.offsetInElement(textLocation, of: self) else { return nil }
        return lineFragment(atCharacter: offset, upstream: isUpstreamAffinity)
    }

    /// The line holding character `offset` of the paragraph (its last line for the paragraph's end).
    func lineFragment(atCharacter offset: Int, upstream: Bool = false) -> NSTextLineFragment? {
        if upstream, let ending = textLineFragments.first(where: { NSMaxRange($0.characterRange) == offset && $0.characterRange.length > 0 }) { return ending }
        return textLineFragments.first { NSLocationInRange(offset, $0.characterRange) } ?? (offset >= 0 ? textLineFragments.last : nil)
    }

    /// The rectangle of the attachment at `location`, in the fragment's coordinates (zero when there is none).
    open func frameForTextAttachment(at location: any NSTextLocation) -> CGRect {
        guard let layout, let offset = textLayoutManager?.offsetInElement(location, of: self),
              let frame = layout.attachmentFrames.first(where: { $0.utf16Offset == offset }) else { return .zero }
        return frame.rect.offsetBy(dx: leadingPadding, dy: topMargin)
    }

    /// Draws the fragment's text with its frame's origin at `point` (the text view passes the frame's origin less the
    /// view's scroll offset; a layer per fragment passes zero), with the layout manager's rendering attributes.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let layout else { return }
        let drawn = textLayoutManager?.renderedLayout(of: self) ?? layout
        drawn.draw(in: context, at: CGPoint(x: point.x + leadingPadding, y: point.y + topMargin))
    }

    // MARK: Layout

    /// `text` set by pango in `width`, as TextKit 1 sets it.
    private static func layout(_ text: NSAttributedString, width: CGFloat?) -> TextLayout {
        TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black, alignment: .natural, width: width, lineBreaks: .paragraphStyles)
    }

    /// `text` (the fragment's text with other drawing attributes) set in the fragment's width.
    func relaidOut(_ text: NSAttributedString) -> TextLayout {
        Self.layout(text, width: layoutWidth)
    }

    /// Lays the element out in `container`'s width with its top at `y`; `isFirst` leaves the paragraph spacing before
    /// out, as at the top of the text.
    func layOut(in container: NSTextContainer?, at y: CGFloat, isFirst: Bool) {
        let text = (element as? NSTextParagraph)?.attributedString ?? NSAttributedString()
        // The providers first: a view's bounds may give its attachment's room on the line.
        textAttachmentViewProviders = textLayoutManager?.viewProviders(in: text, from: documentOffset) ?? []
        let padding = container?.lineFragmentPadding ?? 0
        let containerWidth = container.map { $0.size.width }.flatMap { $0 < 1e6 ? $0 : nil }
        let width = containerWidth.map { max($0 - 2 * padding, 1) }
        let made = Self.layout(text, width: width)
        layoutWidth = width
        var lines = made.lines.filter { !($0.range.length == 0 && $0.range.location == text.length) }
        if lines.isEmpty, let first = made.lines.first { lines = [first] }
        let style = text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let hasSeparator = (element as? NSTextParagraph).map { $0.separatorLength > 0 } ?? false
        topMargin = isFirst ? 0 : style?.paragraphSpacingBefore ?? 0
        bottomMargin = hasSeparator ? style?.paragraphSpacing ?? 0 : 0
        leadingPadding = padding
        trailingPadding = padding
        let origin = CGPoint(x: padding, y: topMargin)
        textLineFragments = lines.map { NSTextLineFragment(layout: made, line: $0, attributedString: text, origin: origin) }
        let height = (lines.last?.bottom ?? 0) + topMargin + bottomMargin
        let used = lines.map(\.usedRect.maxX).max() ?? 0
        layoutFragmentFrame = CGRect(x: 0, y: y, width: containerWidth ?? used + 2 * padding, height: height)
        layout = made
        laidOutText = text
        state = .layoutAvailable
    }
}
