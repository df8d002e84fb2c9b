import CCairo
import Wayland

/// Draws the probe's known pattern with cairo: four colored quadrants, a white band with the
/// typed text across the middle, and a ring where the pointer is.
enum ProbePainter {
    static func paint(_ buffer: ShmBuffer, scale: Double, text: String, pointer: (x: Double, y: Double)?) {
        guard let surface = cairo_image_surface_create_for_data(
            buffer.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.stride))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let width = Double(buffer.width) / scale, height = Double(buffer.height) / scale
        cairo_scale(cr, scale, scale)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let halfW = (width / 2).rounded(.down), halfH = (height / 2).rounded(.down)
        let quadrants: [(Double, Double, Double, Double, (Double, Double, Double))] = [
            (0, 0, halfW, halfH, (1, 0, 0)),
            (halfW, 0, width - halfW, halfH, (0, 1, 0)),
            (0, halfH, halfW, height - halfH, (0, 0, 1)),
            (halfW, halfH, width - halfW, height - halfH, (1, 1, 0)),
        ]
        for (x, y, w, h, color) in quadrants {
            cairo_set_source_rgb(cr, color.0, color.1, color.2)
            cairo_rectangle(cr, x, y, w, h)
            cairo_fill(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let band = 40.0
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_rectangle(cr, 0, halfH - band / 2, width, band)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 20)
        cairo_move_to(cr, 12, halfH + 7)
        cairo_show_text(cr, text.isEmpty ? "type here" : text)
        if let pointer {
            cairo_set_line_width(cr, 3)
            cairo_set_source_rgb(cr, 1, 1, 1)
            // show_text leaves a current point; without a new path the arc would join it with a line.
            cairo_new_path(cr)
            cairo_arc(cr, pointer.x, pointer.y, 14, 0, 2 * Double.pi)
            cairo_stroke(cr)
        }
        cairo_surface_flush(surface)
    }
}
