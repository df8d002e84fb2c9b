import Foundation

/// A timing function's cubic Bézier as plain numbers: what `CAMediaTimingFunction.evaluate(at:)` computes, held by
/// value so compiled animations evaluate it on the render side without a reference to count.
struct TimingCurve: Sendable, Equatable {
    var x1, y1, x2, y2: Double

    init(_ function: CAMediaTimingFunction) {
        let points = function.controlPoints
        (x1, y1, x2, y2) = (Double(points.0), Double(points.1), Double(points.2), Double(points.3))
    }

    /// The progress at time fraction `x` (0…1): the y of the curve point whose x is `x`, solved to within 1e-9;
    /// outside 0…1 the curve's end points.
    func evaluate(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1, x2 == y2 { return x }
        let s = solveParameter(forX: x)
        return Self.bezier(s, y1, y2)
    }

    /// B(s) for a 1-D cubic Bézier with end points 0 and 1.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// dB/ds for the same curve.
    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Finds s with x(s) = x: Newton steps from a good guess, then bisection, which always converges because x(s) is monotonic.
    private func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.bezierSlope(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
