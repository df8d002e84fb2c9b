import Foundation

/// A transform split into translation, scale, skew, rotation (a unit quaternion) and perspective, the form Core Animation
/// interpolates so that rotations stay rigid instead of shrinking through the middle.
struct CATransform3DDecomposition: Sendable, Equatable {
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    var skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0)
    var quaternion: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)
    var perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)

    static func == (a: CATransform3DDecomposition, b: CATransform3DDecomposition) -> Bool {
        a.vector == b.vector
    }

    /// Splits `t`; nil when `m44` is 0 (the matrix is not a projective transform of a point).
    init?(_ t: CATransform3D) {
        guard t.m44 != 0, t.isFinite else { return nil }
        let n = 1 / Double(t.m44)
        let e = t.entries.map { Double($0) * n }
        perspective = (e[3], e[7], e[11], 1)
        translation = (e[12], e[13], e[14])
        var rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        let sx = Self.length(rows[0])
        rows[0] = Self.normalized(rows[0], length: sx, fallback: [1, 0, 0])
        var kxy = Self.dot(rows[0], rows[1])
        rows[1] = Self.combine(rows[1], rows[0], -kxy)
        let sy = Self.length(rows[1])
        rows[1] = Self.normalized(rows[1], length: sy, fallback: Self.orthogonal(to: rows[0]))
        kxy = sy != 0 ? kxy / sy : 0
        var kxz = Self.dot(rows[0], rows[2])
        rows[2] = Self.combine(rows[2], rows[0], -kxz)
        var kyz = Self.dot(rows[1], rows[2])
        rows[2] = Self.combine(rows[2], rows[1], -kyz)
        var sz = Self.length(rows[2])
        rows[2] = Self.normalized(rows[2], length: sz, fallback: Self.cross(rows[0], rows[1]))
        kxz = sz != 0 ? kxz / sz : 0
        kyz = sz != 0 ? kyz / sz : 0
        var scaleX = sx, scaleY = sy
        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            scaleX = -scaleX
            scaleY = -scaleY
            sz = -sz
            rows = rows.map { $0.map { -$0 } }
        }
        scale = (scaleX, scaleY, sz)
        skew = (kxy, kxz, kyz)
        quaternion = Self.quaternion(fromRows: rows)
    }

    /// Builds a decomposition from its parts.
    init(translation: (Double, Double, Double), scale: (Double, Double, Double), skew: (Double, Double, Double),
         quaternion: (Double, Double, Double, Double), perspective: (Double, Double, Double, Double)) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
        self.perspective = perspective
    }

    /// The matrix these parts describe: rows `scale × (rotation + skew)`, then translation and the perspective column.
    var transform: CATransform3D {
        let r = rotationRows
        let (kxy, kxz, kyz) = skew
        let row0 = r[0].map { $0 * scale.x }
        let row1 = (0..<3).map { (r[1][$0] + kxy * r[0][$0]) * scale.y }
        let row2 = (0..<3).map { (r[2][$0] + kxz * r[0][$0] + kyz * r[1][$0]) * scale.z }
        return CATransform3D(entries: [
            row0[0], row0[1], row0[2], perspective.x,
            row1[0], row1[1], row1[2], perspective.y,
            row2[0], row2[1], row2[2], perspective.z,
            translation.x, translation.y, translation.z, perspective.w,
        ].map { CGFloat($0) })
    }

    /// The rotation as row vectors (row-vector convention, so the transpose of the usual column form).
    var rotationRows: [[Double]] {
        let (x, y, z, w) = quaternion
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The rotation as angles about x, then y, then z (the order `transform.rotation.x/y/z` use).
    var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let r = rotationRows
            let sinY = min(max(-r[0][2], -1), 1)
            let angleY = asin(sinY)
            if abs(sinY) > 1 - 1e-12 {
                return (atan2(r[1][0] * sinY, r[1][1]), angleY, 0)
            }
            return (atan2(r[1][2], r[2][2]), angleY, atan2(r[0][1], r[0][0]))
        }
        set {
            let rx = Self.quaternion(axis: (1, 0, 0), angle: newValue.x)
            let ry = Self.quaternion(axis: (0, 1, 0), angle: newValue.y)
            let rz = Self.quaternion(axis: (0, 0, 1), angle: newValue.z)
            quaternion = Self.multiply(Self.multiply(rx, ry), rz)
        }
    }

    /// Interpolates each part linearly and the rotation along the shorter great arc.
    func interpolate(to other: CATransform3DDecomposition, amount t: Double) -> CATransform3DDecomposition {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var result = self
        result.translation = (lerp(translation.x, other.translation.x), lerp(translation.y, other.translation.y), lerp(translation.z, other.translation.z))
        result.scale = (lerp(scale.x, other.scale.x), lerp(scale.y, other.scale.y), lerp(scale.z, other.scale.z))
        result.skew = (lerp(skew.xy, other.skew.xy), lerp(skew.xz, other.skew.xz), lerp(skew.yz, other.skew.yz))
        result.perspective = (lerp(perspective.x, other.perspective.x), lerp(perspective.y, other.perspective.y),
                              lerp(perspective.z, other.perspective.z), lerp(perspective.w, other.perspective.w))
        result.quaternion = Self.slerp(quaternion, other.quaternion, t)
        return result
    }

    /// All parts as one vector (translation, scale, skew, quaternion, perspective), for splines and distances.
    var vector: [Double] {
        [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz,
         quaternion.x, quaternion.y, quaternion.z, quaternion.w, perspective.x, perspective.y, perspective.z, perspective.w]
    }

    /// Rebuilds parts from `vector`, renormalizing the quaternion.
    init(vector v: [Double]) {
        translation = (v[0], v[1], v[2])
        scale = (v[3], v[4], v[5])
        skew = (v[6], v[7], v[8])
        let norm = (v[9] * v[9] + v[10] * v[10] + v[11] * v[11] + v[12] * v[12]).squareRoot()
        quaternion = norm > 0 ? (v[9] / norm, v[10] / norm, v[11] / norm, v[12] / norm) : (0, 0, 0, 1)
        perspective = (v[13], v[14], v[15], v[16])
    }

    // MARK: - Vector helpers

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]] }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    /// `a / length`, or a fallback direction when the row collapsed (a zero scale), so the rest stays orthonormal.
    private static func normalized(_ a: [Double], length: Double, fallback: [Double]) -> [Double] {
        if length > 1e-12 { return a.map { $0 / length } }
        let l = Self.length(fallback)
        return l > 1e-12 ? fallback.map { $0 / l } : [0, 0, 1]
    }

    /// Some unit vector orthogonal to `a`.
    private static func orthogonal(to a: [Double]) -> [Double] {
        let candidate = abs(a[0]) < 0.9 ? [1.0, 0, 0] : [0, 1.0, 0]
        let v = combine(candidate, a, -dot(candidate, a))
        return v.map { $0 / length(v) }
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix (Shepperd's method).
    private static func quaternion(fromRows r: [[Double]]) -> (Double, Double, Double, Double) {
        let c = [[r[0][0], r[1][0], r[2][0]], [r[0][1], r[1][1], r[2][1]], [r[0][2], r[1][2], r[2][2]]]
        let trace = c[0][0] + c[1][1] + c[2][2]
        var q: (Double, Double, Double, Double)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = ((c[2][1] - c[1][2]) * s, (c[0][2] - c[2][0]) * s, (c[1][0] - c[0][1]) * s, 0.25 / s)
        } else if c[0][0] > c[1][1], c[0][0] > c[2][2] {
            let s = 2 * (1 + c[0][0] - c[1][1] - c[2][2]).squareRoot()
            q = (0.25 * s, (c[0][1] + c[1][0]) / s, (c[0][2] + c[2][0]) / s, (c[2][1] - c[1][2]) / s)
        } else if c[1][1] > c[2][2] {
            let s = 2 * (1 + c[1][1] - c[0][0] - c[2][2]).squareRoot()
            q = ((c[0][1] + c[1][0]) / s, 0.25 * s, (c[1][2] + c[2][1]) / s, (c[0][2] - c[2][0]) / s)
        } else {
            let s = 2 * (1 + c[2][2] - c[0][0] - c[1][1]).squareRoot()
            q = ((c[0][2] + c[2][0]) / s, (c[1][2] + c[2][1]) / s, 0.25 * s, (c[1][0] - c[0][1]) / s)
        }
        let norm = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return (q.0 / norm, q.1 / norm, q.2 / norm, q.3 / norm)
    }

    /// The quaternion of a rotation by `angle` about a unit axis.
    private static func quaternion(axis: (Double, Double, Double), angle: Double) -> (Double, Double, Double, Double) {
        let s = sin(angle / 2)
        return (axis.0 * s, axis.1 * s, axis.2 * s, cos(angle / 2))
    }

    /// The quaternion of rotation `a` followed by rotation `b` (row-vector order, so the Hamilton product `b · a`).
    private static func multiply(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let (ax, ay, az, aw) = b
        let (bx, by, bz, bw) = a
        return (aw * bx + ax * bw + ay * bz - az * by,
                aw * by - ax * bz + ay * bw + az * bx,
                aw * bz + ax * by - ay * bx + az * bw,
                aw * bw - ax * bx - ay * by - az * bz)
    }

    /// Spherical interpolation along the shorter arc.
    private static func slerp(_ a: (Double, Double, Double, Double), _ b0: (Double, Double, Double, Double), _ t: Double) -> (Double, Double, Double, Double) {
        var b = b0
        var cosine = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
        if cosine < 0 {
            b = (-b.0, -b.1, -b.2, -b.3)
            cosine = -cosine
        }
        let wa: Double
        let wb: Double
        if cosine > 0.9995 {
            wa = 1 - t
            wb = t
        } else {
            let angle = acos(min(cosine, 1))
            let s = sin(angle)
            wa = sin((1 - t) * angle) / s
            wb = sin(t * angle) / s
        }
        let q = (wa * a.0 + wb * b.0, wa * a.1 + wb * b.1, wa * a.2 + wb * b.2, wa * a.3 + wb * b.3)
        let norm = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return (q.0 / norm, q.1 / norm, q.2 / norm, q.3 / norm)
    }
}
