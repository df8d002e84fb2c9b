import CCompositeKernels

/// Fractional moves at scale 1 (sprites sliding by sub-pixel steps): every pixel mixes the same
/// four neighbours with the same weights, so the taps are read in sequence with constant
/// weights, the spans are the same on every row, and the rows just above and below the source
/// read as a row of transparent words.
enum TranslateKernel {
    /// Whether `source`, drawn moved by `map` (source to target), is better drawn from a copy with
    /// a transparent border (`PixelSurface.withTransparentBorder`): then every tap of every pixel
    /// lies inside it, and the whole rectangle is one call. Not for opaque sources, which copy
    /// their inside rather than blend, nor for sources that extend their edges.
    /// `transformClass` is the map's, when already known.
    static func wantsBorder(_ source: PixelSurface, through map: Homography, transformClass: TransformClass? = nil) -> Bool {
        !source.isKnownOpaque && !source.extendsEdges && KernelSelection.current == .own
            && (transformClass ?? map.transformClass) == .axisAlignedScale && map.r0.x == 1 && map.r1.y == 1
    }

    /// Whether `map` (target to source) is a translation, which this kernel draws.
    static func handles(_ map: FixedPointMap) -> Bool {
        map.isAffine && map.row0.x == 1 << 16 && map.row1.y == 1 << 16
            && map.row0.y == 0 && map.row1.x == 0
    }

    /// Blends `source` moved by `map` into `area` of `target`; `mask` is the opacity in 0…255.
    static func draw(_ source: PixelSurface, map: FixedPointMap, mask: UInt32, area: DamageRect, into target: PixelSurface) {
        let sampler = BilinearSource(source, mask: mask)
        let w = Int64(sampler.width), h = Int64(sampler.height)
        // pixman samples half a pixel up and left of the mapped centre; both steps are 1 pixel.
        let start = map.rowStart(0)
        let u0 = start.x - 0x8000, v0 = start.y - 0x8000
        let touched = SpanSolver.solve(start: u0, step: 1 << 16, low: -65536, high: w << 16 - 1, within: area.x..<area.maxX)
        let rows = SpanSolver.solve(start: v0, step: 1 << 16, low: -65536, high: h << 16 - 1, within: area.y..<area.maxY)
        guard !touched.isEmpty, !rows.isEmpty else { return }
        let inside = SpanSolver.solve(start: u0, step: 1 << 16, low: 0, high: (w - 1) << 16 - 1, within: touched)
        let wx = UInt32(truncatingIfNeeded: (u0 >> 9) & 0x7f), wy = UInt32(truncatingIfNeeded: (v0 >> 9) & 0x7f)
        let destination = target.pixels.assumingMemoryBound(to: UInt32.self)
        if source.hasTransparentBorder {
            // A pixel with a tap off the source reads only the transparent border and beyond: it
            // draws nothing. The others read inside: one call for the rectangle.
            TranslateStep(source, map: map, mask: mask)?.draw(in: area, into: target)
            return
        }
        for y in rows {
            let v = v0 + Int64(y) << 16
            let row = destination + y * (target.stride / 4)
            func checked(_ pixels: Range<Int>) {
                let u = u0 + Int64(pixels.lowerBound) << 16
                sampler.blendChecked(u: u, v: v, du: 1 << 16, dv: 0, mask: mask, into: row + pixels.lowerBound, count: pixels.count)
            }
            let sourceY = Int(v >> 16)
            let offRow = sourceY < 0 || sourceY + 1 >= sampler.height
            guard !inside.isEmpty, !offRow || inside.count < Int(CK_ZERO_ROW_WORDS) else {
                checked(touched)
                continue
            }
            checked(touched.lowerBound..<inside.lowerBound)
            let sourceX = Int((u0 + Int64(inside.lowerBound) << 16) >> 16)
            func sourceRow(_ y: Int) -> UnsafePointer<UInt32> {
                y >= 0 && y < sampler.height ? sampler.pixels + (y * sampler.rowWords + sourceX) : ck_zero_row()
            }
            // A row off the source mixes with transparency: never opaque, so never replacing.
            ck_translate_bilinear_span(
                sourceRow(sourceY), sourceRow(sourceY + 1), row + inside.lowerBound, Int32(inside.count),
                wx, wy, offRow ? mask : sampler.insideMask)
            checked(inside.upperBound..<touched.upperBound)
        }
    }
}
