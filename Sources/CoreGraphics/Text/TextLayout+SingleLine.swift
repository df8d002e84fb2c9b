import CPango
import Foundation

extension TextLayout {
    /// The size a `TextLayout` of `string` in `font` has on one unbounded line (no attribute but the font, no indent,
    /// spacing or scale), worked out from the font's advances and pair adjustments instead of setting a layout; nil
    /// when the string is not printable ASCII or the font shapes a pair of it as more than two glyphs of its own
    /// face with kerning (a ligature, a fallback face), where only a layout knows the width.
    ///
    /// Each advance and each adjacent pair is measured by pango once per font: a width is then the sum of advances
    /// and pair adjustments, the same integer pango units a layout adds up (metrics are unhinted and positions
    /// unrounded, so glyph advances do not depend on their neighbours beyond the pair kerning). A label measuring
    /// its text this way costs a few hundred instructions instead of a pango layout's hundred thousand.
    public static func singleLineSize(of string: String, font: Font) -> CGSize? {
        SingleLineMetrics.lock.lock()
        defer { SingleLineMetrics.lock.unlock() }
        return SingleLineMetrics.metrics(for: font)?.size(of: string)
    }
}

/// One font's advances and pair adjustments for printable ASCII, in pango units, measured as strings need them.
/// Access goes through `lock` (labels measure on the main thread, but the pango objects kept here must never be
/// used by two threads at once).
final class SingleLineMetrics {
    static let lock = NSLock()
    nonisolated(unsafe) private static var byFont: [TextLayout.Font: SingleLineMetrics] = [:]
    /// The font asked for last, which labels of one style ask for again and again (comparing is cheaper than hashing).
    nonisolated(unsafe) private static var lastAsked: (font: TextLayout.Font, metrics: SingleLineMetrics)?
    /// Fonts whose face cannot be measured this way (no glyph for "x" in their own face).
    nonisolated(unsafe) private static var refused: Set<TextLayout.Font> = []

    /// A table entry not measured yet, and one pango shapes as more than a kerned pair.
    private static let unmeasured = Int32.min, complex = Int32.min + 1
    private static let first: UInt8 = 0x20, last: UInt8 = 0x7E
    private static let count = Int(last - first) + 1

    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// The face every glyph must come from: the one pango picks for "x".
    private let face: UnsafeMutablePointer<PangoFont>
    private let lineHeight: Int32
    /// The tables skip Swift's run-time exclusivity checks: `lock` already keeps every access apart, and a check per
    /// character pair cost more than reading the pair.
    @exclusivity(unchecked) private var advances = [Int32](repeating: SingleLineMetrics.unmeasured, count: SingleLineMetrics.count)
    @exclusivity(unchecked) private var pairs: [Int32] = []

    static func metrics(for font: TextLayout.Font) -> SingleLineMetrics? {
        if let lastAsked, lastAsked.font == font { return lastAsked.metrics }
        if let known = byFont[font] {
            lastAsked = (font, known)
            return known
        }
        guard !refused.contains(font) else { return nil }
        guard let made = SingleLineMetrics(font: font) else {
            refused.insert(font)
            return nil
        }
        byFont[font] = made
        return made
    }

    private init?(font: TextLayout.Font) {
        context = TextLayout.makeContext()
        layout = pango_layout_new(context)
        let description = font.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, "x", 1)
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, let run = pango_layout_get_line_readonly(layout, 0)?.pointee.runs,
              let glyphItem = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let font = glyphItem.pointee.item.pointee.analysis.font
        else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
            return nil
        }
        face = font
        g_object_ref(UnsafeMutableRawPointer(face))
        lineHeight = Self.measure(layout).height
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(face))
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    func size(of string: String) -> CGSize? {
        var total: Int32 = 0
        var previous = -1
        var utf8 = string.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte >= Self.first, byte <= Self.last else { return nil }
            let index = Int(byte - Self.first)
            let advance = advance(index)
            guard advance != Self.complex else { return nil }
            total &+= advance
            if previous >= 0 {
                let adjustment = pair(previous, index)
                guard adjustment != Self.complex else { return nil }
                total &+= adjustment
            }
            previous = index
        }
        guard previous >= 0 else { return nil }
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(total) / scale, height: CGFloat(lineHeight) / scale)
    }

    private func advance(_ index: Int) -> Int32 {
        if advances[index] == Self.unmeasured {
            advances[index] = shape([Self.first + UInt8(index)], glyphs: 1) ?? Self.complex
        }
        return advances[index]
    }

    /// How much wider the pair is than its two advances (pango's kerning), or `complex`.
    private func pair(_ left: Int, _ right: Int) -> Int32 {
        if pairs.isEmpty { pairs = [Int32](repeating: Self.unmeasured, count: Self.count * Self.count) }
        let slot = left * Self.count + right
        if pairs[slot] == Self.unmeasured {
            let both = shape([Self.first + UInt8(left), Self.first + UInt8(right)], glyphs: 2)
            pairs[slot] = both.map { $0 - advances[left] - advances[right] } ?? Self.complex
        }
        return pairs[slot]
    }

    /// The width of `bytes` on one line, when pango sets them as `glyphs` glyphs of the face at the line height.
    private func shape(_ bytes: [UInt8], glyphs: Int) -> Int32? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
        var shaped = 0
        var run = line.pointee.runs
        while let node = run {
            guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  item.pointee.item.pointee.analysis.font == face else { return nil }
            shaped += Int(item.pointee.glyphs.pointee.num_glyphs)
            run = node.pointee.next
        }
        let measured = Self.measure(layout)
        guard shaped == glyphs, measured.height == lineHeight else { return nil }
        return measured.width
    }

    /// The first line's right edge and bottom in pango units, as `Paragraph.bounds` reads them.
    private static func measure(_ layout: OpaquePointer) -> (width: Int32, height: Int32) {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, &ink, &logical)
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iter, &top, &bottom)
        return (logical.x + logical.width, bottom)
    }
}
