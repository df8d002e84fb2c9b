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

    /// The timing rules as a value, with the path prepared (and its spline, kept between frames).
    var schedule: KeyframeSchedule {
        let times = keyTimes?.map(\.doubleValue)
        // Only the modes that use key times as segment boundaries say so (discrete ones start values; paced ones ignore them).
        if let times, ![.discrete, .paced, .cubicPaced].contains(calculationMode), !KeyframeSchedule.isNonDecreasing(times) {
            CADiagnostics.report("keyTimes of '\(keyPath ?? "")' decrease; using even spacing")
        }
        var schedule = KeyframeSchedule(
            clock: clock, keyTimes: times, timingFunctions: timingFunctions, calculationMode: calculationMode,
            tension: tensionValues?.map { CGFloat($0.doubleValue) }, continuity: continuityValues?.map { CGFloat($0.doubleValue) },
            bias: biasValues?.map { CGFloat($0.doubleValue) })
        if let path, let prepared = preparedPath ?? CAKeyframePath(path) {
            preparedPath = prepared
            schedule.path = prepared
            if calculationMode == .cubic || calculationMode == .cubicPaced {
                let curve = pathSpline?.curve ?? schedule.spline(prepared.vertices)
                let lengths = calculationMode == .cubicPaced ? pathSpline?.arcLengths ?? curve.arcLengths() : pathSpline?.arcLengths
                pathSpline = (curve, lengths)
                schedule.pathSpline = (curve, lengths)
            }
        }
        return schedule
    }

    /// The turn `rotationMode` adds to the transform at a state, as a value; nil without a rotation mode or path.
    var rotationRule: (@Sendable (CAMediaTimingValues.State) -> CGFloat?)? {
        guard let rotationMode, path != nil else { return nil }
        let schedule = self.schedule
        return { state in
            guard let angle = schedule.pathSample(at: state)?.angle else { return nil }
            return rotationMode == .rotateAutoReverse ? angle + .pi : angle
        }
    }

    override func apply(to layer: CALayer, parentTime: CFTimeInterval) {
        super.apply(to: layer, parentTime: parentTime)
        guard let rotation = rotationRule, let state = timingState(atParentTime: parentTime), let turn = rotation(state) else { return }
        layer.transform = layer.transform.concatenating(CATransform3DMakeRotation(turn, 0, 0, 1))
    }

    override func interpolation<W: Interpolatable>(as type: W.Type) throws -> ValueInterpolation<W>? {
        let schedule = self.schedule
        if path != nil {
            guard schedule.path != nil else { return nil }
            guard W.self == CGPoint.self else {
                CADiagnostics.report("path animation of '\(keyPath ?? "")', which is not a point; animation ignored")
                return nil
            }
            let vertices = schedule.path!.vertices
            return ValueInterpolation(
                value: { state, _ in schedule.pathSample(at: state)?.point as? W },
                endpoints: { _ in (vertices.first! as! W, vertices.last! as! W) })
        }
        let frames = try keyframes(as: W.self)
        return ValueInterpolation(
            value: { state, _ in schedule.value(of: frames, at: state) },
            endpoints: { _ in frames.first.map { ($0, frames.last!) } })
    }
}
