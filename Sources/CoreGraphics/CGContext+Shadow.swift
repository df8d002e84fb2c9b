import CCairo
import Foundation

extension CGContext {
    /// Runs one drawing operation on cairo with the current blend mode, casting the current shadow if any.
    ///
    /// `operation` draws on the cairo context it is given, whose path is the current path and whose
    /// CTM and line style are the current ones; it applies the fill or stroke colour and global alpha itself.
    func perform(_ operation: (OpaquePointer) -> Void) {
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        if let mask = state.clipMask {
            withClipMask(mask) { performUnmasked(operation) }
        } else {
            performUnmasked(operation)
        }
    }

    /// Runs the operation, through a shadow layer when a shadow is set.
    private func performUnmasked(_ operation: (OpaquePointer) -> Void) {
        if let shadow = state.shadow {
            performWithShadow(shadow, operation)
        } else {
            operation(cr)
        }
    }

    /// Draws the operation into a transparent layer, then composites a blurred, offset, tinted copy of
    /// its alpha and the layer itself through the current clip and blend mode.
    private func performWithShadow(_ shadow: GraphicsState.Shadow, _ operation: (OpaquePointer) -> Void) {
        let sigma = min(Double(shadow.blur * baseScale) / 2, Self.maximumShadowSigma)
        let dx = Double(shadow.offset.width * baseScale), dy = Double(shadow.offset.height * baseScale)
        guard dx.isFinite, dy.isFinite else { return operation(cr) }
        // The layer extends past the bitmap so that shapes just outside still cast their shadow in;
        // a shadow offset further than the bitmap is wide only ever shows shapes drawn inside it.
        let reach = min(max(abs(dx), abs(dy)), Double(max(width, height)))
        let margin = CGFloat((3 * sigma + reach).rounded(.up)) + 2
        // The layer covers only what the operation can touch: the path's extents, when it uses the path.
        var area = CGRect(x: 0, y: 0, width: width, height: height).insetBy(dx: -margin, dy: -margin)
        if let ink = pathDeviceExtents() { area = area.intersection(ink.insetBy(dx: -2, dy: -2)).integral }
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))!
        defer { cairo_surface_destroy(layer) }
        guard cairo_surface_status(layer) == CAIRO_STATUS_SUCCESS else { return operation(cr) }
        let layerCR = cairo_create(layer)!
        defer { cairo_destroy(layerCR) }
        copyDrawingSettings(to: layerCR, dx: -Double(area.minX), dy: -Double(area.minY))
        operation(layerCR)
        cairo_surface_flush(layer)

        guard let mask = ShadowMask(alphaOf: layer, sigma: sigma) else { return }
        defer { mask.destroy() }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color.rgba
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        cairo_mask_surface(
            cr, mask.surface, Double(mask.originX) + Double(area.minX) + dx, Double(mask.originY) + Double(area.minY) + dy)
        cairo_set_source_surface(cr, layer, Double(area.minX), Double(area.minY))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The device-pixel box that filling or stroking the current path can touch; nil when the path is empty.
    private func pathDeviceExtents() -> CGRect? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
        var box = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        box = box.union(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        return box.applying(ctm)
    }

    /// The largest blur standard deviation, in pixels, that shadows use.
    static let maximumShadowSigma = 256.0

    /// Gives `target` this context's CTM (moved by `dx`, `dy` device pixels), path, and line and fill settings.
    private func copyDrawingSettings(to target: OpaquePointer, dx: Double, dy: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.x0 += dx
        m.y0 += dy
        cairo_set_matrix(target, &m)
        let path = cairo_copy_path(cr)!
        cairo_append_path(target, path)
        cairo_path_destroy(path)
        cairo_set_line_width(target, cairo_get_line_width(cr))
        cairo_set_line_cap(target, cairo_get_line_cap(cr))
        cairo_set_line_join(target, cairo_get_line_join(cr))
        cairo_set_miter_limit(target, cairo_get_miter_limit(cr))
        cairo_set_antialias(target, cairo_get_antialias(cr))
        cairo_set_tolerance(target, cairo_get_tolerance(cr))
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cr, &dashes, &phase)
            cairo_set_dash(target, dashes, Int32(dashCount), phase)
        }
    }
}

/// The blurred alpha of a layer's drawn area: an A8 surface and where it sits in the layer.
private struct ShadowMask {
    let surface: OpaquePointer
    let originX: Int
    let originY: Int

    /// Extracts the alpha inside the drawn bounding box (plus room for the blur) and blurs it; nil when nothing was drawn.
    init?(alphaOf layer: OpaquePointer, sigma: Double) {
        let width = Int(cairo_image_surface_get_width(layer)), height = Int(cairo_image_surface_get_height(layer))
        let stride = Int(cairo_image_surface_get_stride(layer))
        guard let data = cairo_image_surface_get_data(layer) else { return nil }
        let base = UnsafeRawPointer(data)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let boxes = BoxBlur.passes(sigma: sigma)
        let reach = boxes.reduce(0) { $0 + max($1.left, $1.right) }
        originX = minX - reach
        originY = minY - reach
        let maskWidth = maxX - minX + 1 + 2 * reach, maskHeight = maxY - minY + 1 + 2 * reach
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        guard let maskData = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let maskStride = Int(cairo_image_surface_get_stride(surface))
        for y in minY...maxY {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            let out = maskData + (y - originY) * maskStride
            for x in minX...maxX { out[x - originX] = UInt8(row[x] >> 24) }
        }
        BoxBlur.blur(maskData, width: maskWidth, height: maskHeight, stride: maskStride, boxes: boxes)
        cairo_surface_mark_dirty(surface)
    }

    func destroy() {
        cairo_surface_destroy(surface)
    }
}
