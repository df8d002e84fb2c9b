import Foundation

/// A keyframe animation's timing rules as a value (key times checked, timing functions, calculation mode, spline
/// weights, the prepared path): how progress maps to keyframe segments, for the main thread and the render side alike.
struct KeyframeSchedule: Sendable {
    var clock: AnimationClock
    /// Valid key times (one per keyframe, 0…1, non-decreasing) or, for discrete mode, the raw ones; nil spreads evenly.
    var keyTimes: [Double]?
    var timingFunctions: [CAMediaTimingFunction]?
    var calculationMode: CAAnimationCalculationMode
    /// Tension, continuity and bias per keyframe (missing ones 0).
    var tension: [CGFloat]?
    var continuity: [CGFloat]?
    var bias: [CGFloat]?
    /// The path split into segments, when the animation follows one.
    var path: CAKeyframePath?
    /// The cubic modes' spline through the path's vertices, and its arc lengths for `.cubicPaced`.
    var pathSpline: (curve: CAKeyframeSpline<CGPoint>, arcLengths: [CGFloat]?)?

    /// Progress at `state`, kept in 0…1.
    func clampedProgress(at state: CAMediaTimingValues.State) -> CGFloat {
        min(max(clock.progress(of: state), 0), 1)
    }

    /// The value among `frames` at `state`, by the calculation mode.
    func value<V: Interpolatable>(of frames: [V], at state: CAMediaTimingValues.State) -> V? {
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let progress = clampedProgress(at: state)
        switch calculationMode {
        case .discrete:
            return frames[discreteIndex(at: progress, count: frames.count)]
        case .paced:
            return interpolate(frames, times: pacedTimes(frames), at: progress, cubic: false, timed: false)
        case .cubicPaced:
            let curve = spline(frames)
            let (segment, local) = curve.pacedPosition(at: progress, arcLengths: curve.arcLengths())
            return curve.value(segment: segment, amount: local)
        case .cubic:
            return interpolate(frames, times: segmentTimes(count: frames.count), at: progress, cubic: true, timed: true)
        default:
            return interpolate(frames, times: segmentTimes(count: frames.count), at: progress, cubic: false, timed: true)
        }
    }

    /// The point and direction along the path at `state`, by the calculation mode's timing.
    func pathSample(at state: CAMediaTimingValues.State) -> (point: CGPoint, angle: CGFloat)? {
        guard let prepared = path else { return nil }
        let progress = clampedProgress(at: state)
        switch calculationMode {
        case .paced:
            return prepared.paced(at: progress)
        case .cubic, .cubicPaced:
            let spline = pathSpline?.curve ?? self.spline(prepared.vertices)
            let position: (segment: Int, amount: CGFloat)
            if calculationMode == .cubicPaced {
                position = spline.pacedPosition(at: progress, arcLengths: pathSpline?.arcLengths ?? spline.arcLengths())
            } else {
                let (segment, local) = segmentAndLocalProgress(times: segmentTimes(count: prepared.vertices.count), at: progress)
                position = (segment, CGFloat(local))
            }
            return (spline.value(segment: position.segment, amount: position.amount),
                    spline.angle(segment: position.segment, amount: position.amount))
        case .discrete:
            let vertices = prepared.vertices
            let index = discreteIndex(at: progress, count: vertices.count)
            let segment = prepared.segments[min(index, prepared.segments.count - 1)]
            return (vertices[index], segment.angle(at: index < prepared.segments.count ? 0 : 1))
        default:
            let (segment, local) = segmentAndLocalProgress(times: segmentTimes(count: prepared.segments.count + 1), at: progress)
            let piece = prepared.segments[segment]
            return (piece.point(at: CGFloat(local)), piece.angle(at: CGFloat(local)))
        }
    }

    /// The key times when they match the keyframes, else even spacing.
    private func segmentTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count, KeyframeSchedule.isNonDecreasing(keyTimes) {
            return keyTimes.map { min(max($0, 0), 1) }
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Whether key times never go back (clamped to 0…1 as they are used).
    static func isNonDecreasing(_ times: [Double]) -> Bool {
        let clamped = times.map { min(max($0, 0), 1) }
        return zip(clamped, clamped.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Key times proportional to the distance travelled, for the paced modes.
    private func pacedTimes<V: Interpolatable>(_ frames: [V]) -> [Double] {
        var lengths: [Double] = [0]
        for (a, b) in zip(frames, frames.dropFirst()) {
            lengths.append(lengths.last! + Double(a.distance(to: b)))
        }
        let total = lengths.last!
        guard total > 0 else { return (0..<frames.count).map { Double($0) / Double(frames.count - 1) } }
        return lengths.map { $0 / total }
    }

    /// The value held at `progress` in discrete mode: key times give each value's start (one extra entry may close the last).
    private func discreteIndex(at progress: CGFloat, count: Int) -> Int {
        let p = Double(progress)
        let times: [Double]
        if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1 {
            times = Array(keyTimes.prefix(count))
        } else {
            times = (0..<count).map { Double($0) / Double(count) }
        }
        var index = 0
        for (i, time) in times.enumerated() where p >= time {
            index = i
        }
        return index
    }

    /// The segment holding `progress` among key `times`, and the progress within it after its timing function.
    private func segmentAndLocalProgress(times: [Double], at progress: CGFloat, timed: Bool = true) -> (Int, Double) {
        let p = Double(progress)
        var segment = times.count - 2
        for i in 0..<(times.count - 1) where p < times[i + 1] {
            segment = i
            break
        }
        if p <= times[0] { return (0, 0) }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (p - times[segment]) / span : 1
        local = min(max(local, 0), 1)
        if timed, let functions = timingFunctions, !functions.isEmpty {
            let function = functions[min(segment, functions.count - 1)]
            local = function.evaluate(at: local)
        }
        return (segment, local)
    }

    /// Interpolates within the segment holding `progress`, with its timing function when `timed`; between values that
    /// cannot interpolate (paths of different elements) the value switches at the key time that ends the segment.
    private func interpolate<V: Interpolatable>(_ frames: [V], times: [Double], at progress: CGFloat, cubic: Bool, timed: Bool) -> V {
        let (segment, local) = segmentAndLocalProgress(times: times, at: progress, timed: timed)
        guard frames[segment].canInterpolate(to: frames[segment + 1]) else {
            return local < 1 ? frames[segment] : frames[segment + 1]
        }
        guard cubic else {
            return frames[segment].interpolate(to: frames[segment + 1], amount: CGFloat(local))
        }
        return spline(frames).value(segment: segment, amount: CGFloat(local))
    }

    /// The cubic modes' curve through `frames`, shaped by the tension, continuity and bias values.
    func spline<V: Interpolatable>(_ frames: [V]) -> CAKeyframeSpline<V> {
        CAKeyframeSpline(frames: frames, parameters: frames.indices.map(splineParameters(at:)))
    }

    /// Tension, continuity and bias of keyframe `index` (0 where not given).
    private func splineParameters(at index: Int) -> (CGFloat, CGFloat, CGFloat) {
        func value(_ array: [CGFloat]?) -> CGFloat {
            guard let array, index < array.count else { return 0 }
            return array[index]
        }
        return (value(tension), value(continuity), value(bias))
    }
}
