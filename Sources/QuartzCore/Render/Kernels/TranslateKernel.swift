import CCompositeKernels

/// Fractional moves at scale 1 (sprites sliding by sub-pixel steps): every pixel mixes the same
/// four neighbours with the same weights, so the taps are read in sequence with constant weights.
enum TranslateKernel {
    /// Blends `count` pixels from `row` on, the first sampled at 16.16 position (`u`, `v`) with
    /// all taps inside the source.
    static func drawInside(
        _ sampler: BilinearSource, u: Int64, v: Int64, mask: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        let first = sampler.pixels + (Int(v >> 16) * sampler.rowWords + Int(u >> 16))
        let wx = UInt32(truncatingIfNeeded: (u >> 9) & 0x7f), wy = UInt32(truncatingIfNeeded: (v >> 9) & 0x7f)
        ck_translate_bilinear_span(first, sampler.rowWords, row, Int32(count), wx, wy, mask)
    }
}
