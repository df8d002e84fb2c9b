import QuartzCore

/// Timing along a cubic Bézier curve from (0, 0) to (1, 1): one of UIKit's named curves or two control points.
@MainActor @preconcurrency
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve this was made from; `.easeInOut` for a curve made from control points, as on iOS.
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The curve's first control point.
    open private(set) var controlPoint1: CGPoint
    /// The curve's second control point.
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve: ease in and out.
    public init() {
        (animationCurve, isBuiltin) = (.easeInOut, true)
        (controlPoint1, controlPoint2) = Self.points(of: UIView.AnimationCurve.easeInOut.timingFunction)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        (animationCurve, isBuiltin) = (curve, true)
        (controlPoint1, controlPoint2) = Self.points(of: curve.timingFunction)
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, isBuiltin) = (.easeInOut, false)
        controlPoint1 = Self.finite(point1, or: CGPoint(x: 0.42, y: 0))
        controlPoint2 = Self.finite(point2, or: CGPoint(x: 0.58, y: 1))
    }

    /// Difference from Apple: nothing is decoded (the package has no keyed archives of UIKit objects); gives the default curve.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }

    private static func points(of function: CAMediaTimingFunction) -> (CGPoint, CGPoint) {
        let (x1, y1, x2, y2) = function.controlPoints
        return (CGPoint(x: CGFloat(x1), y: CGFloat(y1)), CGPoint(x: CGFloat(x2), y: CGFloat(y2)))
    }

    private static func finite(_ point: CGPoint, or fallback: CGPoint) -> CGPoint {
        point.x.isFinite && point.y.isFinite ? CGPoint(x: min(max(point.x, 0), 1), y: point.y) : fallback
    }
}
