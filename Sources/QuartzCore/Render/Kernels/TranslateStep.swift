import CCompositeKernels

/// A bitmap with a transparent border drawn at a fractional translation (`TranslateKernel`), found once a frame:
/// the source pixels, the filter weights and the target rectangle whose every tap lies inside, so drawing it band
/// after band is one kernel call a piece with no map inverted, converted or solved again. Bit for bit what
/// `CompositeKernel.draw` draws through the same map. Free of references: the source must outlive it (see
/// `WholePixelStep`).
struct TranslateStep: @unchecked Sendable {
    private let pixels: UnsafePointer<UInt32>
    private let rowWords: Int
    /// The source position (16.16, shifted half a pixel as pixman samples) of target pixel (0, 0).
    private let u0, v0: Int64
    private let wx, wy: UInt32
    /// The mask for pixels whose four taps all lie inside the source (`BilinearSource.insideMask`).
    private let mask: UInt32
    /// The target pixels drawn: those whose taps all lie inside (the others read only the border: nothing).
    let placed: DamageRect

    /// `source` (with its transparent border) drawn through `map` at `opacity`; nil when the map is not a translation
    /// this kernel draws, or nothing shows.
    init?(_ source: PixelSurface, through map: Homography, opacity: Float) {
        guard !source.extendsEdges, KernelSelection.current == .own, opacity > 0, map.isFinite,
              [.axisAlignedScale, .affine].contains(map.transformClass) else { return nil }
        let mask = PixmanKernel.maskAlpha(opacity)
        guard mask > 0, let inverse = map.inverted(), let fixed = FixedPointMap(inverse: inverse), TranslateKernel.handles(fixed)
        else { return nil }
        self.init(source, map: fixed, mask: mask)
    }

    /// `source` (with its transparent border) drawn through `map` (target to source, a translation
    /// `TranslateKernel.handles`) with the opacity `mask` (1…255); nil when no pixel has all its taps inside.
    init?(_ source: PixelSurface, map: FixedPointMap, mask: UInt32) {
        guard source.hasTransparentBorder else { return nil }
        let sampler = BilinearSource(source, mask: mask)
        let w = Int64(sampler.width), h = Int64(sampler.height)
        // pixman samples half a pixel up and left of the mapped centre; both steps are 1 pixel.
        let start = map.rowStart(0)
        let u0 = start.x - 0x8000, v0 = start.y - 0x8000
        // Any target: each draw keeps to its area, which lies on the target.
        let anywhere = -(1 << 30)..<(1 << 30)
        let columns = SpanSolver.solve(start: u0, step: 1 << 16, low: 0, high: (w - 1) << 16 - 1, within: anywhere)
        let rows = SpanSolver.solve(start: v0, step: 1 << 16, low: 0, high: (h - 1) << 16 - 1, within: anywhere)
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        (pixels, rowWords, self.u0, self.v0) = (sampler.pixels, sampler.rowWords, u0, v0)
        wx = UInt32(truncatingIfNeeded: (u0 >> 9) & 0x7f)
        wy = UInt32(truncatingIfNeeded: (v0 >> 9) & 0x7f)
        self.mask = sampler.insideMask
        placed = DamageRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// Draws the part inside `area`, which lies on the target.
    func draw(in area: DamageRect, into target: PixelSurface) {
        let covered = area.intersection(placed)
        guard !covered.isEmpty else { return }
        let sourceX = Int((u0 + Int64(covered.x) << 16) >> 16), sourceY = Int((v0 + Int64(covered.y) << 16) >> 16)
        let destination = target.pixels.assumingMemoryBound(to: UInt32.self)
        ck_translate_bilinear_rect(
            pixels + (sourceY * rowWords + sourceX), rowWords, destination + (covered.y * (target.stride / 4) + covered.x),
            target.stride / 4, Int32(covered.height), Int32(covered.width), wx, wy, mask)
    }
}
