import CPango
import Foundation

extension TextLayout {
    /// One paragraph of an attributed string: its text, its runs' attributes and its style.
    struct ParagraphSource {
        var text: String
        /// Where the paragraph starts in the whole string, in UTF-16 units.
        var utf16Start: Int
        /// Each run's UTF-8 byte range in `text` and its attributes.
        var runs: [(start: Int, end: Int, attributes: RunAttributes)]
        var style: ParagraphValues
        /// The font of the paragraph's first character (of its separator when empty): the height of an empty line.
        var font: Font

        /// The paragraphs of `string` (split at line feeds, carriage returns and paragraph separators), with `font`
        /// and `alignment` where no attribute says otherwise.
        static func split(_ string: NSAttributedString, font: Font, alignment: NSTextAlignment) -> [ParagraphSource] {
            let whole = string.string
            let attributes = { string.attributes(at: $0, effectiveRange: nil) }
            return split(whole, units: Array(whole.utf16), font: font, alignment: alignment, attributes: attributes) { range, emit in
                string.enumerateAttributes(in: NSRange(location: range.start, length: range.end - range.start), options: []) { attributes, runRange, _ in
                    emit(runRange.location, runRange.location + runRange.length, attributes)
                }
            }
        }

        /// The paragraphs of `string` with `attributes` throughout: the same as those of an attributed string of it
        /// with those attributes, made without building or enumerating one (a plain label measures this way).
        static func split(_ string: String, attributes: [NSAttributedString.Key: Any], font: Font, alignment: NSTextAlignment) -> [ParagraphSource] {
            split(string, units: Array(string.utf16), font: font, alignment: alignment, attributes: { _ in attributes }) { range, emit in
                emit(range.start, range.end, attributes)
            }
        }

        /// Splits `string` (whose UTF-16 code units are `units`) into paragraphs; `runs` reports the attribute runs of
        /// a non-empty paragraph's UTF-16 range (whole-string offsets), and `attributes` the attributes at an offset.
        private static func split(
            _ whole: String, units: [UInt16], font: Font, alignment: NSTextAlignment, attributes: (Int) -> [NSAttributedString.Key: Any],
            runs: ((start: Int, end: Int), (Int, Int, [NSAttributedString.Key: Any]) -> Void) -> Void
        ) -> [ParagraphSource] {
            var ranges: [(start: Int, end: Int)] = []
            var start = 0, index = 0
            while index < units.count {
                let unit = units[index]
                if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                    ranges.append((start, index))
                    index += unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            ranges.append((start, units.count))
            return ranges.map { range in
                let text = ranges.count == 1 ? whole : String(decoding: units[range.start..<range.end], as: UTF16.self)
                let byteOffsets = Self.byteOffsets(text)
                var found: [(Int, Int, RunAttributes)] = []
                if range.end > range.start {
                    runs(range) { from, to, given in
                        found.append((byteOffsets[from - range.start], byteOffsets[to - range.start], RunAttributes(given, font: font)))
                    }
                }
                // The paragraph's style and first font: its first character's, or its separator's when it is empty.
                let probe = min(range.start, units.count - 1)
                let first = probe >= 0 ? attributes(probe) : [:]
                var style = ParagraphValues()
                style.alignment = alignment
                if let given = first[.paragraphStyle] {
                    if let given = given as? NSParagraphStyle { style = given.values } else { reportIgnored(.paragraphStyle, given, expected: "an NSParagraphStyle") }
                }
                let firstFont = found.first?.2.font ?? (first[.font] as? TextLayoutFontConvertible)?.textLayoutFont ?? font
                return ParagraphSource(text: text, utf16Start: range.start, runs: found, style: style, font: firstFont)
            }
        }

        /// The UTF-8 offset of each UTF-16 offset of `text` (and of its end).
        private static func byteOffsets(_ text: String) -> [Int] {
            var offsets: [Int] = [0]
            offsets.reserveCapacity(text.utf16.count + 1)
            var bytes = 0
            for scalar in text.unicodeScalars {
                bytes += UTF8.width(scalar)
                if UTF16.width(scalar) == 2 { offsets.append(bytes) }
                offsets.append(bytes)
            }
            return offsets
        }
    }

    /// How a paragraph's lines break and where they stop.
    struct ParagraphSetting {
        /// The width lines wrap or are cut in; nil: each paragraph line as long as its text.
        var width: CGFloat?
        var lineBreaks: LineBreaks
        /// The ellipsis of `.oneLinePerParagraph`.
        var truncation: Truncation
        /// The lines shown, and the ellipsis on the last of them (when fewer than the text needs).
        var cut: (lines: Int, truncation: Truncation)?
        var scale: CGFloat
        var defaultColor: CGColor
    }

    /// One paragraph set by pango: a layout of its own, so that each paragraph keeps its own style.
    final class Paragraph {
        let context: OpaquePointer
        let layout: OpaquePointer
        let strokes: [Stroke]
        let shadow: Shadow?
        /// The attachments set in the paragraph's text.
        let attachments: [PlacedAttachment]
        /// The offset of the layout's left edge from the text's (the leading indent).
        let indent: CGFloat
        let style: ParagraphValues
        /// Lines shown; fewer than the layout's when lines past a limit are clipped without an ellipsis.
        let shownLines: Int
        let isClipped: Bool
        /// The paragraph's text and where it starts in the whole string (UTF-16 units), for the editing geometry.
        let text: String
        let utf16Start: Int

