import CCompositeKernels
import Foundation

/// Draws a bitmap through a perspective map with bilinear filtering and soft edges, OVER with an
/// opacity: one divide per pixel on the exact (floating-point) inverse, each target row walked
/// only where the source lands in front of the eye. Back faces and maps with w ≤ 0 at a corner
/// are dropped before (see `DisplayList`); the span still stops where w would reach 0.
enum ProjectiveKernel {
    /// Blends `source` through `inverse` (target to source pixels) into `area` of `target`;
    /// `mask` is the opacity in 0…255.
    static func draw(_ source: PixelSurface, inverse map: Homography, mask: UInt32, area: DamageRect, into target: PixelSurface) {
        // Scaled so w is about 1 in the middle of the area: the "in front" margin is then relative.
        let middle = map.applyHomogeneous(Double(area.x) + Double(area.width) / 2, Double(area.y) + Double(area.height) / 2).z
        let norm = abs(middle) > 1e-300 ? 1 / abs(middle) : 1
        let inverse = Homography(map.r0 * norm, map.r1 * norm, map.r2 * norm)
        let sampler = BilinearSource(source, mask: mask)
        let w = Double(sampler.width), h = Double(sampler.height)
        let destination = target.pixels.assumingMemoryBound(to: UInt32.self)
        let targetWords = target.stride / 4
        let columns = Double(area.x)...Double(area.maxX - 1)
        // Homogeneous source position of pixel centres, shifted half a source pixel as pixman does.
        let step = SIMD3(inverse.r0.x - 0.5 * inverse.r0.z, inverse.r0.y - 0.5 * inverse.r0.z, inverse.r0.z)
        for y in area.y..<area.maxY {
            let centre = inverse.r0 * 0.5 + inverse.r1 * (Double(y) + 0.5) + inverse.r2
            let start = SIMD3(centre.x - 0.5 * centre.z, centre.y - 0.5 * centre.z, centre.z)
            // In front of the eye, then where some tap lands in the source (−1 ≤ u < w), then
            // where all four do (0 ≤ u < w − 1); each a linear condition once multiplied by w > 0.
            guard let front = LinearSpan(start.z - 1e-6, step.z, within: columns),
                  let frontPixels = front.pixels(widenedBy: 0, within: area.x..<area.maxX),
                  let touched = LinearSpan(start.x + start.z, step.x + step.z, within: front.bounds)?
                    .meeting(start.z * w - start.x, step.z * w - step.x)?
                    .meeting(start.y + start.z, step.y + step.z)?
                    .meeting(start.z * h - start.y, step.z * h - step.y)?
                    .pixels(widenedBy: 1, within: frontPixels)
            else { continue }
            let inside = LinearSpan(start.x, step.x, within: front.bounds)?
                .meeting(start.z * (w - 1) - start.x, step.z * (w - 1) - step.x)?
                .meeting(start.y, step.y)?
                .meeting(start.z * (h - 1) - start.y, step.z * (h - 1) - step.y)?
                .pixels(widenedBy: -1, within: touched) ?? touched.upperBound..<touched.upperBound
            let row = destination + y * targetWords
            func edge(_ x: Int) {
                let p = start + step * Double(x)
                guard p.z > 0 else { return }
                sampler.blendChecked(u: fixed(p.x / p.z), v: fixed(p.y / p.z), du: 0, dv: 0, mask: mask, into: row + x, count: 1)
            }
            for x in touched.lowerBound..<(inside.isEmpty ? touched.upperBound : inside.lowerBound) { edge(x) }
            guard !inside.isEmpty else { continue }
            let first = start + step * Double(inside.lowerBound)
            ck_projective_bilinear_span(
                sampler.pixels, sampler.rowWords, Int32(sampler.width), Int32(sampler.height),
                row + inside.lowerBound, Int32(inside.count), first.x, first.y, first.z, step.x, step.y, step.z, sampler.insideMask)
            for x in inside.upperBound..<touched.upperBound { edge(x) }
        }
    }

    /// A source coordinate in 16.16, bounded well outside any source so out-of-range taps read as transparent.
    private static func fixed(_ t: Double) -> Int64 {
        Int64((max(-65536, min(65536, t)) * 65536).rounded(.down))
    }
}
