import CPixman

/// Drawing through `pixman_image_composite32`: its SSE2 blits for whole-pixel moves, and the
/// reference the own kernels are tested and measured against for every other class.
enum PixmanKernel {
    /// Blends `source` through `map` into `area` of `target` (already clipped to the target);
    /// `replacing` copies a whole-pixel move (its pixels in `area` are known to be opaque).
    static func draw(
        _ source: PixelSurface, through map: Homography, transformClass: TransformClass, opacity: Float,
        area: DamageRect, into target: PixelSurface, replacing: Bool = false
    ) {
        let mask = opacity < 1 ? solidMask(opacity) : nil
        defer { if let mask { pixman_image_unref(mask) } }
        // The transform and filter go on an image of this call's own over the source's pixels:
        // render threads may draw the same source at once.
        guard let view = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
            source.pixels.assumingMemoryBound(to: UInt32.self), Int32(source.stride))
        else { return }
        defer { pixman_image_unref(view) }
        if source.extendsEdges { pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD) }
        if transformClass == .integerTranslation {
            let op = (source.isKnownOpaque || replacing) && opacity >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
            let dx = Int32(map.r2.x.rounded()), dy = Int32(map.r2.y.rounded())
            pixman_image_composite32(
                op, view, mask, target.image,
                Int32(area.x) - dx, Int32(area.y) - dy, 0, 0,
                Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
            return
        }
        guard let inverse = map.inverted(), var transform = FixedPointMap(inverse: inverse)?.pixmanTransform else { return }
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_OVER, view, mask, target.image,
            Int32(area.x), Int32(area.y), 0, 0,
            Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }

    /// The 16-bit alpha of the solid mask for `opacity`.
    static func maskAlpha16(_ opacity: Float) -> UInt16 {
        UInt16(max(0, min(1, opacity)) * 65535 + 0.5)
    }

    /// The 8-bit alpha pixman derives from that mask, which the own kernels fade by.
    static func maskAlpha(_ opacity: Float) -> UInt32 {
        UInt32(maskAlpha16(opacity) >> 8)
    }

    private static func solidMask(_ opacity: Float) -> OpaquePointer? {
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: maskAlpha16(opacity))
        return pixman_image_create_solid_fill(&color)
    }
}
