import Foundation

/// A path as an animatable value (`CAShapeLayer.path`, `shadowPath`): paths with the same sequence of elements
/// animate point by point; others switch halfway in a basic animation (Core Animation leaves them undefined) and at
/// the key times in a keyframe animation, as Quartz does.
///
/// Difference from Apple: not in Core Animation, which animates `CGPath` values directly; the typed animatable value
/// of a path.
public struct CAPathValue: Interpolatable, Equatable {
    /// The path's elements (a value copy, so the value is `Sendable`).
    public let elements: [CGPath.Element]

    public init(_ path: CGPath) {
        elements = path.elements
    }

    init(elements: [CGPath.Element]) {
        self.elements = elements
    }

    /// The path these elements describe.
    public var path: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .moveTo(let p): path.move(to: p)
            case .lineTo(let p): path.addLine(to: p)
            case .quadCurveTo(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curveTo(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    /// Every point of every element, in order.
    private var points: [CGPoint] {
        elements.flatMap(\.points)
    }

    /// Whether both paths have the same elements in the same order, so their points correspond.
    private func matches(_ other: CAPathValue) -> Bool {
        elements.map(\.type) == other.elements.map(\.type)
    }

    public func canInterpolate(to other: CAPathValue) -> Bool {
        matches(other)
    }

    /// The path standing for a missing one (a shape layer without `path`), which keyframe values replace.
    static let empty = CAPathValue(elements: [])

    /// This path's structure with new points, in `points` order.
    private func withPoints(_ newPoints: [CGPoint]) -> CAPathValue {
        var index = 0
        func next() -> CGPoint {
            defer { index += 1 }
            return newPoints[index]
        }
        return CAPathValue(elements: elements.map { element in
            switch element {
            case .moveTo: return .moveTo(next())
            case .lineTo: return .lineTo(next())
            case .quadCurveTo:
                let c = next()
                return .quadCurveTo(next(), control: c)
            case .curveTo:
                let c1 = next()
                let c2 = next()
                return .curveTo(next(), control1: c1, control2: c2)
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    private func combined(_ other: CAPathValue, _ combine: (CGPoint, CGPoint) -> CGPoint) -> CAPathValue? {
        guard matches(other) else { return nil }
        return withPoints(zip(points, other.points).map(combine))
    }

    public func interpolate(to other: CAPathValue, amount: CGFloat) -> CAPathValue {
        combined(other) { $0.interpolate(to: $1, amount: amount) } ?? (amount < 0.5 ? self : other)
    }

    public func adding(_ other: CAPathValue) -> CAPathValue {
        combined(other) { $0.adding($1) } ?? self
    }

    public func subtracting(_ other: CAPathValue) -> CAPathValue {
        combined(other) { $0.subtracting($1) } ?? self
    }

    public func distance(to other: CAPathValue) -> CGFloat {
        guard matches(other) else { return 0 }
        return zip(points, other.points).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    public static func spline(_ p0: CAPathValue, _ p1: CAPathValue, _ p2: CAPathValue, _ p3: CAPathValue, weights: CASplineWeights) -> CAPathValue {
        guard p1.matches(p0), p1.matches(p2), p1.matches(p3) else { return p1.interpolate(to: p2, amount: weights.amount) }
        let (a, b, c, d) = (p0.points, p1.points, p2.points, p3.points)
        return p1.withPoints((0..<b.count).map { CGPoint.spline(a[$0], b[$0], c[$0], d[$0], weights: weights) })
    }

    public var isFiniteValue: Bool {
        points.allSatisfy(\.isFiniteValue)
    }

    /// Reads a `CGPath` (or a path value).
    public static func animationValue(from any: Any) -> CAPathValue? {
        if let value = any as? CAPathValue { return value }
        if let path = any as? CGPath { return CAPathValue(path) }
        return nil
    }
}
