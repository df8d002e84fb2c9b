import Foundation

/// One laid-out line of a layout fragment: the paragraph's attributed string with the range on this line, where the
/// line stands in its layout fragment and where its glyphs start, and the caret and hit-testing geometry within it.
open class NSTextLineFragment: NSObject {
    /// The paragraph's text (the whole of it; `characterRange` is this line's part).
    open private(set) var attributedString: NSAttributedString
    /// The line's characters in `attributedString` (a paragraph's last line holds its separator).
    open private(set) var characterRange: NSRange
    /// The line's rectangle in its layout fragment: from where its text starts, as wide as its text, as tall as the
    /// line (its line spacing included).
    open private(set) var typographicBounds: CGRect
    /// Where the first glyph's baseline starts, from the top-left of `typographicBounds`.
    open private(set) var glyphOrigin: CGPoint

    /// The pango layout of the paragraph the line belongs to, and where its top-left corner stands from the line's
    /// origin (the top-left of `typographicBounds`).
    let layout: TextLayout
    let layoutOffset: CGPoint

    /// The line of `layout` (the paragraph `attributedString` laid out) placed with the layout's top-left corner at
    /// `origin` in its layout fragment.
    convenience init(layout: TextLayout, line: TextLayout.Line, attributedString: NSAttributedString, origin: CGPoint) {
        self.init(layout: layout, range: line.range, line: line, attributedString: attributedString, origin: origin)
    }

    /// `line` of `layout` holding `range` of `attributedString`.
    private init(layout: TextLayout, range: NSRange, line: TextLayout.Line?, attributedString: NSAttributedString, origin: CGPoint) {
        let used = line?.usedRect ?? .zero, top = line?.top ?? 0, bottom = line?.bottom ?? 0
        self.layout = layout
        self.attributedString = attributedString
        characterRange = range
        typographicBounds = CGRect(x: origin.x + used.minX, y: origin.y + top, width: used.width, height: bottom - top)
        glyphOrigin = CGPoint(x: 0, y: (line?.baseline ?? 0) - top)
        layoutOffset = CGPoint(x: -used.minX, y: -top)
    }

    /// A line of `range` of `attributedString`, laid out on its own without a width, its top-left at 0,0.
    public convenience init(attributedString: NSAttributedString, range: NSRange) {
        let text = attributedString.attributedSubstring(from: range)
        let layout = TextLayout(attributedString: text, font: TextLayout.defaultFont, color: .black, lineBreaks: .paragraphStyles)
        let first = layout.lines.first
        self.init(layout: layout, range: range, line: first, attributedString: attributedString, origin: CGPoint(x: -(first?.usedRect.minX ?? 0), y: -(first?.top ?? 0)))
        textOffset = range.location
    }

    public convenience init(string: String, attributes: [NSAttributedString.Key: Any] = [:], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// Where `attributedString`'s index 0 is in the layout's text (the range's start, for a line laid out on its own).
    private var textOffset = 0

    /// The line's characters without the paragraph separator that may end it.
    private var insertionRange: NSRange {
        let units = Array(attributedString.string.utf16)
        var end = min(NSMaxRange(characterRange), units.count)
        while end > characterRange.location, [0x0A, 0x0D, 0x2028, 0x2029].contains(units[end - 1]) { end -= 1 }
        return NSRange(location: characterRange.location, length: end - characterRange.location)
    }

    /// The caret position before the character at `index` of `attributedString`: x from the line's origin, y its
    /// baseline.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let caret = layout.caretRect(atUTF16Offset: index - textOffset)
        return CGPoint(x: caret.minX + layoutOffset.x, y: glyphOrigin.y)
    }

    /// The insertion index nearest `point` (from the line's origin), within the line.
    open func characterIndex(for point: CGPoint) -> Int {
        let index = layout.utf16Offset(closestTo: layoutPoint(point)) + textOffset
        let range = insertionRange
        return min(max(index, range.location), NSMaxRange(range))
    }

    /// How far across the character under `point` the point is: 0 at its leading edge, 1 at its trailing one.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat {
        layout.character(at: layoutPoint(point)).fraction
    }

    /// `point` (from the line's origin) in the layout's coordinates, kept within the line's height.
    private func layoutPoint(_ point: CGPoint) -> CGPoint {
        let y = min(max(point.y, 0), max(typographicBounds.height - 0.5, 0))
        return CGPoint(x: point.x - layoutOffset.x, y: y - layoutOffset.y)
    }

    /// Draws the line with its origin (the top-left of `typographicBounds`) at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        context.saveGState()
        context.clip(to: CGRect(x: point.x - 100_000, y: point.y, width: 200_000, height: typographicBounds.height))
        layout.draw(in: context, at: CGPoint(x: point.x + layoutOffset.x, y: point.y + layoutOffset.y))
        context.restoreGState()
    }
}
