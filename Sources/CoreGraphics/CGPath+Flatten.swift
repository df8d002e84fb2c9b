import Foundation

/// A subpath approximated by straight segments: the geometry behind containment and measuring.
struct FlatSubpath: Sendable {
    var points: [CGPoint]
    var isClosed: Bool
}

extension CGPath {
    /// The subpaths as polylines whose distance from the true curves stays under `tolerance`.
    func flattenedSubpaths(tolerance: CGFloat) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current = FlatSubpath(points: [], isClosed: false)
        var reopenedAfterClose = false
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = FlatSubpath(points: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                if !reopenedAfterClose { finish() }
                current = FlatSubpath(points: [p], isClosed: false)
            case .lineTo(let p):
                current.points.append(p)
            case .quadCurveTo(let p, let c):
                guard let p0 = current.points.last else { continue }
                let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = Self.segmentCount(0.25 * dd, tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.points.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curveTo(let p, let c1, let c2):
                guard let p0 = current.points.last else { continue }
                let dd = max(
                    hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = Self.segmentCount(0.75 * dd, tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    current.points.append(cubicPoint(p0, c1, c2, p, t))
                }
            case .closeSubpath:
                guard let start = current.points.first else { continue }
                current.isClosed = true
                finish()
                current.points = [start]
                reopenedAfterClose = true
                continue
            }
            reopenedAfterClose = false
        }
        if !reopenedAfterClose { finish() }
        return result
    }

    /// Wang's formula: segments needed so a curve with second-difference bound `m` stays within `tolerance`.
    private static func segmentCount(_ m: CGFloat, _ tolerance: CGFloat) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        return Int(min(1000, max(1, sqrt(m / tolerance).rounded(.up))))
    }
}

/// The point at `t` on the cubic Bézier `p0 c1 c2 p3`.
func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
}
