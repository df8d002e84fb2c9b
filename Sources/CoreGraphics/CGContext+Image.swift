import CCairo

extension CGContext {
    /// Draws `image` scaled into `rect`, with the current alpha, blend mode, shadow and interpolation quality.
    ///
    /// As on Apple platforms, the image's first row lands at `rect.maxY`: right way up in a y-up space,
    /// so upside down in this y-down context, exactly as `CGContext.draw` behaves in a UIKit context
    /// (UIImage's drawing methods flip it back). Image edges stay sharp when scaled.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, tiled: false)
    }

    /// Fills the clip area with copies of `image`, each the size of `rect`, one of them at `rect` (upside down here, as `draw(_:in:)`).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        draw(image, in: rect, tiled: byTiling)
    }

    private func draw(_ image: CGImage, in rect: CGRect, tiled: Bool) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        let imageSurface = image.makeCairoSurface()
        defer { cairo_surface_destroy(imageSurface) }
        let pattern = cairo_pattern_create_for_surface(imageSurface)!
        defer { cairo_pattern_destroy(pattern) }
        // Maps user space to image pixels: x from minX, y from maxY upwards.
        var m = cairo_matrix_t(
            xx: Double(CGFloat(image.width) / r.width), yx: 0, xy: 0, yy: -Double(CGFloat(image.height) / r.height),
            x0: -Double(r.minX * CGFloat(image.width) / r.width), y0: Double(r.maxY * CGFloat(image.height) / r.height))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        let alpha = Double(state.alpha)
        if tiled {
            withExtendedLifetime(image) {
                withSeparatePath {
                    perform { target in
                        cairo_set_source(target, pattern)
                        cairo_paint_with_alpha(target, alpha)
                    }
                }
            }
            return
        }
        withExtendedLifetime(image) {
            withSeparatePath {
                addRect(r)
                perform { target in
                    cairo_set_source(target, pattern)
                    if alpha < 1 {
                        cairo_save(target)
                        cairo_clip(target)
                        cairo_paint_with_alpha(target, alpha)
                        cairo_restore(target)
                    } else {
                        cairo_fill(target)
                    }
                }
            }
        }
    }
}

extension CGInterpolationQuality {
    /// The cairo filter for this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
