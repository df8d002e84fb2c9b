import CPango
import Foundation

/// The shown lines of laid-out text, for TextKit's line fragments: which characters each holds and where it stands.
extension TextLayout {
    /// One shown line: its characters (UTF-16 units of the whole string; a paragraph's last line, or an ellipsized
    /// one, holds the rest of the paragraph with its line break), its top and bottom (line spacing included), the extent its text takes and its baseline, in the
    /// layout's coordinates.
    public struct Line: Equatable, Sendable {
        public var range: NSRange
        public var top: CGFloat
        public var bottom: CGFloat
        public var usedRect: CGRect
        public var baseline: CGFloat
    }

    /// The shown lines, top to bottom.
    public var lines: [Line] {
        let scale = CGFloat(PANGO_SCALE)
        var found: [Line] = []
        for (index, (paragraph, top)) in paragraphs.enumerated() {
            let end = index + 1 < paragraphs.count ? paragraphs[index + 1].paragraph.utf16Start : paragraph.utf16Start + paragraph.text.utf16.count
            let iter = pango_layout_get_iter(paragraph.layout)!
            defer { pango_layout_iter_free(iter) }
            var shown = 0
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
                let start = paragraph.utf16Start + paragraph.utf16Offset(ofByte: Int(line.pointee.start_index))
                let isLast = pango_layout_iter_at_last_line(iter) != 0
                let stop = isLast ? end : paragraph.utf16Start + paragraph.utf16Offset(ofByte: Int(line.pointee.start_index + line.pointee.length))
                var lineTop: Int32 = 0, lineBottom: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &lineTop, &lineBottom)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, &ink, &logical)
                let used = CGRect(
                    x: paragraph.indent + CGFloat(logical.x) / scale, y: top + CGFloat(logical.y) / scale,
                    width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
                found.append(Line(
                    range: NSRange(location: start, length: max(stop - start, 0)), top: top + CGFloat(lineTop) / scale,
                    bottom: top + CGFloat(lineBottom) / scale, usedRect: used, baseline: top + CGFloat(pango_layout_iter_get_baseline(iter)) / scale))
                shown += 1
            } while shown < paragraph.shownLines && pango_layout_iter_next_line(iter) != 0
        }
        return found
    }

    /// Each attachment shown and the rectangle it is drawn in (y down, the layout's coordinates), by the UTF-16 offset
    /// of its character.
    public var attachmentFrames: [(utf16Offset: Int, rect: CGRect)] {
        paragraphs.flatMap { paragraph, top in
            paragraph.attachmentRects.map { placed, rect in
                (paragraph.utf16Start + paragraph.utf16Offset(ofByte: placed.byte), rect.offsetBy(dx: paragraph.indent, dy: top))
            }
        }
    }

    /// The character under `point` (the nearest on the nearest line), and how far across it the point is: 0 at its
    /// leading edge, 1 at its trailing one (and past the line's end).
    public func character(at point: CGPoint) -> (utf16Offset: Int, fraction: CGFloat) {
        guard let first = paragraphs.first else { return (0, 0) }
        var chosen = first
        for entry in paragraphs where point.y >= entry.top { chosen = entry }
        let paragraph = chosen.paragraph
        let scale = CGFloat(PANGO_SCALE)
        let x = point.x - paragraph.indent
        let y = min(max(point.y - chosen.top, 0), max(paragraph.bounds.height - 0.5, 0))
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(paragraph.layout, TextLayout.units(x), Int32(y * scale), &index, &trailing)
        var position = PangoRectangle()
        pango_layout_index_to_pos(paragraph.layout, index, &position)
        let left = CGFloat(min(position.x, position.x + position.width)) / scale
        let width = CGFloat(abs(position.width)) / scale
        var fraction = width > 0 ? min(max((x - left) / width, 0), 1) : 0
        if position.width < 0 { fraction = 1 - fraction }
        return (paragraph.utf16Start + paragraph.utf16Offset(ofByte: Int(index)), fraction)
    }
}
