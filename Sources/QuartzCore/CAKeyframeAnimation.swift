import Foundation

/// Animates one property through a sequence of values at given key times, or a point property along a path.
@MainActor @preconcurrency
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (Swift values or `NSNumber`/`NSValue` boxes).
    open var values: [Any]?
    /// When each keyframe is reached, as fractions 0…1 of the duration; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// One curve per segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per-keyframe tension for the cubic modes (positive tightens the curve).
    open var tensionValues: [NSNumber]? {
        didSet { pathSpline = nil }
    }
    /// Per-keyframe continuity for the cubic modes (sharpness of corners).
    open var continuityValues: [NSNumber]? {
        didSet { pathSpline = nil }
    }
    /// Per-keyframe bias for the cubic modes (where the curve overshoots).
    open var biasValues: [NSNumber]? {
        didSet { pathSpline = nil }
    }
    /// A path for point properties, overriding `values`: each element but a move is a keyframe segment; the paced
    /// mode moves along it at constant speed; the cubic modes join its vertices (each element's end point) with the
    /// spline `values` get in those modes, so they round its corners.
    open var path: CGPath? {
        didSet {
            preparedPath = nil
            pathSpline = nil
        }
    }

    /// `path` split into segments and measured, kept between frames.
    private var preparedPath: CAKeyframePath?
    /// The cubic modes' spline through `path`'s vertices, and its arc lengths once `.cubicPaced` needed them.
    private var pathSpline: (curve: CAKeyframeSpline<CGPoint>, arcLengths: [CGFloat]?)?
    /// Whether the layer turns to follow the path's direction.
    open var rotationMode: CAAnimationRotationMode?

    public required init() {}

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        other.values = values
        other.keyTimes = keyTimes
        other.timingFunctions = timingFunctions
        other.calculationMode = calculationMode
        other.tensionValues = tensionValues
        other.continuityValues = continuityValues
        other.biasValues = biasValues
        other.path = path
        other.rotationMode = rotationMode
    }

    /// The keyframes unboxed for a property of type `V`.
    private func keyframes<V: Interpolatable>(as type: V.Type) throws -> [V] {
        try (values ?? []).enumerated().compactMap { try typedValue($0.element, as: V.self, role: "values[\($0.offset)]") }
    }

    override func apply(to layer: CALayer, parentTime: CFTimeInterval) {
        super.apply(to: layer, parentTime: parentTime)
        guard let rotationMode, let path, let state = timingState(atParentTime: parentTime),
              let angle = pathSample(path, at: state)?.angle else { return }
        let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
        layer.transform = layer.transform.concatenating(CATransform3DMakeRotation(turn, 0, 0, 1))
    }

    /// The point and direction along `path` at `state`, by the calculation mode's timing.
    private func pathSample(_ path: CGPath, at state: CAMediaTimingValues.State) -> (point: CGPoint, angle: CGFloat)? {
        guard let prepared = preparedPath ?? CAKeyframePath(path) else { return nil }
        preparedPath = prepared
        let progress = min(max(progress(of: state), 0), 1)
        switch calculationMode {
        case .paced:
            return prepared.paced(at: progress)
        case .cubic, .cubicPaced:
            let spline = pathSpline?.curve ?? self.spline(prepared.vertices)
            let position: (segment: Int, amount: CGFloat)
            if calculationMode == .cubicPaced {
                let lengths = pathSpline?.arcLengths ?? spline.arcLengths()
                pathSpline = (spline, lengths)
                position = spline.pacedPosition(at: progress, arcLengths: lengths)
            } else {
                pathSpline = (spline, pathSpline?.arcLengths)
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

    override func cumulativeEndpoints<V: Interpolatable>(current: V) throws -> (V, V)? {
        if let path, let prepared = CAKeyframePath(path), let first = prepared.vertices.first as? V, let last = prepared.vertices.last as? V {
            return (first, last)
        }
        let frames = try keyframes(as: V.self)
        guard let first = frames.first, let last = frames.last else { return nil }
        return (first, last)
    }

    override func interpolatedValue<V: Interpolatable>(at state: CAMediaTimingValues.State, current: V) throws -> V? {
        if let path {
            guard let point = pathSample(path, at: state)?.point else { return nil }
            guard let value = point as? V else {
                CADiagnostics.report("path animation of '\(keyPath ?? "")', which is not a point; animation ignored")
                return nil
            }
            return value
        }
        let frames = try keyframes(as: V.self)
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let progress = min(max(progress(of: state), 0), 1)
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

    /// `keyTimes` when they match the keyframes (one per value, from 0 to 1, non-decreasing), else even spacing.
    private func segmentTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count {
            let times = keyTimes.map { min(max($0.doubleValue, 0), 1) }
            if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) { return times }
            CADiagnostics.report("keyTimes of '\(keyPath ?? "")' decrease; using even spacing")
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
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
            times = keyTimes.prefix(count).map(\.doubleValue)
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

    /// Interpolates within the segment holding `progress`, with its timing function when `timed`.
    private func interpolate<V: Interpolatable>(_ frames: [V], times: [Double], at progress: CGFloat, cubic: Bool, timed: Bool) -> V {
        let (segment, local) = segmentAndLocalProgress(times: times, at: progress, timed: timed)
        guard cubic else {
            return frames[segment].interpolate(to: frames[segment + 1], amount: CGFloat(local))
        }
        return spline(frames).value(segment: segment, amount: CGFloat(local))
    }

    /// The cubic modes' curve through `frames`, shaped by the tension, continuity and bias values.
    private func spline<V: Interpolatable>(_ frames: [V]) -> CAKeyframeSpline<V> {
        CAKeyframeSpline(frames: frames, parameters: frames.indices.map(splineParameters(at:)))
    }

    /// Tension, continuity and bias of keyframe `index` (0 where not given).
    private func splineParameters(at index: Int) -> (CGFloat, CGFloat, CGFloat) {
        func value(_ array: [NSNumber]?) -> CGFloat {
            guard let array, index < array.count else { return 0 }
            return CGFloat(array[index].doubleValue)
        }
        return (value(tensionValues), value(continuityValues), value(biasValues))
    }
}
