import Foundation

/// The names of Core Animation's predefined timing curves (`kCAMediaTimingFunction…` in Objective-C).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0, 0) to (1, 1) that maps an animation's time fraction to its progress.
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    /// The two inner control points, as x1, y1, x2, y2.
    public let controlPoints: (Float, Float, Float, Float)

    /// Creates one of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1); x coordinates are clamped to 0…1 so the curve stays a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    /// Returns control point `index` (0…3) of the curve, as Apple's `getControlPoint(at:values:)` does.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = point.0
        values[1] = point.1
    }

    /// The progress at time fraction `x` (0…1): the y of the curve point whose x is `x`, solved to within 1e-9.
    public func evaluate(at x: Double) -> Double {
        TimingCurve(self).evaluate(at: x)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }

    public var description: String {
        "CAMediaTimingFunction(\(controlPoints.0), \(controlPoints.1), \(controlPoints.2), \(controlPoints.3))"
    }
}
