import CCairo
import CPango
import Foundation

extension TextLayout.Paragraph {
    /// The ink and logical extents of the shown lines together, relative to the layout's top-left corner.
    var inkAndLogicalExtents: CGRect {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        func rect(_ r: PangoRectangle) -> CGRect {
            CGRect(x: CGFloat(r.x) / scale, y: CGFloat(r.y) / scale, width: CGFloat(r.width) / scale, height: CGFloat(r.height) / scale)
        }
        var extents = rect(ink).union(rect(logical))
        if isClipped { extents.size.height = min(extents.height, bounds.height - extents.minY) }
        return extents
    }

    /// Draws the shown lines with the layout's top-left corner at `origin`, the cairo source as the default colour,
    /// then the outlines pango does not draw.
    func draw(in target: OpaquePointer, at origin: CGPoint) {
        pango_cairo_update_context(target, context)
        pango_layout_context_changed(layout)
        cairo_save(target)
        if isClipped {
            let extents = inkAndLogicalExtents
            cairo_rectangle(target, Double(origin.x + extents.minX - 1), Double(origin.y), Double(extents.width + 2), Double(bounds.height))
            cairo_clip(target)
        }
        cairo_new_path(target)
        cairo_move_to(target, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(target, layout)
        if !strokes.isEmpty { drawStrokes(in: target, at: origin) }
        cairo_restore(target)
    }

    /// Outlines each glyph run that an outline attribute covers, in the shown lines.
    private func drawStrokes(in target: OpaquePointer, at origin: CGPoint) {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        var line = 0
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
               let stroke = strokes.first(where: { Int(item.pointee.offset) >= $0.start && Int(item.pointee.offset) < $0.end })
            {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, &ink, &logical)
                let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
                cairo_new_path(target)
                cairo_move_to(target, Double(origin.x) + Double(logical.x) / scale, Double(origin.y) + baseline)
                pango_cairo_glyph_string_path(target, item.pointee.analysis.font, run.pointee.glyphs)
                let c = stroke.color.rgba
                cairo_set_source_rgba(target, c.r, c.g, c.b, c.a)
                cairo_set_line_width(target, Double(stroke.width))
                cairo_set_line_join(target, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(target)
            }
            if pango_layout_iter_get_run_readonly(iter) == nil { line += 1 }
        } while line < shownLines && pango_layout_iter_next_run(iter) != 0
    }
}
