import Foundation

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var bounds = Bounds()
        for element in elements {
            for p in element.points { bounds.add(p) }
        }
        return bounds.rect
    }

    /// The smallest rectangle holding the path's curves themselves (control points excluded); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var bounds = Bounds()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                bounds.add(p)
                current = p
                start = p
            case .lineTo(let p):
                bounds.add(p)
                current = p
            case .quadCurveTo(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                bounds.addCubic(current, c1, c2, p)
                current = p
            case .curveTo(let p, let c1, let c2):
                bounds.addCubic(current, c1, c2, p)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether `point`, mapped by `transform` first, lies inside the area the path encloses under `rule`.
    ///
    /// Open subpaths count as closed by a straight line, as filling does.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        var crossings = 0
        for subpath in flattenedSubpaths(tolerance: 0.01) {
            let pts = subpath.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y, side(a, b, p) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= p.y, side(a, b, p) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Positive when `p` is left of the directed line a→b (in a y-up sense), negative when right.
    private func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// A growing axis-aligned bounding box.
private struct Bounds {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// Adds the curve's end points and its extrema, where a coordinate's derivative vanishes.
    mutating func addCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extrema(p0.x, c1.x, c2.x, p3.x) + Self.extrema(p0.y, c1.y, c2.y, p3.y) {
            add(cubicPoint(p0, c1, c2, p3, t))
        }
    }

    /// Parameters in (0, 1) where the cubic Bézier coordinate `v0 v1 v2 v3` has zero derivative.
    private static func extrema(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
        let a = -v0 + 3 * v1 - 3 * v2 + v3
        let b = 2 * (v0 - 2 * v1 + v2)
        let c = v1 - v0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
