import Foundation

/// The per-frame flattening arithmetic, on SIMD rows and without the arrays
/// `CATransform3D.concatenating` builds: the display list runs it for every layer every frame.
extension RenderLayer {
    /// `transformToSuperlayer` followed by the parent's `transformForSublayers` (nil when that is
    /// the identity), flattened into the parent's plane.
    func placement(underSublayerTransform parent: CATransform3D?) -> Homography {
        let anchor = anchorInBounds
        var rows = TransformRows(transform)
        // Anchor point to the origin first, then out to the position.
        rows.premultiplyTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        rows.postmultiplyTranslation(position.x, position.y, zPosition)
        if let parent { rows = rows.concatenating(TransformRows(parent)) }
        return rows.flattened
    }

    /// `transformForSublayers`, nil when it is the identity (the common case, which then costs nothing).
    var sublayerTransformIfAny: CATransform3D? {
        sublayerTransform == CATransform3DIdentity ? nil : transformForSublayers
    }
}

/// A 4×4 transform as four SIMD rows (row-vector convention, like `CATransform3D`).
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

    /// Rows and columns 1, 2 and 4: the map of the z = 0 plane (as `Homography(flattening:)`).
    var flattened: Homography {
        Homography(SIMD3(r1.x, r1.y, r1.w), SIMD3(r2.x, r2.y, r2.w), SIMD3(r4.x, r4.y, r4.w))
    }
}
