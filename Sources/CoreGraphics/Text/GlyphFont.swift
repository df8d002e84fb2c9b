import CCairo
import CPango
import Foundation

/// One face at one size as pango sets it: its glyph indices, metrics, outlines and drawing, for Core Text's fonts.
///
/// Glyphs are the face's own indices, the ones pango's shaping puts in a layout, so an outline or advance asked for
/// here is the glyph pango draws. Lengths are in points, y up from the baseline, as Core Text gives them.
public final class GlyphFont: Hashable, @unchecked Sendable {
    /// The pango font; one reference owned, released in deinit.
    let font: UnsafeMutablePointer<PangoFont>
    /// The request that names this face: the family, weight and slant fontconfig picked, at `size`.
    public let request: TextLayout.Font

    /// The face fontconfig picks for `request`, or nil when there is none.
    public convenience init?(_ request: TextLayout.Font) {
        let context = TextLayout.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = request.makeDescription()
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(context, description) else { return nil }
        self.init(adopting: loaded, size: request.size)
    }

    /// Wraps a font pango set text in, taking a reference of its own.
    convenience init(retaining font: UnsafeMutablePointer<PangoFont>) {
        g_object_ref(UnsafeMutableRawPointer(font))
        let description = pango_font_describe_with_absolute_size(font)!
        defer { pango_font_description_free(description) }
        self.init(adopting: font, size: CGFloat(pango_font_description_get_size(description)) / CGFloat(PANGO_SCALE))
    }

    /// Takes over the reference the caller holds on `font`.
    private init(adopting font: UnsafeMutablePointer<PangoFont>, size: CGFloat) {
        self.font = font
        let description = pango_font_describe(font)!
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? "sans-serif"
        request = TextLayout.Font(
            family: family, size: size, weight: Int(pango_font_description_get_weight(description).rawValue),
            italic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(font)) }

    public static func == (lhs: GlyphFont, rhs: GlyphFont) -> Bool { lhs.font == rhs.font || lhs.request == rhs.request }
    public func hash(into hasher: inout Hasher) { hasher.combine(request) }

    /// The point size.
    public var size: CGFloat { request.size }

    /// The face's name within its family ("Book", "Bold", "Oblique").
    public var faceName: String {
        guard let face = pango_font_get_face(font), let name = pango_font_face_get_face_name(face) else {
            return TextLayout.Font.faceName(weight: request.weight, italic: request.italic)
        }
        return String(cString: name)
    }

    /// The PostScript-style name: `DejaVuSans-Bold`.
    public var postScriptName: String { TextLayout.Font.postScriptName(family: request.family, face: faceName) }

    /// The family and the face together, as a font menu shows it: `DejaVu Sans Bold` (the regular face: the family).
    public var fullName: String {
        let face = faceName
        return ["Book", "Regular", "Normal", "Roman"].contains(face) ? request.family : "\(request.family) \(face)"
    }

    /// Whether every glyph of the family has one advance.
    public var isMonospaced: Bool {
        guard let face = pango_font_get_face(font), let family = pango_font_face_get_family(face) else { return false }
        return pango_font_family_is_monospace(family) != 0
    }

