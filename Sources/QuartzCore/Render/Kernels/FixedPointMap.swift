import CPixman

/// A target-to-source map in pixman's 16.16 fixed point (column vectors, normalized so the
/// projective corner is 1): what pixman samples through, so the own kernels can sample the
/// very same source positions.
struct FixedPointMap {
    /// The rows of the matrix, each (column 0, column 1, column 2).
    let row0: SIMD3<Int64>
    let row1: SIMD3<Int64>
    let row2: SIMD3<Int64>

    /// The fixed-point form of `inverse` (target pixels to source pixels); nil when an entry
    /// does not fit in 16.16.
    init?(inverse: Homography) {
        let norm = max(abs(inverse.r2.z), 1e-12)
        // Our rows are pixman's columns.
        func row(_ x: Double, _ y: Double, _ z: Double) -> SIMD3<Int64>? {
            let scaled = SIMD3(x, y, z) / norm * 65536
            func fits(_ v: Double) -> Bool { v.isFinite && abs(v) < Double(Int32.max) }
            guard fits(scaled.x), fits(scaled.y), fits(scaled.z) else { return nil }
            return SIMD3(Int64(scaled.x.rounded()), Int64(scaled.y.rounded()), Int64(scaled.z.rounded()))
        }
        guard let row0 = row(inverse.r0.x, inverse.r1.x, inverse.r2.x),
              let row1 = row(inverse.r0.y, inverse.r1.y, inverse.r2.y),
              let row2 = row(inverse.r0.z, inverse.r1.z, inverse.r2.z)
        else { return nil }
        (self.row0, self.row1, self.row2) = (row0, row1, row2)
    }

    var pixmanTransform: pixman_transform_t {
        func entries(_ r: SIMD3<Int64>) -> (pixman_fixed_t, pixman_fixed_t, pixman_fixed_t) {
            (pixman_fixed_t(r.x), pixman_fixed_t(r.y), pixman_fixed_t(r.z))
        }
        return pixman_transform_t(matrix: (entries(row0), entries(row1), entries(row2)))
    }

    /// The source position (16.16) pixman samples for the centre of target pixel (0, `y`),
    /// before the bilinear half-pixel shift; rounded as `pixman_transform_point_3d` rounds, so
    /// that stepping by column 0 reproduces every later pixel of the row exactly.
    func rowStart(_ y: Int) -> (x: Int64, y: Int64, w: Int64) {
        let vx: Int64 = 0x8000, vy = Int64(y) << 16 | 0x8000
        func value(_ r: SIMD3<Int64>) -> Int64 {
            (r.x &* vx &+ r.y &* vy &+ r.z &<< 16 &+ 0x8000) >> 16
        }
        return (value(row0), value(row1), value(row2))
    }

    /// Whether the map keeps the third coordinate at 1 (no projective divide).
    var isAffine: Bool { row2 == SIMD3(0, 0, 65536) }
}
