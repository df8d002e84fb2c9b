import Foundation

/// A `CABasicAnimation` of where a layer sits or how faded it is (`position`, `position.x`, `position.y`,
/// `opacity`, `zPosition`), compiled at commit into plain numbers: evaluated without generics, closures or boxed
/// values, and written straight into the layer as drawn (`LayerSnapshot.placement`), so many moving sprites cost
/// little a frame. It holds no reference (its timing curve is a `TimingCurve` value), so copying it counts none. Its
/// values are exactly those of the general rule (`PropertyEvaluation`, `AnimationClock`), which it stands in for.
struct PlacementAnimationSnapshot: LayerAnimationSnapshot {
    /// A field such an animation writes.
    enum Field: Sendable {
        case position, positionX, positionY, opacity, zPosition

        /// The field animated under `keyPath` on `CALayer`, if it is one of these.
        init?(keyPath: String) {
            switch keyPath {
            case "position": self = .position
            case "position.x": self = .positionX
            case "position.y": self = .positionY
            case "opacity": self = .opacity
            case "zPosition": self = .zPosition
            default: return nil
            }
        }

        var keyPath: String {
            switch self {
            case .position: "position"
            case .positionX: "position.x"
            case .positionY: "position.y"
            case .opacity: "opacity"
            case .zPosition: "zPosition"
            }
        }
    }

    let field: Field
    /// The animation's timing, as its `AnimationClock` holds it.
    let timing: CAMediaTimingValues
    let simpleDuration: CFTimeInterval
    /// The timing function's curve; nil is linear.
    let curve: TimingCurve?
    /// The animation's values (a point's x and y; one number in `x` otherwise), as the general rule unboxes them.
    let from, to, by: SIMD2<Double>?
    let isAdditive: Bool

    /// `animation` compiled for `field`; nil when it is not a plain basic animation of finite values that fit (a
    /// spring, a value function, cumulative repetition), which the general rule evaluates (and reports).
    @MainActor
    init?(_ field: Field, _ animation: CAPropertyAnimation) {
        guard let basic = animation as? CABasicAnimation, !(animation is CASpringAnimation), animation.valueFunction == nil,
              !animation.isCumulative else { return nil }
        var values: [SIMD2<Double>?] = []
        for any in [basic.fromValue, basic.toValue, basic.byValue] {
            guard let any else {
                values.append(nil)
                continue
            }
            let value: SIMD2<Double>?
            switch field {
            case .position: value = CGPoint.animationValue(from: any).map { SIMD2(Double($0.x), Double($0.y)) }
            case .opacity: value = Float.animationValue(from: any).map { SIMD2(Double($0), 0) }
            case .positionX, .positionY, .zPosition: value = CGFloat.animationValue(from: any).map { SIMD2(Double($0), 0) }
            }
            guard let value, value.x.isFinite, value.y.isFinite else { return nil }
            values.append(value)
        }
        self.field = field
        let clock = animation.clock
        (timing, simpleDuration, curve) = (clock.timing, clock.simpleDuration, clock.timingFunction.map(TimingCurve.init))
        (from, to, by) = (values[0], values[1], values[2])
        isAdditive = animation.isAdditive
    }

    /// Rounds to the field's precision at each step, as the general rule's `Float` values round (opacity).
    @inline(__always)
    private func narrowed(_ value: SIMD2<Double>) -> SIMD2<Double> {
        field == .opacity ? SIMD2(Double(Float(value.x)), 0) : value
    }

    /// The value at `parentTime` over `current` (the value before this animation); nil leaves it as it is.
    @inline(__always)
    private func value(atParentTime parentTime: CFTimeInterval, current: SIMD2<Double>) -> SIMD2<Double>? {
        // AnimationClock's state and progress.
        guard let state = timing.state(atParentTime: parentTime, simpleDuration: simpleDuration) else { return nil }
        let (start, end) = CABasicAnimation.endpoints(
            from: from, to: to, by: by, current: current, adding: { narrowed($0 + $1) }, subtracting: { narrowed($0 - $1) })
        let fraction = state.simpleTime / simpleDuration
        let amount = curve?.evaluate(at: fraction) ?? fraction
        var value = narrowed(start + (end - start) * amount)
        if isAdditive { value = narrowed(current + value) }
        guard value.x.isFinite, value.y.isFinite else {
            CADiagnostics.reportLater("animation of '\(field.keyPath)' produced a non-finite value; frame ignored")
            return nil
        }
        return value
    }

    func apply(to values: inout LayerValues, parentTime: CFTimeInterval) {
        write(into: &values.fields, parentTime: parentTime)
    }

    /// Writes the animation's effect at `parentTime` into `layer` as drawn, as `apply(to:parentTime:)` writes it into
    /// the values it is drawn from.
    func apply(to layer: inout RenderLayer, parentTime: CFTimeInterval) {
        write(into: &layer, parentTime: parentTime)
    }

    /// Writes the effect into the placement fields of a model or of a drawn layer.
    @inline(__always)
    private func write<Target: PlacementFields>(into target: inout Target, parentTime: CFTimeInterval) {
        switch field {
        case .position:
            guard let value = value(atParentTime: parentTime, current: Self.vector(target.position)) else { return }
            target.position = CGPoint(x: value.x, y: value.y)
        case .positionX:
            guard let value = value(atParentTime: parentTime, current: Self.vector(target.position.x)) else { return }
            target.position.x = CGFloat(value.x)
        case .positionY:
            guard let value = value(atParentTime: parentTime, current: Self.vector(target.position.y)) else { return }
            target.position.y = CGFloat(value.x)
        case .opacity:
            guard let value = value(atParentTime: parentTime, current: SIMD2(Double(target.opacity), 0)) else { return }
            target.opacity = clampedToUnit(Float(value.x))
        case .zPosition:
            guard let value = value(atParentTime: parentTime, current: Self.vector(target.zPosition)) else { return }
            target.zPosition = CGFloat(value.x)
        }
    }

    @inline(__always)
    private static func vector(_ point: CGPoint) -> SIMD2<Double> { SIMD2(Double(point.x), Double(point.y)) }

    @inline(__always)
    private static func vector(_ number: CGFloat) -> SIMD2<Double> { SIMD2(Double(number), 0) }
}

/// What placement animations write: a layer's model fields, or the layer as drawn.
protocol PlacementFields {
    var position: CGPoint { get set }
    var opacity: Float { get set }
    var zPosition: CGFloat { get set }
}

extension CALayer.ModelFields: PlacementFields {}

extension RenderLayer: PlacementFields {}

extension LayerSnapshot {
    /// The layer as drawn from its model values and its animations, when every one of them is a placement animation
    /// on a layer that draws nothing from its presented values beyond the layer itself (no emitter, no replicator):
    /// a frame copies the layer and writes the animated fields into it, in the animations' order.
    func compiledPlacement() -> (base: RenderLayer, tracks: [PlacementAnimationSnapshot])? {
        guard !animations.isEmpty, values.emitter == nil, values.replicator == nil else { return nil }
        var tracks: [PlacementAnimationSnapshot] = []
        tracks.reserveCapacity(animations.count)
        for animation in animations {
            guard let track = animation as? PlacementAnimationSnapshot else { return nil }
            tracks.append(track)
        }
        return (RenderLayer(id: id, values: values, hasSublayers: !sublayers.isEmpty), tracks)
    }
}