    /// The distance above the baseline, the one below it (positive) and the gap between lines.
    public var lineMetrics: (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let metrics = pango_font_get_metrics(font, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
        return (ascent, descent, max(height - ascent - descent, 0))
    }

    /// Where the underline goes (below the baseline: negative) and how thick it is.
    public var underline: (position: CGFloat, thickness: CGFloat) {
        let metrics = pango_font_get_metrics(font, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        return (CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale, CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale)
    }

    /// The design units in an em.
    public var unitsPerEm: Int {
        guard let hb = pango_font_get_hb_font(font) else { return 2048 }
        return Int(hb_face_get_upem(hb_font_get_face(hb)))
    }

    /// The number of glyphs in the face.
    public var glyphCount: Int {
        guard let hb = pango_font_get_hb_font(font) else { return 0 }
        return Int(hb_face_get_glyph_count(hb_font_get_face(hb)))
    }

    /// The rectangle every glyph fits in (the `head` table's box), y up, in points.
    public var boundingBox: CGRect {
        guard let hb = pango_font_get_hb_font(font) else { return .zero }
        let head = hb_face_reference_table(hb_font_get_face(hb), 0x6865_6164)
        defer { hb_blob_destroy(head) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(head, &length), length >= 44 else { return .zero }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func value(_ offset: Int) -> CGFloat { CGFloat(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))) }
        let scale = size / CGFloat(max(unitsPerEm, 1))
        return CGRect(x: value(36) * scale, y: value(38) * scale, width: (value(40) - value(36)) * scale, height: (value(42) - value(38)) * scale)
    }

    /// The glyph the face maps `scalar` to, or nil when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> CGGlyph? {
        guard let hb = pango_font_get_hb_font(font) else { return nil }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hb, scalar.value, &glyph) != 0, glyph < UInt32(kCGFontIndexInvalid) else { return nil }
        return CGGlyph(glyph)
    }

    /// Whether `glyph` is one of the face's glyphs.
    func isValid(_ glyph: CGGlyph) -> Bool { glyph != kCGFontIndexInvalid && Int(glyph) < glyphCount }

    /// How far the pen moves after `glyph`.
    public func advance(of glyph: CGGlyph) -> CGFloat {
        guard isValid(glyph) else { return 0 }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_font_get_glyph_extents(font, PangoGlyph(glyph), &ink, &logical)
        return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    }

    /// The ink of `glyph` from its origin on the baseline, y up; empty for a glyph without ink.
    public func inkBounds(of glyph: CGGlyph) -> CGRect {
        guard isValid(glyph) else { return .zero }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_font_get_glyph_extents(font, PangoGlyph(glyph), &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        guard ink.width > 0, ink.height > 0 else { return .zero }
        return CGRect(x: CGFloat(ink.x) / scale, y: -CGFloat(ink.y + ink.height) / scale, width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
    }

    /// The outline of `glyph` from its origin on the baseline, y up, as cairo traces it; nil for a glyph without one.
    public func path(of glyph: CGGlyph, transform: CGAffineTransform = .identity) -> CGPath? {
        guard isValid(glyph), let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_set_scaled_font(cr, scaled)
        var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(cr, &cairoGlyph, 1)
        guard let traced = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(traced) }
        let path = CGMutablePath()
        let flip = CGAffineTransform(scaleX: 1, y: -1).concatenating(transform)
        var index = 0
        while index < Int(traced.pointee.num_data) {
            let header = traced.pointee.data[index].header
            func point(_ offset: Int) -> CGPoint {
                let p = traced.pointee.data[index + offset].point
                return CGPoint(x: p.x, y: p.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1), transform: flip)
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1), transform: flip)
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2), transform: flip)
            default: path.closeSubpath()
            }
            index += Int(header.length)
        }
        return path.isEmpty ? nil : path
    }

    /// Draws `glyphs` with their origins at `positions` in text space, which `textMatrix` (its translation included)
    /// takes to user space, y up as Core Text draws; in `color`, or the context's fill colour when nil.
    public func draw(_ glyphs: [CGGlyph], at positions: [CGPoint], textMatrix: CGAffineTransform, color: CGColor?, in context: CGContext) {
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return }
        let shown = zip(glyphs, positions).filter { isValid($0.0) }
        guard !shown.isEmpty else { return }
        let c = (color ?? context.state.fillColor).rgba
        let alpha = c.a * Double(context.state.alpha)
        context.withSeparatePath {
            context.perform { cr in
                cairo_save(cr)
                var matrix = cairo_matrix_t(
                    xx: Double(textMatrix.a), yx: Double(textMatrix.b), xy: Double(textMatrix.c), yy: Double(textMatrix.d),
                    x0: Double(textMatrix.tx), y0: Double(textMatrix.ty))
                cairo_transform(cr, &matrix)
                cairo_scale(cr, 1, -1)
                cairo_set_scaled_font(cr, scaled)
                cairo_set_font_size(cr, Double(size))
                cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha)
                var cairoGlyphs = shown.map { cairo_glyph_t(index: UInt($0.0), x: Double($0.1.x), y: -Double($0.1.y)) }
                cairo_show_glyphs(cr, &cairoGlyphs, Int32(cairoGlyphs.count))
                cairo_restore(cr)
            }
        }
    }
}
