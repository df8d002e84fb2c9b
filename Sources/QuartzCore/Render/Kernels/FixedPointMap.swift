import CPixman

/// A target-to-source map in pixman's 16.16 fixed point (column vectors, normalized so the
/// projective corner is 1): what pixman samples through, so the own kernels can sample the
/// very same source positions.
struct FixedPointMap {
    /// `matrix[row][column]`.
    let matrix: [[Int64]]

    /// The fixed-point form of `inverse` (target pixels to source pixels); nil when an entry
    /// does not fit in 16.16.
    init?(inverse: Homography) {
        let rows = [inverse.r0, inverse.r1, inverse.r2]
        let norm = max(abs(inverse.r2.z), 1e-12)
        var matrix = [[Int64]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                let scaled = rows[column][row] / norm * 65536
                guard scaled.isFinite, abs(scaled) < Double(Int32.max) else { return nil }
                matrix[row][column] = Int64(scaled.rounded())
            }
        }
        self.matrix = matrix
    }

    var pixmanTransform: pixman_transform_t {
        func entry(_ row: Int, _ column: Int) -> pixman_fixed_t { pixman_fixed_t(matrix[row][column]) }
        return pixman_transform_t(matrix: (
            (entry(0, 0), entry(0, 1), entry(0, 2)),
            (entry(1, 0), entry(1, 1), entry(1, 2)),
            (entry(2, 0), entry(2, 1), entry(2, 2))))
    }

    /// The source position (16.16) pixman samples for the centre of target pixel (0, `y`),
    /// before the bilinear half-pixel shift; rounded as `pixman_transform_point_3d` rounds, so
    /// that stepping by column 0 reproduces every later pixel of the row exactly.
    func rowStart(_ y: Int) -> (x: Int64, y: Int64, w: Int64) {
        let vx: Int64 = 0x8000, vy = Int64(y) << 16 | 0x8000
        func row(_ r: Int) -> Int64 {
            (matrix[r][0] &* vx &+ matrix[r][1] &* vy &+ matrix[r][2] &<< 16 &+ 0x8000) >> 16
        }
        return (row(0), row(1), row(2))
    }

    /// Whether the map keeps the third coordinate at 1 (no projective divide).
    var isAffine: Bool { matrix[2][0] == 0 && matrix[2][1] == 0 && matrix[2][2] == 65536 }
}
