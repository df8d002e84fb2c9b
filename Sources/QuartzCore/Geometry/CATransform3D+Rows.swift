import Foundation

/// A 4×4 transform as four SIMD rows (row-vector convention, like `CATransform3D`): the one
/// place matrix products are computed, for the model and the render side alike.
struct TransformRows {
    var r1, r2, r3, r4: SIMD4<Double>

    init(_ t: CATransform3D) {
        r1 = SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        r2 = SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        r3 = SIMD4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
        r4 = SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    }

    /// A translation by (x, y, z) applied before `self`.
    mutating func premultiplyTranslation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
        r4 += r1 * Double(x) + r2 * Double(y) + r3 * Double(z)
    }

    /// A translation by (x, y, z) applied after `self`.
    mutating func postmultiplyTranslation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
        let shift = SIMD4(Double(x), Double(y), Double(z), 0)
        r1 += shift * r1.w
        r2 += shift * r2.w
        r3 += shift * r3.w
        r4 += shift * r4.w
    }

    /// `self` followed by `other`.
    func concatenating(_ other: TransformRows) -> TransformRows {
        func row(_ r: SIMD4<Double>) -> SIMD4<Double> { other.r1 * r.x + other.r2 * r.y + other.r3 * r.z + other.r4 * r.w }
        var result = self
        (result.r1, result.r2, result.r3, result.r4) = (row(r1), row(r2), row(r3), row(r4))
        return result
    }

    /// The transform these rows hold.
    var transform: CATransform3D {
        CATransform3D(
            m11: r1.x, m12: r1.y, m13: r1.z, m14: r1.w,
            m21: r2.x, m22: r2.y, m23: r2.z, m24: r2.w,
            m31: r3.x, m32: r3.y, m33: r3.z, m34: r3.w,
            m41: r4.x, m42: r4.y, m43: r4.z, m44: r4.w)
    }

    /// Rows and columns 1, 2 and 4: the map of the z = 0 plane (as `Homography(flattening:)`).
    var flattened: Homography {
        Homography(SIMD3(r1.x, r1.y, r1.w), SIMD3(r2.x, r2.y, r2.w), SIMD3(r4.x, r4.y, r4.w))
    }
}
