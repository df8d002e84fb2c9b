import Foundation

/// Booleans (`masksToBounds`, `doubleSided`, custom Boolean properties) animate as discrete values: an animation
/// shows its start value until the very end of each segment, then its end value (`hidden` fades instead, see
/// `CALayerVisibility`). Additive and cumulative steps toggle (exclusive or).
extension Bool: Interpolatable {
    public func interpolate(to other: Bool, amount: CGFloat) -> Bool {
        amount >= 1 ? other : self
    }

    public func adding(_ other: Bool) -> Bool {
        self != other
    }

    public func subtracting(_ other: Bool) -> Bool {
        self != other
    }

    public func distance(to other: Bool) -> CGFloat {
        self == other ? 0 : 1
    }

    public static func spline(_ p0: Bool, _ p1: Bool, _ p2: Bool, _ p3: Bool, weights: CASplineWeights) -> Bool {
        p1.interpolate(to: p2, amount: weights.amount)
    }

    public var isFiniteValue: Bool { true }

    /// Reads a `Bool`, or a number box (`NSNumber(value: true)`, `@YES`) as Objective-C passes booleans.
    public static func animationValue(from any: Any) -> Bool? {
        switch any {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        case let v as Int: return v != 0
        default: return nil
        }
    }
}
