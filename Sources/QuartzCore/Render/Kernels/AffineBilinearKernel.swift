import CCompositeKernels

/// Draws a bitmap through an affine map with bilinear filtering and soft edges, OVER with an
/// opacity: each target row is walked only over the span where the source (with its one-pixel
/// filtered fringe) lands, and only that span's ends check the source bounds.
enum AffineBilinearKernel {
    /// Blends `source` through `map` (target to source, affine) into `area` of `target`;
    /// `mask` is the opacity in 0…255.
    static func draw(_ source: PixelSurface, map: FixedPointMap, mask: UInt32, area: DamageRect, into target: PixelSurface) {
        let sampler = BilinearSource(source, mask: mask)
        let du = map.row0.x, dv = map.row1.x
        let w = Int64(sampler.width), h = Int64(sampler.height)
        let columns = area.x..<area.maxX
        let destination = target.pixels.assumingMemoryBound(to: UInt32.self)
        let targetWords = target.stride / 4
        for y in area.y..<area.maxY {
            let start = map.rowStart(y)
            // pixman samples half a pixel up and left of the mapped centre.
            let u0 = start.x - 0x8000, v0 = start.y - 0x8000
            let touched = SpanSolver.solve(start: u0, step: du, low: -65536, high: w << 16 - 1, within: columns)
                .clamping(to: SpanSolver.solve(start: v0, step: dv, low: -65536, high: h << 16 - 1, within: columns))
            guard !touched.isEmpty else { continue }
            let row = destination + y * targetWords
            func checked(_ pixels: Range<Int>) {
                let x = Int64(pixels.lowerBound)
                sampler.blendChecked(u: u0 + x * du, v: v0 + x * dv, du: du, dv: dv, mask: mask, into: row + pixels.lowerBound, count: pixels.count)
            }
            let inside = SpanSolver.solve(start: u0, step: du, low: 0, high: (w - 1) << 16 - 1, within: touched)
                .clamping(to: SpanSolver.solve(start: v0, step: dv, low: 0, high: (h - 1) << 16 - 1, within: touched))
            let insideStart = inside.isEmpty ? touched.upperBound : inside.lowerBound
            checked(touched.lowerBound..<insideStart)
            if !inside.isEmpty {
                drawInside(sampler, u: u0 + Int64(inside.lowerBound) * du, v: v0 + Int64(inside.lowerBound) * dv,
                           du: Int32(truncatingIfNeeded: du), dv: Int32(truncatingIfNeeded: dv),
                           mask: sampler.insideMask, into: row + inside.lowerBound, count: inside.count)
                checked(inside.upperBound..<touched.upperBound)
            }
        }
    }

    /// The unchecked middle of a span: every tap is inside the source, so the 16.16 position
    /// fits 32 bits and steps by a constant (SSE2 in `CCompositeKernels`).
    private static func drawInside(
        _ sampler: BilinearSource, u: Int64, v: Int64, du: Int32, dv: Int32,
        mask: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        ck_affine_bilinear_span(
            sampler.pixels, sampler.rowWords, row, Int32(count),
            Int32(truncatingIfNeeded: u), Int32(truncatingIfNeeded: v), du, dv, mask)
    }
}
