import CCairo

/// A soft clip in device pixels: an A8 surface whose alpha scales everything drawn (from `clip(to:mask:)`).
final class ClipMask {
    let surface: OpaquePointer

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

extension CGContext {
    /// Clips to `rect` and, inside it, to `mask` stretched over the rect: drawing is scaled by the mask's coverage.
    ///
    /// As `draw(_:in:)`, the mask's first row lands at `rect.maxY`.
    ///
    /// Difference from Apple: Apple accepts only grey images and image masks here; an image with alpha
    /// masks by its alpha (what tinting code expects on iOS), and an opaque image by its luminance,
    /// white letting drawing through.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return }
        let maskCR = cairo_create(surface)!
        defer { cairo_destroy(maskCR) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(maskCR, &m)
        if !r.isNull, r.width > 0, r.height > 0 {
            let source = mask.alphaInfo == .noneSkipFirst ? luminanceSurface(of: mask) : mask.makeCairoSurface()
            defer { cairo_surface_destroy(source) }
            let pattern = cairo_pattern_create_for_surface(source)!
            defer { cairo_pattern_destroy(pattern) }
            var toImage = cairo_matrix_t(
                xx: Double(CGFloat(mask.width) / r.width), yx: 0, xy: 0, yy: -Double(CGFloat(mask.height) / r.height),
                x0: -Double(r.minX * CGFloat(mask.width) / r.width), y0: Double(r.maxY * CGFloat(mask.height) / r.height))
            cairo_pattern_set_matrix(pattern, &toImage)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
            withExtendedLifetime(mask) {
                cairo_rectangle(maskCR, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_set_source(maskCR, pattern)
                cairo_fill(maskCR)
            }
        }
        if let previous = state.clipMask {
            cairo_identity_matrix(maskCR)
            cairo_set_operator(maskCR, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(maskCR, previous.surface, 0, 0)
            cairo_paint(maskCR)
        }
        cairo_surface_flush(surface)
        state.clipMask = ClipMask(surface: surface)
    }

    /// Runs `draw` into a transparent group and composites it through the soft clip with the current blend mode.
    func withClipMask(_ mask: ClipMask, _ draw: () -> Void) {
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        draw()
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        cairo_save(cr)
        // The group's pattern maps through the CTM it was popped under: set as the source under that same CTM, it
        // lands where it was drawn; the mask is in device pixels, so it is placed under the identity.
        cairo_set_source(cr, group)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// An A8 surface holding an opaque image's luminance as alpha; the caller destroys it.
    private func luminanceSurface(of image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height))!
        guard let data = cairo_image_surface_get_data(surface) else { return surface }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let luma = (54 * ((p >> 16) & 0xFF) + 183 * ((p >> 8) & 0xFF) + 19 * (p & 0xFF) + 128) >> 8
                data[y * stride + x] = UInt8(min(255, luma))
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
