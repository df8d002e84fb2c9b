import Foundation

/// How one animation turns a timing state into a value of type `W`, with the values it was given already unboxed
/// and checked: a `Sendable` value, so the render side can evaluate it without the animation object.
struct ValueInterpolation<W: Interpolatable>: Sendable {
    /// The value at a state, given the value before the animation (which nil `from`/`to` values stand for).
    let value: @Sendable (CAMediaTimingValues.State, W) -> W?
    /// The start and end values of one cycle, which cumulative repetitions add up.
    let endpoints: @Sendable (W) -> (W, W)?
}

/// A property animation's full rule for a property of type `V`: its interpolation, then cumulative repetition, then
/// additive composition (each only between values that interpolate: a path of other elements shows as it is); or,
/// with a value function, numbers interpolated and turned into a transform.
struct PropertyEvaluation<V: Interpolatable>: Sendable {
    enum Source: Sendable {
        case direct(ValueInterpolation<V>)
        case function(CAValueFunction, ValueInterpolation<CAValueFunctionInput>)
    }

    let source: Source
    let isAdditive: Bool
    let isCumulative: Bool

    /// The animated value at `state` over `current` (the value before this animation), before the finiteness check;
    /// nil leaves the property as it is.
    func value(at state: CAMediaTimingValues.State, current: V) -> V? {
        switch source {
        case .function(let function, let numbers):
            guard current is CATransform3D, let input = numbers.value(state, function.identityInput) else { return nil }
            let transform = function.transform(for: input)
            return (isAdditive ? (current as! CATransform3D).adding(transform) : transform) as? V
        case .direct(let interpolation):
            guard var value = interpolation.value(state, current) else { return nil }
            if isCumulative, state.iteration > 0, let (start, end) = interpolation.endpoints(current),
               start.canInterpolate(to: end), value.canInterpolate(to: end) {
                let delta = end.subtracting(start)
                for _ in 0..<min(state.iteration, 10_000) { value = value.adding(delta) }
            }
            return isAdditive && current.canInterpolate(to: value) ? current.adding(value) : value
        }
    }
}
