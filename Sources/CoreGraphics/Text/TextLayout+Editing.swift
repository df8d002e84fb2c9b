import CPango
import Foundation

/// The geometry an editor needs from laid-out text: where the caret of an offset stands, which offset a point
/// is nearest, the rectangles a selection covers and the line an offset sits on. Offsets are UTF-16 units of the
/// whole string (as `NSRange` counts); rectangles are in the layout's coordinates, the text's top-left at 0,0.
extension TextLayout {
    /// The caret before the character at `offset`: a zero-width rectangle as tall as its line, where pango places
    /// the strong cursor (on the side of the text direction the offset belongs to in mixed-direction text).
    public func caretRect(atUTF16Offset offset: Int) -> CGRect {
        guard let (paragraph, top) = paragraph(containing: offset) else { return .zero }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(paragraph.layout, Int32(paragraph.byteIndex(ofUTF16: offset - paragraph.utf16Start)), &strong, &weak)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: paragraph.indent + CGFloat(strong.x) / scale, y: top + CGFloat(strong.y) / scale, width: 0, height: CGFloat(strong.height) / scale)
    }

    /// The offset whose caret is nearest `point`: a point past a line's end gives the line's end, one above the
    /// text the first line, one below it the last. Always at a grapheme cluster's boundary.
    public func utf16Offset(closestTo point: CGPoint) -> Int {
        guard let first = paragraphs.first else { return 0 }
        var chosen = first
        for entry in paragraphs where point.y >= entry.top { chosen = entry }
        let paragraph = chosen.paragraph
        let scale = CGFloat(PANGO_SCALE)
        var index: Int32 = 0, trailing: Int32 = 0
        let y = min(max(point.y - chosen.top, 0), max(paragraph.bounds.height - 0.5, 0))
        pango_layout_xy_to_index(paragraph.layout, TextLayout.units(point.x - paragraph.indent), Int32(y * scale), &index, &trailing)
        var offset = paragraph.utf16Offset(ofByte: Int(index))
        if trailing > 0 { offset = paragraph.utf16Offset(afterCharacterAt: offset) }
        return paragraph.utf16Start + offset
    }

    /// The rectangles a selection of `range` covers, one per line piece (several on a line where directions mix).
    public func selectionRects(forUTF16Range range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        var rects: [CGRect] = []
        for (paragraph, top) in paragraphs {
            let start = max(range.location - paragraph.utf16Start, 0)
            let end = min(range.location + range.length - paragraph.utf16Start, paragraph.text.utf16.count)
            let isEmptyInside = paragraph.text.isEmpty && range.location <= paragraph.utf16Start && paragraph.utf16Start < range.location + range.length
            guard start < end || isEmptyInside else { continue }
            let startByte = Int32(paragraph.byteIndex(ofUTF16: start)), endByte = Int32(paragraph.byteIndex(ofUTF16: end))
            let iter = pango_layout_get_iter(paragraph.layout)!
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                let lineStart = line.pointee.start_index, lineEnd = lineStart + line.pointee.length
                var lineTop: Int32 = 0, lineBottom: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &lineTop, &lineBottom)
                let y = top + CGFloat(lineTop) / scale, height = CGFloat(lineBottom - lineTop) / scale
                if isEmptyInside {
                    // An empty paragraph inside the selection shows a sliver for its line break.
                    rects.append(CGRect(x: paragraph.indent, y: y, width: 4, height: height))
                    continue
                }
                let from = max(startByte, lineStart), to = min(endByte, lineEnd)
                guard from < to else { continue }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, from, to, &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges else { continue }
                for index in 0..<Int(count) {
                    let left = CGFloat(ranges[2 * index]) / scale, right = CGFloat(ranges[2 * index + 1]) / scale
                    rects.append(CGRect(x: paragraph.indent + left, y: y, width: right - left, height: height))
                }
            } while pango_layout_iter_next_line(iter) != 0
        }
        return rects
    }

    /// The shown line (after wrapping) `offset` is on, without its paragraph's line break.
    public func lineRange(atUTF16Offset offset: Int) -> NSRange {
        guard let (paragraph, _) = paragraph(containing: offset) else { return NSRange(location: 0, length: 0) }
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(paragraph.layout, Int32(paragraph.byteIndex(ofUTF16: offset - paragraph.utf16Start)), 0, &line, &x)
        guard let lineRef = pango_layout_get_line_readonly(paragraph.layout, line) else {
            return NSRange(location: paragraph.utf16Start, length: paragraph.text.utf16.count)
        }
        let start = paragraph.utf16Offset(ofByte: Int(lineRef.pointee.start_index))
        let end = paragraph.utf16Offset(ofByte: Int(lineRef.pointee.start_index + lineRef.pointee.length))
        return NSRange(location: paragraph.utf16Start + start, length: end - start)
    }

    /// Whether the first paragraph runs right to left (pango's reading of its first strong character, or its
    /// style's base direction), which puts the natural alignment at the right.
    public var isRightToLeft: Bool {
        guard let paragraph = paragraphs.first?.paragraph, let line = pango_layout_get_line_readonly(paragraph.layout, 0) else { return false }
        return PangoDirection(rawValue: line.pointee.resolved_dir) == PANGO_DIRECTION_RTL
    }

    /// The paragraph an offset belongs to (the last one starting at or before it), with its top.
    private func paragraph(containing offset: Int) -> (Paragraph, CGFloat)? {
        var found: (Paragraph, CGFloat)?
        for (paragraph, top) in paragraphs where paragraph.utf16Start <= max(offset, 0) || found == nil { found = (paragraph, top) }
        return found
    }
}

extension TextLayout.Paragraph {
    /// The UTF-8 index in the paragraph's text of a UTF-16 offset in it (clamped to the text).
    func byteIndex(ofUTF16 offset: Int) -> Int {
        let utf16 = text.utf16
        let clamped = min(max(offset, 0), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
        return text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex)
    }

    /// The UTF-16 offset in the paragraph's text of a UTF-8 index in it (clamped to the text).
    func utf16Offset(ofByte byte: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The offset after the grapheme cluster that starts at (or contains) `offset`.
    func utf16Offset(afterCharacterAt offset: Int) -> Int {
        let utf16 = text.utf16
        guard offset < utf16.count else { return utf16.count }
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        return utf16.distance(from: utf16.startIndex, to: text.index(after: index))
    }
}
