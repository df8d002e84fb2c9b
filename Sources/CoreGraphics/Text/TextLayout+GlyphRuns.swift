import CPango
import Foundation

/// The shown lines of laid-out text as glyphs, for Core Text's lines and runs: each line's baseline and metrics,
/// each run's font, glyph indices, positions, advances and the characters they come from.
extension TextLayout {
    /// Glyphs set in one font and direction on one line. Positions are from the line's origin (the baseline at its
    /// left edge), y up; string indices are UTF-16 offsets of the whole string.
    public struct GlyphRun {
        public var font: GlyphFont
        public var glyphs: [CGGlyph]
        public var positions: [CGPoint]
        public var advances: [CGSize]
        public var stringIndices: [Int]
        /// The characters the run sets, UTF-16 units of the whole string.
        public var range: NSRange
        public var isRightToLeft: Bool
    }

    /// One shown line as glyphs.
    public struct GlyphLine {
        /// The characters on the line, its line break included.
        public var range: NSRange
        /// The baseline's left end, in the layout's coordinates (y down from the text's top).
        public var origin: CGPoint
        /// The line's height above and below the baseline, and its width.
        public var ascent: CGFloat
        public var descent: CGFloat
        public var width: CGFloat
        /// The width of the spaces the line ends in.
        public var trailingWhitespaceWidth: CGFloat
        public var runs: [GlyphRun]
    }

    /// The shown lines, top to bottom, as glyph runs.
    public var glyphLines: [GlyphLine] {
        var found: [GlyphLine] = []
        let scale = CGFloat(PANGO_SCALE)
        let textLines = lines
        for (paragraph, top) in paragraphs {
            let utf16OfByte = paragraph.utf16OffsetsByByte
            let iter = pango_layout_get_iter(paragraph.layout)!
            defer { pango_layout_iter_free(iter) }
            var shown = 0
            repeat {
                guard let pangoLine = pango_layout_iter_get_line_readonly(iter) else { break }
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, &ink, &logical)
                let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                let origin = CGPoint(x: paragraph.indent + CGFloat(logical.x) / scale, y: top + baseline)
                let range = textLines.count > found.count ? textLines[found.count].range : NSRange(location: paragraph.utf16Start, length: 0)
                // The line's runs in visual order, each starting where the one before it ends.
                var runs: [GlyphRun] = []
                var pen: CGFloat = 0
                var node = pangoLine.pointee.runs
                while let current = node {
                    if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                        let made = Self.glyphRun(run.pointee, x: pen, paragraph: paragraph, utf16OfByte: utf16OfByte)
                        pen += made.advances.reduce(0) { $0 + $1.width }
                        runs.append(made)
                    }
                    node = current.pointee.next
                }
                let trailing = Self.trailingWhitespaceWidth(runs, text: paragraph.text, start: paragraph.utf16Start)
                found.append(GlyphLine(
                    range: range, origin: origin, ascent: baseline - CGFloat(logical.y) / scale,
                    descent: CGFloat(logical.y + logical.height) / scale - baseline, width: CGFloat(logical.width) / scale,
                    trailingWhitespaceWidth: trailing, runs: runs))
                shown += 1
            } while shown < paragraph.shownLines && pango_layout_iter_next_line(iter) != 0
        }
        return found
    }

    /// One pango glyph run as a `GlyphRun`, starting `x` from the line's left edge.
    private static func glyphRun(_ run: PangoGlyphItem, x: CGFloat, paragraph: Paragraph, utf16OfByte: [Int]) -> GlyphRun {
        let scale = CGFloat(PANGO_SCALE)
        let item = run.item.pointee
        let string = run.glyphs.pointee
        let count = Int(string.num_glyphs)
        let font = GlyphFont(retaining: item.analysis.font)
        var glyphs: [CGGlyph] = [], positions: [CGPoint] = [], advances: [CGSize] = [], indices: [Int] = []
        var pen = x
        for index in 0..<count {
            let info = string.glyphs[index]
            let id = info.glyph
            let glyph: CGGlyph = id == PANGO_GLYPH_EMPTY ? kCGFontIndexInvalid : id & PANGO_GLYPH_UNKNOWN_FLAG != 0 ? 0 : CGGlyph(truncatingIfNeeded: id)
            let width = CGFloat(info.geometry.width) / scale
            glyphs.append(glyph)
            positions.append(CGPoint(x: pen + CGFloat(info.geometry.x_offset) / scale, y: -CGFloat(info.geometry.y_offset) / scale))
            advances.append(CGSize(width: width, height: 0))
            let byte = Int(item.offset) + Int(string.log_clusters[index])
            indices.append(paragraph.utf16Start + utf16OfByte[min(max(byte, 0), utf16OfByte.count - 1)])
            pen += width
        }
        let start = paragraph.utf16Start + utf16OfByte[min(Int(item.offset), utf16OfByte.count - 1)]
        let end = paragraph.utf16Start + utf16OfByte[min(Int(item.offset + item.length), utf16OfByte.count - 1)]
        return GlyphRun(
            font: font, glyphs: glyphs, positions: positions, advances: advances, stringIndices: indices,
            range: NSRange(location: start, length: end - start), isRightToLeft: item.analysis.level % 2 == 1)
    }

    /// The advance of the whitespace glyphs at the end of the line's last run (in logical order).
    private static func trailingWhitespaceWidth(_ runs: [GlyphRun], text: String, start: Int) -> CGFloat {
        let units = Array(text.utf16)
        var width: CGFloat = 0
        for run in runs.sorted(by: { $0.range.location > $1.range.location }) {
            let order = run.isRightToLeft ? Array(run.glyphs.indices) : Array(run.glyphs.indices.reversed())
            for index in order {
                let offset = run.stringIndices[index] - start
                guard offset >= 0, offset < units.count, [0x20, 0x09, 0x0A, 0x0D, 0x2029, 0xA0].contains(units[offset]) else { return width }
                width += run.advances[index].width
            }
        }
        return width
    }
}

extension TextLayout.Paragraph {
    /// The UTF-16 offset of every UTF-8 offset of the text (and of its end).
    var utf16OffsetsByByte: [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count + 1)
        var utf16 = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<UTF8.width(scalar) { offsets.append(utf16) }
            utf16 += UTF16.width(scalar)
        }
        offsets.append(utf16)
        return offsets
    }
}
