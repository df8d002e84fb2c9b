import Foundation

/// A value Core Animation can animate: interpolated, added (additive, `byValue`, cumulative), measured (paced
/// keyframes) and splined (cubic keyframes). Typed, so key paths never resolve values with unchecked casts.
///
/// Difference from Apple: not in Core Animation; animatable values are typed instead of boxed in `NSValue`/`NSNumber`
/// and found by KVC.
public protocol Interpolatable: Sendable {
    /// The value `amount` of the way from `self` (0) to `to` (1); amounts outside 0…1 extrapolate, as springs overshoot.
    func interpolate(to: Self, amount: CGFloat) -> Self
    /// `self` with `other` added (for transforms, `other` applied after `self`).
    func adding(_ other: Self) -> Self
    /// The value that, added to `other`, gives `self`.
    func subtracting(_ other: Self) -> Self
    /// The distance to `other`, which paced keyframe animations spread evenly over time.
    func distance(to other: Self) -> CGFloat
    /// A Kochanek–Bartels spline segment from `p1` to `p2` (with neighbours `p0` and `p3`) at the weights' amount.
    static func spline(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, weights: CASplineWeights) -> Self
    /// Whether every component is finite, so NaN and infinity never reach geometry.
    var isFiniteValue: Bool { get }
    /// Reads the value from what Objective-C style code passes: the value itself, or a number or `NSValue` box.
    static func animationValue(from any: Any) -> Self?
    /// Whether values between `self` and `other` exist: false for paths of different elements and lists of different
    /// lengths, between which keyframes switch at their key times and additions leave the value as it is.
    func canInterpolate(to other: Self) -> Bool
}

extension Interpolatable {
    /// Values of a fixed shape always interpolate.
    public func canInterpolate(to other: Self) -> Bool { true }
}

/// An `Interpolatable` whose operations work component by component, which gives every operation for free.
public protocol VectorInterpolatable: Interpolatable {
    /// The value as a flat vector.
    var vectorComponents: [CGFloat] { get }
    /// Rebuilds a value from `vectorComponents`.
    init(vectorComponents: [CGFloat])
}

extension VectorInterpolatable {
    public func interpolate(to: Self, amount: CGFloat) -> Self {
        Self(vectorComponents: zip(vectorComponents, to.vectorComponents).map { $0 + ($1 - $0) * amount })
    }

    public func adding(_ other: Self) -> Self {
        Self(vectorComponents: zip(vectorComponents, other.vectorComponents).map { $0 + $1 })
    }

    public func subtracting(_ other: Self) -> Self {
        Self(vectorComponents: zip(vectorComponents, other.vectorComponents).map { $0 - $1 })
    }

    public func distance(to other: Self) -> CGFloat {
        zip(vectorComponents, other.vectorComponents).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    public static func spline(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, weights: CASplineWeights) -> Self {
        let v = (0..<p1.vectorComponents.count).map {
            weights.value(p0.vectorComponents[$0], p1.vectorComponents[$0], p2.vectorComponents[$0], p3.vectorComponents[$0])
        }
        return Self(vectorComponents: v)
    }

    public var isFiniteValue: Bool {
        vectorComponents.allSatisfy { $0.isFinite }
    }
}

/// Where a Kochanek–Bartels (TCB) Hermite segment is evaluated and how its end tangents are shaped: the start
/// point's tension, continuity and bias shape the outgoing tangent, the end point's the incoming one (all 0: Catmull–Rom).
public struct CASplineWeights: Sendable {
    public var amount: CGFloat
    public var start: (tension: CGFloat, continuity: CGFloat, bias: CGFloat)
    public var end: (tension: CGFloat, continuity: CGFloat, bias: CGFloat)

    public init(amount: CGFloat, start: (CGFloat, CGFloat, CGFloat) = (0, 0, 0), end: (CGFloat, CGFloat, CGFloat) = (0, 0, 0)) {
        self.amount = amount
        self.start = start
        self.end = end
    }

    /// One coordinate of the segment from `p1` to `p2`.
    public func value(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
        let (t1, c1, b1) = start
        let (t2, c2, b2) = end
        let outgoing = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1 - p0) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2 - p1)
        let incoming = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2 - p1) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3 - p2)
        let s = amount
        let s2 = s * s
        let s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * p1 + (s3 - 2 * s2 + s) * outgoing + (-2 * s3 + 3 * s2) * p2 + (s3 - s2) * incoming
    }
}
