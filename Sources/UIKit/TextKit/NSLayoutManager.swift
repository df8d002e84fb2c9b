import Foundation

/// Lays a text storage's text out in its text containers, one after the other, and answers where each character
/// stands: line fragments, bounding rectangles, the character at a point. Text is set by the same engine (pango) as
/// labels and string drawing, so geometry found here matches what they draw.
///
/// Difference from Apple: a glyph index is the character's UTF-16 index (one glyph per UTF-16 unit), so glyph and
/// character ranges are the same.
@MainActor @preconcurrency
open class NSLayoutManager {
    /// The text laid out; set by `NSTextStorage.addLayoutManager(_:)`.
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers the text flows through, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// Whether parts of the text may be laid out without what comes before them.
    ///
    /// Difference from Apple: layout is always whole (contiguous); the setting is kept only.
    open var allowsNonContiguousLayout = false
    open var hasNonContiguousLayout: Bool { false }
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    open var usesFontLeading = true
    open var limitsLayoutForSuspiciousContents = false
    open var backgroundLayoutEnabled = true
    /// Difference from Apple: stored only; pango breaks lines without hyphens.
    open var usesDefaultHyphenation = false
    /// Difference from Apple: stored only; pango breaks lines without hyphens.
    open var hyphenationFactor: CGFloat = 0

    /// The line fragments of the current layout, nil until laid out again after a change.
    var laidOut: [LineFragment]?
    /// The layout's extra line fragment (after a final line break, or for empty text).
    var extraFragment: (rect: CGRect, usedRect: CGRect, container: NSTextContainer)?

