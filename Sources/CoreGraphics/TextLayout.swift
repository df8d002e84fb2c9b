import CCairo
import CPango
import Foundation

/// A paragraph of text set with pango: font, colour, alignment, wrapping and truncation, measured and drawn.
///
/// An addition for `CATextLayer` and the UIKit labels: Apple sets text with Core Text, which does
/// not exist here. Sizes are in user-space units, independent of the context's scale (metrics are
/// unhinted), and text draws right way up in this module's y-down contexts.
public final class TextLayout {
    /// A font request; fontconfig picks the closest installed face.
    public struct Font: Hashable, Sendable {
        public var family: String
        public var size: CGFloat
        /// CSS-style weight: 400 regular, 700 bold.
        public var weight: Int
        public var italic: Bool

        public init(family: String = "sans-serif", size: CGFloat, weight: Int = 400, italic: Bool = false) {
            self.family = family
            self.size = size
            self.weight = weight
            self.italic = italic
        }
    }

    /// Horizontal placement of each line within the wrap width.
    public enum Alignment: Sendable {
        case left, center, right, justified
        /// Left for left-to-right text, right for right-to-left.
        case natural
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum Truncation: Sendable {
        case none, head, middle, tail
    }

    private let context: OpaquePointer
    private let layout: OpaquePointer
    private let color: CGColor
    /// The lines shown when `maximumLines` cuts the text without an ellipsis; 0 when every line shows.
    private let clippedLineCount: Int

    /// Sets `string`; `width` (nil: unlimited) wraps lines at word, then character boundaries, and
    /// `maximumLines` (0: unlimited) with a truncation ellipsizes what does not fit.
    public init(
        string: String, font: Font, color: CGColor, alignment: Alignment = .natural, width: CGFloat? = nil,
        maximumLines: Int = 0, truncation: Truncation = .none
    ) {
        self.color = color
        context = Self.makeContext()
        layout = pango_layout_new(context)
        let description = font.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        pango_layout_set_text(layout, string, -1)
        switch alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, alignment == .natural ? 1 : 0)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32(min(Double(width) * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if maximumLines > 0 { pango_layout_set_height(layout, Int32(-maximumLines)) }
        switch truncation {
        case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        // pango limits lines only when ellipsizing; without an ellipsis the extra lines are clipped here.
        let total = Int(pango_layout_get_line_count(layout))
        clippedLineCount = truncation == .none && maximumLines > 0 && total > maximumLines ? maximumLines : 0
    }

    /// A pango context with unhinted metrics and unrounded glyph positions, so layout is the same at every scale.
    private static func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The size the text occupies: the widest shown line's advance by the shown lines' total height.
    public var size: CGSize {
        visibleBounds.size
    }

    /// The logical bounds of the lines shown, relative to the layout's top-left corner.
    private var visibleBounds: CGRect {
        let scale = CGFloat(PANGO_SCALE)
        guard clippedLineCount > 0 else {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return CGRect(x: 0, y: 0, width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        }
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var width: Int32 = 0, bottom: Int32 = 0
        for _ in 0..<clippedLineCount {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            width = max(width, logical.width)
            var top: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &top, &bottom)
            guard pango_layout_iter_next_line(iter) != 0 else { break }
        }
        return CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(bottom) / scale)
    }

    /// The distance from the top of the text to the first line's baseline.
    public var firstBaseline: CGFloat {
        CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    /// The number of lines shown after wrapping, truncation and `maximumLines`.
    public var lineCount: Int { clippedLineCount > 0 ? clippedLineCount : Int(pango_layout_get_line_count(layout)) }

    /// Whether an ellipsis replaced some of the text, or lines past `maximumLines` were cut off.
    public var isTruncated: Bool { clippedLineCount > 0 || pango_layout_is_ellipsized(layout) != 0 }

    /// Draws the text with its top-left corner at `origin`, with the context's alpha, blend mode and shadow.
    public func draw(in cgContext: CGContext, at origin: CGPoint) {
        let c = color.rgba
        let alpha = Double(cgContext.state.alpha)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        var extents = CGRect(x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
            .union(CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale, width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale))
        let clipHeight: CGFloat? = clippedLineCount > 0 ? visibleBounds.height : nil
        if let clipHeight { extents.size.height = min(extents.height, clipHeight - extents.minY) }
        cgContext.withSeparatePath {
            // The path only tells a shadow where the text can be; the text itself ignores it.
            cgContext.addRect(extents.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1))
            cgContext.perform { target in
                pango_cairo_update_context(target, context)
                pango_layout_context_changed(layout)
                cairo_new_path(target)
                cairo_move_to(target, Double(origin.x), Double(origin.y))
                cairo_set_source_rgba(target, c.r, c.g, c.b, c.a * alpha)
                cairo_save(target)
                if let clipHeight {
                    cairo_rectangle(target, Double(origin.x + extents.minX - 1), Double(origin.y), Double(extents.width + 2), Double(clipHeight))
                    cairo_clip(target)
                    cairo_move_to(target, Double(origin.x), Double(origin.y))
                }
                pango_cairo_show_layout(target, layout)
                cairo_restore(target)
            }
        }
    }
}

extension TextLayout.Font {
    /// The pango description of this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(max(size.isNaN ? 0 : size, 0.1)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(weight, 100), 1000))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Vertical metrics of the face fontconfig picks, for `UIFont`'s `ascender`, `descender` and `lineHeight`.
    public var metrics: (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
        // As UIFont reports it: the descender is negative (below the baseline).
        return (ascent, -descent, max(height, ascent + descent))
    }
}
