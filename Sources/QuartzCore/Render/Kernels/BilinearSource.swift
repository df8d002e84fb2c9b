import CCompositeKernels

/// A source bitmap as the kernels read it: raw words, with transparent pixels outside (pixman's
/// `PIXMAN_REPEAT_NONE`), which is what softens the edges of a transformed layer.
struct BilinearSource {
    let pixels: UnsafePointer<UInt32>
    /// Words from one row to the next.
    let rowWords: Int
    let width: Int
    let height: Int
    /// The mask for pixels whose four taps are all inside: `CK_REPLACE` when the source is
    /// opaque and unfaded (filtered opaque pixels replace the target), else `mask`.
    let insideMask: UInt32

    init(_ surface: PixelSurface, mask: UInt32) {
        pixels = UnsafePointer(surface.pixels.assumingMemoryBound(to: UInt32.self))
        rowWords = surface.stride / 4
        width = surface.width
        height = surface.height
        insideMask = surface.isKnownOpaque && mask == 255 ? CK_REPLACE : mask
    }

    /// Blends `count` pixels from `row` on, sampled from 16.16 position (`u`, `v`) (already
    /// shifted half a pixel) stepped by (`du`, `dv`), each tap checked against the bounds.
    func blendChecked(u: Int64, v: Int64, du: Int64, dv: Int64, mask: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        ck_affine_bilinear_span_checked(pixels, rowWords, Int32(width), Int32(height), row, Int32(count), u, v, du, dv, mask)
    }
}