    public init() {}

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Containers

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        container.layoutManager = self
        textContainers.insert(container, at: min(max(index, 0), textContainers.count))
        invalidateAll()
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let removed = textContainers.remove(at: index)
        if removed.layoutManager === self { removed.layoutManager = nil }
        invalidateAll()
    }

    /// Lays the text out again after `container` changed its size, padding, paths or line limit.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAll()
        container.textView?.textContainerGeometryDidChange()
    }

    // MARK: Invalidation

    /// Called by the text storage after edits: the layout of the changed text (here, all of it) is made again.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        invalidateAll()
        for container in textContainers { container.textView?.textStorageDidProcessEditing() }
    }

    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
        invalidateAll()
    }

    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int, actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Asks the views showing the glyphs to draw again.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        for container in textContainers { container.textView?.setNeedsDisplay() }
    }

    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        invalidateDisplay(forGlyphRange: charRange)
    }

    /// Forgets the layout, which is made again when next asked for.
    private func invalidateAll() {
        guard laidOut != nil else { return }
        laidOut = nil
        extraFragment = nil
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    func storageDidChange(to storage: NSTextStorage?) {
        textStorage = storage
        laidOut = nil
        extraFragment = nil
    }

    /// Replaces the storage that holds this layout manager (and its other layout managers) with `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let managers = textStorage?.layoutManagers ?? [self]
        for manager in managers {
            manager.textStorage?.removeLayoutManager(manager)
            newTextStorage.addLayoutManager(manager)
        }
    }

    // MARK: Ensuring layout

    open func ensureLayout(for container: NSTextContainer) { _ = fragments }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = fragments }
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = fragments }
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = fragments }
    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}
    open func ensureGlyphs(forCharacterRange charRange: NSRange) {}

    /// The index of the first character not laid out (the text's length once laid out).
    open func firstUnlaidCharacterIndex() -> Int { laidOut == nil ? 0 : textStorage?.length ?? 0 }
    open func firstUnlaidGlyphIndex() -> Int { firstUnlaidCharacterIndex() }

    // MARK: Glyphs and characters

    /// The height of a line of `font`, as this layout manager sets it.
    open func defaultLineHeight(for font: UIFont) -> CGFloat { font.lineHeight }

    /// The distance from the top of a line of `font` to its baseline.
    open func defaultBaselineOffset(for font: UIFont) -> CGFloat { font.ascender }

    /// The number of glyphs: here, the text's UTF-16 length.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// `range` within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let length = numberOfGlyphs
        let start = min(max(range.location, 0), length)
        return NSRange(location: start, length: min(max(range.length, 0), length - start))
    }


    // MARK: Geometry (in the container's coordinates, y down from its top-left corner)

    /// The container that holds glyph `glyphIndex`, with in `effectiveGlyphRange` the glyphs it holds.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard let container = fragment(at: glyphIndex)?.container else { return nil }
        effectiveGlyphRange?.pointee = glyphRange(for: container)
        return container
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The glyphs laid out in `container`.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        let held = fragments.filter { $0.container === container }
        guard let first = held.first, let last = held.last else {
            return NSRange(location: container === extraFragment?.container ? numberOfGlyphs : 0, length: 0)
        }
        return NSRange(location: first.range.location, length: NSMaxRange(last.range) - first.range.location)
    }

    /// The rectangle of the line holding glyph `glyphIndex`, with in `effectiveGlyphRange` the glyphs on it.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = fragment(at: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = line.range
        return line.rect
    }

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The part of the line holding glyph `glyphIndex` that its text uses (padding included).
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = fragment(at: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.range
        return line.usedRect
    }

    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The line after a final line break (or of empty text), where the caret stands at the end.
    open var extraLineFragmentRect: CGRect { _ = fragments; return extraFragment?.rect ?? .zero }
    open var extraLineFragmentUsedRect: CGRect { _ = fragments; return extraFragment?.usedRect ?? .zero }
    open var extraLineFragmentTextContainer: NSTextContainer? { _ = fragments; return extraFragment?.container }

    /// The rectangle the text in `container` uses: its lines' used rectangles together.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        var used = fragments.filter { $0.container === container }.reduce(CGRect.null) { $0.union($1.usedRect) }
        if let extra = extraFragment, extra.container === container { used = used.union(extra.usedRect) }
        return used.isNull ? .zero : used
    }

    /// Where glyph `glyphIndex` stands in its line: x from the line's left edge, y the baseline from its top.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = fragment(at: glyphIndex) else { return .zero }
        let caret = line.layout.caretRect(atUTF16Offset: glyphIndex - line.layoutStart)
        let baseline = line.layout.lines.first { NSLocationInRange(glyphIndex - line.layoutStart, $0.range) }?.baseline ?? caret.minY
        return CGPoint(x: line.layoutOrigin.x + caret.minX - line.rect.minX, y: line.layoutOrigin.y + baseline - line.rect.minY)
    }

    /// The rectangle `glyphRange`'s glyphs in `container` take, lines' full heights, padding not included.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        var bounds = CGRect.null
        for line in fragments where line.container === container {
            let overlap = NSIntersectionRange(line.range, glyphRange)
            let touches = overlap.length > 0 || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, line.range))
            guard touches else { continue }
            let local = NSRange(location: overlap.location - line.layoutStart, length: overlap.length)
            var rects = line.layout.selectionRects(forUTF16Range: local).filter { $0.midY >= line.rect.minY - line.layoutOrigin.y && $0.midY < line.rect.maxY - line.layoutOrigin.y }
            if rects.isEmpty {
                rects = [line.layout.caretRect(atUTF16Offset: glyphRange.location - line.layoutStart)]
            }
            for rect in rects {
                bounds = bounds.union(CGRect(x: rect.minX + line.layoutOrigin.x, y: line.rect.minY, width: rect.width, height: line.rect.height))
            }
        }
        return bounds.isNull ? .zero : bounds
    }

    /// The glyphs of the lines in `container` that `bounds` touches.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        let touched = fragments.filter { $0.container === container && $0.rect.intersects(bounds) }
        guard let first = touched.first, let last = touched.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first.range.location, length: NSMaxRange(last.range) - first.range.location)
    }

    open func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// The glyph under `point` in `container` (the nearest one on the nearest line), and in `partialFraction` how far
    /// across it the point is (0 at its leading edge, 1 at its trailing one).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let line = nearestFragment(to: point, in: container) else {
            partialFraction?.pointee = 0
            return 0
        }
        let local = CGPoint(x: point.x - line.layoutOrigin.x, y: min(max(point.y, line.rect.minY), line.rect.maxY - 0.5) - line.layoutOrigin.y)
        let hit = line.layout.character(at: local)
        var index = hit.utf16Offset + line.layoutStart
        var fraction = hit.fraction
        let lastOnLine = max(NSMaxRange(line.range) - 1, line.range.location)
        if index > lastOnLine {
            index = lastOnLine
            fraction = 1
        }
        partialFraction?.pointee = fraction
        return max(min(index, line.range.location + max(line.range.length - 1, 0)), line.range.location)
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// How far across the glyph nearest `point` the point is, 0 to 1.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var fraction: CGFloat = 0
        _ = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction)
        return fraction
    }

    /// The character under `point` in `container`, and in `partialFraction` how far the point is between the
    /// insertion points before and after it.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    /// Calls `block` with each line holding glyphs of `glyphRange`: its rectangle, used rectangle, container and
    /// glyphs; the block stops the walk by setting its last argument.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange, using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for line in fragments where NSIntersectionRange(line.range, glyphRange).length > 0 || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, line.range)) {
            block(line.rect, line.usedRect, line.container, line.range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with each rectangle `glyphRange` covers in `container`, one per line piece.
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange, in container: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for line in fragments where line.container === container && NSIntersectionRange(line.range, glyphRange).length > 0 {
            block(boundingRect(forGlyphRange: NSIntersectionRange(line.range, glyphRange), in: container), &stop)
            if stop.boolValue { return }
        }
    }

    /// The glyphs an ellipsis hides on the line holding `glyphIndex` (NSNotFound when none).
    open func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        guard let line = fragment(at: glyphIndex), line.layout.isTruncated, line.container.lineBreakMode.layoutTruncation != .none,
              line.range.location == fragments.last(where: { $0.container === line.container })?.range.location else {
            return NSRange(location: NSNotFound, length: 0)
        }
        return line.range
    }

    /// The size of the attachment at glyph `glyphIndex` as laid out ((-1, -1) when there is none).
    open func attachmentSize(forGlyphAt glyphIndex: Int) -> CGSize {
        guard let line = fragment(at: glyphIndex),
              let frame = line.layout.attachmentFrames.first(where: { $0.utf16Offset == glyphIndex - line.layoutStart }) else {
            return CGSize(width: -1, height: -1)
        }
        return frame.rect.size
    }

    // MARK: Drawing

    /// Draws the lines holding `glyphsToShow` into the current context, their container's top-left corner at `origin`
    /// (a text view's text container origin, say); attachments draw in place.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shown = fragments.filter { NSIntersectionRange($0.range, glyphsToShow).length > 0 }
        var drawn: Set<ObjectIdentifier> = []
        for line in shown where drawn.insert(ObjectIdentifier(line.layout)).inserted {
            let lines = shown.filter { $0.layout === line.layout }
            context.saveGState()
            context.clip(to: lines.map { $0.rect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -2, dy: 0) })
            line.layout.draw(in: context, at: CGPoint(x: origin.x + line.layoutOrigin.x, y: origin.y + line.layoutOrigin.y))
            context.restoreGState()
        }
    }

    /// Draws what lies behind the glyphs of `glyphsToShow`.
    ///
    /// Difference from Apple: `.backgroundColor` runs are painted by `drawGlyphs(forGlyphRange:at:)` with the text,
    /// so this draws nothing.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}
