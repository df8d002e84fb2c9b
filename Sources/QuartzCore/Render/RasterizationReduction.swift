import CPixman
import Foundation

/// A rasterized layer's bitmap at its `rasterizationScale` below the display's: the group drawn at the display's
/// scale, then each pixel of a smaller bitmap the average of the pixels it covers, as if drawn at the lower scale.
extension PixelSurface {
    /// A copy `ratio` (0…1) times as large on each side (rounded up, at least one pixel), each pixel the box average
    /// of what it covers; nil when no surface could be made.
    func reduced(by ratio: Double) -> PixelSurface? {
        guard ratio > 0, ratio < 1 else { return nil }
        let reducedWidth = max(1, Int((Double(width) * ratio).rounded(.up)))
        let reducedHeight = max(1, Int((Double(height) * ratio).rounded(.up)))
        guard let result = PixelSurface(width: reducedWidth, height: reducedHeight),
              let view = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))
        else { return nil }
        defer { pixman_image_unref(view) }
        // Source pixels per result pixel on each axis; the map takes a result pixel to the source pixels it covers.
        let stepX = Double(width) / Double(reducedWidth), stepY = Double(height) / Double(reducedHeight)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, Self.fixed(stepX), Self.fixed(stepY))
        pixman_image_set_transform(view, &transform)
        // A box as wide as the step, sampled from the pixels as they are (no reconstruction blur).
        var count: Int32 = 0
        guard let parameters = pixman_filter_create_separable_convolution(
            &count, Self.fixed(stepX), Self.fixed(stepY),
            PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 2, 2)
        else { return nil }
        defer { free(parameters) }
        pixman_image_set_filter(view, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count)
        pixman_image_composite32(
            PIXMAN_OP_SRC, view, nil, result.image, 0, 0, 0, 0, 0, 0, Int32(reducedWidth), Int32(reducedHeight))
        return result
    }

    /// `value` in pixman's 16.16 fixed point.
    private static func fixed(_ value: Double) -> pixman_fixed_t {
        pixman_fixed_t((value * 65536).rounded())
    }
}
