/// A planar projective map (3×3, row-vector convention like `CATransform3D`): how one layer's
/// plane lands on another's, or on the screen, once Core Animation has flattened each level.
public struct Homography: Equatable, Sendable {
    /// Rows of the matrix: a point is the row `(x, y, 1)` times it.
    public var r0: SIMD3<Double>
    public var r1: SIMD3<Double>
    public var r2: SIMD3<Double>

    public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    public static let identity = Homography(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// A translation.
    public static func translation(x: Double, y: Double) -> Homography {
        Homography(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(x, y, 1))
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> Homography {
        Homography(SIMD3(x, 0, 0), SIMD3(0, y, 0), SIMD3(0, 0, 1))
    }

    /// The planar part of a 4×4 transform for points with z = 0, ignoring the z it outputs:
    /// rows and columns 1, 2 and 4. This is Core Animation's flattening into the parent's plane.
    public init(flattening t: CATransform3D) {
        r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m14))
        r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m24))
        r2 = SIMD3(Double(t.m41), Double(t.m42), Double(t.m44))
    }

    /// `self` followed by `other`.
    public func concatenating(_ other: Homography) -> Homography {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            other.r0 * r.x + other.r1 * r.y + other.r2 * r.z
        }
        return Homography(row(r0), row(r1), row(r2))
    }

    /// A translation by (x, y) followed by `self`: `translation(x:y:).concatenating(self)`
    /// without its multiplies by 0 and 1 (for a finite `self`, the same map).
    @inline(__always)
    func afterTranslation(x: Double, y: Double) -> Homography {
        Homography(r0, r1, r0 * x + r1 * y + r2)
    }

    /// Maps a point, with the projective divide; nil when it lands at or behind the eye (w ≤ 0).
    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let p = r0 * x + r1 * y + r2
        guard p.z > 1e-9, p.x.isFinite, p.y.isFinite else { return nil }
        return (p.x / p.z, p.y / p.z)
    }

    /// The homogeneous image of a point, before the divide.
    public func applyHomogeneous(_ x: Double, _ y: Double) -> SIMD3<Double> {
        r0 * x + r1 * y + r2
    }

    public var determinant: Double {
        r0.x * (r1.y * r2.z - r1.z * r2.y) - r0.y * (r1.x * r2.z - r1.z * r2.x) + r0.z * (r1.x * r2.y - r1.y * r2.x)
    }

    /// The inverse map; nil when the plane is seen edge-on (singular).
    public func inverted() -> Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let c0 = SIMD3(r1.y * r2.z - r1.z * r2.y, r0.z * r2.y - r0.y * r2.z, r0.y * r1.z - r0.z * r1.y)
        let c1 = SIMD3(r1.z * r2.x - r1.x * r2.z, r0.x * r2.z - r0.z * r2.x, r0.z * r1.x - r0.x * r1.z)
        let c2 = SIMD3(r1.x * r2.y - r1.y * r2.x, r0.y * r2.x - r0.x * r2.y, r0.x * r1.y - r0.y * r1.x)
        return Homography(c0 / det, c1 / det, c2 / det)
    }

    /// `self == other`, entry by entry, the translation first (what most often differs between
    /// frames): the synthesized `==` on the SIMD rows costs several times more.
    @inline(__always)
    func sameMap(as other: Homography) -> Bool {
        r2.x == other.r2.x && r2.y == other.r2.y && r0.x == other.r0.x && r1.y == other.r1.y && r0.y == other.r0.y
            && r1.x == other.r1.x && r0.z == other.r0.z && r1.z == other.r1.z && r2.z == other.r2.z
    }

    /// Whether every entry is a finite number.
    @inline(__always)
    public var isFinite: Bool {
        // x − x is 0 for a finite x and NaN for an infinite or NaN one (no array built: it runs per layer per frame).
        let zero = (r0 - r0) + (r1 - r1) + (r2 - r2)
        return zero.x == 0 && zero.y == 0 && zero.z == 0
    }

    /// The cheapest way to draw through this map (see `TransformClass`).
    public var transformClass: TransformClass {
        let epsilon = 1e-9
        guard abs(r0.z) < epsilon, abs(r1.z) < epsilon, abs(r2.z - 1) < epsilon else { return .projective }
        guard abs(r0.y) < epsilon, abs(r1.x) < epsilon else { return .affine }
        let unitScale = abs(r0.x - 1) < epsilon && abs(r1.y - 1) < epsilon
        return unitScale && Homography.isNearlyWhole(r2.x) && Homography.isNearlyWhole(r2.y) ? .integerTranslation : .axisAlignedScale
    }

    /// Whether `value` is within a millionth of a whole number. Below 2⁵¹ adding and removing
    /// 1.5 · 2⁵² rounds it in two additions (this runs several times per layer per frame; the
    /// library's `round` is a call).
    @inline(__always)
    private static func isNearlyWhole(_ value: Double) -> Bool {
        let magic = 0x1.8p52
        guard abs(value) < 0x1p51 else { return abs(value - value.rounded()) < 1e-6 }
        return abs(value - ((value + magic) - magic)) < 1e-6
    }
}

/// How a layer's pixels map to the target, from cheapest to dearest to draw.
public enum TransformClass: Int, Comparable, Sendable {
    /// A whole-pixel move: a straight copy or blend, no filtering.
    case integerTranslation
    /// Scaling along the axes and any translation: rows stay rows.
    case axisAlignedScale
    /// Rotation or shear: bilinear filtering with antialiased edges.
    case affine
    /// Perspective: a projective divide per pixel.
    case projective

    public static func < (lhs: TransformClass, rhs: TransformClass) -> Bool { lhs.rawValue < rhs.rawValue }
}