        init(_ source: ParagraphSource, _ setting: ParagraphSetting) {
            style = source.style
            text = source.text
            utf16Start = source.utf16Start
            context = TextLayout.makeContext()
            if style.baseWritingDirection != .natural {
                pango_context_set_base_dir(context, style.baseWritingDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            }
            layout = pango_layout_new(context)
            let scale = setting.scale
            var font = source.font
            font.size *= scale
            let description = font.makeDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_text(layout, source.text, -1)

            let list = pango_attr_list_new()!
            var strokes: [Stroke] = []
            for run in source.runs {
                run.attributes.addPangoAttributes(to: list, start: run.start, end: run.end, scale: scale, defaultColor: setting.defaultColor, strokes: &strokes)
            }
            self.strokes = strokes
            attachments = Self.addAttachments(of: source, scale: scale, defaultColor: setting.defaultColor, to: list)
            shadow = source.runs.lazy.compactMap(\.attributes.shadow).first
            Self.addLineHeight(style, font: font, scale: scale, length: source.text.utf8.count, to: list)
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)

            switch style.alignment {
            case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified:
                pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                pango_layout_set_justify(layout, 1)
            }
            pango_layout_set_auto_dir(layout, style.alignment == .natural && style.baseWritingDirection == .natural ? 1 : 0)
            pango_layout_set_spacing(layout, TextLayout.units(style.lineSpacing * scale))
            pango_layout_set_indent(layout, TextLayout.units((style.firstLineHeadIndent - style.headIndent) * scale))
            if source.text.utf8.contains(0x09) { Self.setTabs(style, scale: scale, in: layout) }

            indent = min(style.firstLineHeadIndent, style.headIndent) * scale
            let mode = style.lineBreakMode
            // String drawing keeps a paragraph whose style clips or truncates on one line; labels always wrap.
            let oneLine: Bool
            var truncation: Truncation
            switch setting.lineBreaks {
            case .wrapping: (oneLine, truncation) = (false, .none)
            case .oneLinePerParagraph: (oneLine, truncation) = (true, setting.truncation)
            case .paragraphStyles:
                oneLine = ![.byWordWrapping, .byCharWrapping].contains(mode)
                truncation = oneLine ? mode.layoutTruncation : .none
            }
            if let width = setting.width, !(oneLine && truncation == .none) {
                let trailing = style.tailIndent > 0 ? width - style.tailIndent * scale : -style.tailIndent * scale
                let available = max(width - indent - trailing, 1)
                pango_layout_set_width(layout, Int32(min(Double(available) * Double(PANGO_SCALE), Double(Int32.max))))
                pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            }
            var clipped = 0
            if let cut = setting.cut {
                if cut.truncation != .none {
                    truncation = cut.truncation
                    pango_layout_set_height(layout, Int32(-cut.lines))
                } else {
                    clipped = cut.lines
                }
            }
            switch truncation {
            case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            let total = Int(pango_layout_get_line_count(layout))
            isClipped = clipped > 0 && clipped < total
            shownLines = isClipped ? clipped : total
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }

        /// Line heights as the style asks: the natural height times `lineHeightMultiple`, within the minimum and
        /// maximum (pango's line-height attribute, which spreads the extra space above and below the text).
        private static func addLineHeight(_ style: ParagraphValues, font: Font, scale: CGFloat, length: Int, to list: OpaquePointer) {
            guard style.lineHeightMultiple > 0 || style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else { return }
            let natural = font.metrics.lineHeight
            var height = natural * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight * scale) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight * scale) }
            guard let attribute = pango_attr_line_height_new_absolute(TextLayout.units(height)) else { return }
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = UInt32(max(length, 1))
            pango_attr_list_insert(list, attribute)
        }

        /// The style's tab stops, and its default interval after them (set only for text with a tab: they move
        /// nothing else, and the default style's twelve stops cost as much to set as a short line takes to shape).
        private static func setTabs(_ style: ParagraphValues, scale: CGFloat, in layout: OpaquePointer) {
            var stops = style.tabStops.map { (location: $0.location, alignment: $0.alignment) }
            if style.defaultTabInterval > 0 {
                let last = stops.last?.location ?? 0
                stops += (1...32).map { (location: last + CGFloat($0) * style.defaultTabInterval, alignment: NSTextAlignment.left) }
            }
            guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
            for (index, stop) in stops.enumerated() {
                let alignment: PangoTabAlign
                switch stop.alignment {
                case .right: alignment = PANGO_TAB_RIGHT
                case .center: alignment = PANGO_TAB_CENTER
                default: alignment = PANGO_TAB_LEFT
                }
                pango_tab_array_set_tab(tabs, Int32(index), alignment, TextLayout.units(stop.location * scale))
            }
            pango_layout_set_tabs(layout, tabs)
            pango_tab_array_free(tabs)
        }

        /// The logical extents of the shown lines, relative to the layout's top-left corner.
        var bounds: CGRect {
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            var right: Int32 = 0, bottom: Int32 = 0
            let leadingAligned = style.alignment == .left || style.alignment == .natural || style.alignment == .justified
            for _ in 0..<shownLines {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, &ink, &logical)
                right = max(right, leadingAligned ? logical.x + logical.width : logical.width)
                var top: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &top, &bottom)
                guard pango_layout_iter_next_line(iter) != 0 else { break }
            }
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: 0, y: 0, width: CGFloat(right) / scale, height: CGFloat(bottom) / scale)
        }

        /// The bottom of each line (its line spacing included), from the layout's top.
        var lineBottoms: [CGFloat] {
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            var bottoms: [CGFloat] = []
            repeat {
                var top: Int32 = 0, bottom: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &top, &bottom)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, &ink, &logical)
                bottoms.append(CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE))
            } while pango_layout_iter_next_line(iter) != 0
            return bottoms
        }

        /// The first line's baseline, from the layout's top.
        var firstBaseline: CGFloat {
            CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
        }

        var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }
    }
}
