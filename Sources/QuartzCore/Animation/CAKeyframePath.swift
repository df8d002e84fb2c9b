import Foundation

/// A `CAKeyframeAnimation.path` prepared for sampling: every element except a move is one keyframe segment (lines,
/// quadratic and cubic curves evaluated in their parametric form), and the arc-length measure serves the paced modes.
struct CAKeyframePath: Sendable {
    /// One drawn element, from the current point to its end.
    struct Segment: Sendable {
        enum Shape: Sendable {
            case line
            case quad(CGPoint)
            case cubic(CGPoint, CGPoint)
        }

        let start: CGPoint
        let end: CGPoint
        let shape: Shape

        /// The point at parameter `t` (0…1).
        func point(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch shape {
            case .line:
                return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            case .quad(let c):
                return CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
                               y: u * u * start.y + 2 * u * t * c.y + t * t * end.y)
            case .cubic(let c1, let c2):
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                               y: a * start.y + b * c1.y + c * c2.y + d * end.y)
            }
        }

        /// The direction of travel at `t`, in radians from +x towards +y.
        func angle(at t: CGFloat) -> CGFloat {
            let u = 1 - t
            let d: CGPoint
            switch shape {
            case .line:
                d = CGPoint(x: end.x - start.x, y: end.y - start.y)
            case .quad(let c):
                d = CGPoint(x: 2 * u * (c.x - start.x) + 2 * t * (end.x - c.x), y: 2 * u * (c.y - start.y) + 2 * t * (end.y - c.y))
            case .cubic(let c1, let c2):
                d = CGPoint(x: 3 * u * u * (c1.x - start.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (end.x - c2.x),
                            y: 3 * u * u * (c1.y - start.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (end.y - c2.y))
            }
            if d.x == 0, d.y == 0 {
                return atan2(end.y - start.y, end.x - start.x)
            }
            return atan2(d.y, d.x)
        }
    }

    let segments: [Segment]
    let measure: CGPathMeasure

    /// Splits `path` into segments; nil when it draws nothing.
    init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                current = p
                subpathStart = p
            case .lineTo(let p):
                segments.append(Segment(start: current, end: p, shape: .line))
                current = p
            case .quadCurveTo(let p, let c):
                segments.append(Segment(start: current, end: p, shape: .quad(c)))
                current = p
            case .curveTo(let p, let c1, let c2):
                segments.append(Segment(start: current, end: p, shape: .cubic(c1, c2)))
                current = p
            case .closeSubpath:
                segments.append(Segment(start: current, end: subpathStart, shape: .line))
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        measure = CGPathMeasure(path: path)
    }

    /// The vertices that act as keyframes: the first start, then every segment's end.
    var vertices: [CGPoint] {
        [segments[0].start] + segments.map(\.end)
    }

    /// The point and direction at constant speed, `progress` of the way along.
    func paced(at progress: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        measure.position(atDistance: progress * measure.length) ?? (segments[0].start, segments[0].angle(at: 0))
    }
}
