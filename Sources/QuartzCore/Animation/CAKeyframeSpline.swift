import Foundation

/// Keyframes joined by Kochanek–Bartels segments (Catmull–Rom when tension, continuity and bias are 0): the curve
/// the cubic calculation modes follow, for `values` and for a path's vertices alike. `.cubic` samples it segment by
/// segment; `.cubicPaced` at constant speed, by arc length measured on the curve itself.
struct CAKeyframeSpline<V: Interpolatable>: Sendable {
    /// The keyframes the curve passes through.
    let frames: [V]
    /// Tension, continuity and bias of each keyframe.
    let parameters: [(CGFloat, CGFloat, CGFloat)]

    /// How many chords per segment measure the curve's length for constant speed.
    private static var samplesPerSegment: Int { 64 }

    /// The value `amount` (0…1) of the way along segment `segment` (from keyframe `segment` to the next); the first
    /// and last keyframes stand in for their missing outer neighbours.
    func value(segment: Int, amount: CGFloat) -> V {
        let p0 = frames[max(segment - 1, 0)]
        let p3 = frames[min(segment + 2, frames.count - 1)]
        let weights = CASplineWeights(amount: amount, start: parameters[segment], end: parameters[segment + 1])
        return V.spline(p0, frames[segment], frames[segment + 1], p3, weights: weights)
    }

    /// The curve's length from its start to the end of each of `samplesPerSegment` chords per segment, for
    /// `pacedPosition`; worth keeping between frames.
    func arcLengths() -> [CGFloat] {
        let n = Self.samplesPerSegment
        var lengths: [CGFloat] = [0]
        lengths.reserveCapacity((frames.count - 1) * n + 1)
        for segment in 0..<(frames.count - 1) {
            var previous = frames[segment]
            for i in 1...n {
                let point = value(segment: segment, amount: CGFloat(i) / CGFloat(n))
                lengths.append(lengths[lengths.count - 1] + previous.distance(to: point))
                previous = point
            }
        }
        return lengths
    }

    /// The segment and amount within it where the curve is `progress` (0…1) of its length along.
    func pacedPosition(at progress: CGFloat, arcLengths lengths: [CGFloat]) -> (segment: Int, amount: CGFloat) {
        let n = Self.samplesPerSegment
        let segments = frames.count - 1
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return (0, 0) }
        let target = min(max(progress, 0), 1) * total
        var low = 0
        var high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= target { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let sample = CGFloat(low) + (span > 0 ? (target - lengths[low]) / span : 0)
        let segment = min(Int(sample) / n, segments - 1)
        return (segment, min((sample - CGFloat(segment * n)) / CGFloat(n), 1))
    }
}

extension CAKeyframeSpline where V == CGPoint {
    /// The direction of travel at `amount` along `segment`, in radians from +x towards +y (for `rotationMode`).
    func angle(segment: Int, amount: CGFloat) -> CGFloat {
        let step: CGFloat = 1e-4
        let a = value(segment: segment, amount: max(amount - step, 0))
        let b = value(segment: segment, amount: min(amount + step, 1))
        if a == b {
            return atan2(frames[segment + 1].y - frames[segment].y, frames[segment + 1].x - frames[segment].x)
        }
        return atan2(b.y - a.y, b.x - a.x)
    }
}
