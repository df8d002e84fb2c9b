import Foundation

/// An animation of one layer property named by a key path (`position`, `transform.rotation.z`, a subclass's `angle`, …).
@MainActor @preconcurrency
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path; when nil, `add(_:forKey:)` uses the key the animation is added under.
    open var keyPath: String?
    /// Whether the animated value is added to the current value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition starts where the previous one ended.
    open var isCumulative = false
    /// Turns the animated number (or numbers) into a transform, for key paths whose value is a transform.
    open var valueFunction: CAValueFunction?

    public required init() {}

    /// Creates an animation of `keyPath` (Objective-C's `animationWithKeyPath:`).
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CAPropertyAnimation else { return }
        other.keyPath = keyPath
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
        other.valueFunction = valueFunction
    }

    override var animatedKeyPaths: [String] {
        keyPath.map { [$0] } ?? []
    }

    override func apply(to layer: CALayer, parentTime: CFTimeInterval) {
        guard let keyPath else { return }
        guard let property = type(of: layer).animatableProperty(forKeyPath: keyPath) else {
            CADiagnostics.report("no animatable property '\(keyPath)' on \(type(of: layer)); animation ignored")
            return
        }
        guard let state = timingState(atParentTime: parentTime) else { return }
        property.apply(self, state: state, to: layer)
    }

    /// The animated value of a property of type `V` whose value before this animation is `current`, or nil to leave it.
    func value<V: Interpolatable>(at state: CAMediaTimingValues.State, current: V) -> V? {
        do {
            if let valueFunction, let transform = current as? CATransform3D {
                return try transformValue(through: valueFunction, at: state, current: transform) as? V
            }
            guard var value = try interpolatedValue(at: state, current: current) else { return nil }
            if isCumulative, state.iteration > 0, let (start, end) = try cumulativeEndpoints(current: current) {
                let delta = end.subtracting(start)
                for _ in 0..<min(state.iteration, 10_000) { value = value.adding(delta) }
            }
            if isAdditive { value = current.adding(value) }
            guard value.isFiniteValue else {
                CADiagnostics.report("animation of '\(keyPath ?? "")' produced a non-finite value; frame ignored")
                return nil
            }
            return value
        } catch {
            return nil
        }
    }

    /// The value through `valueFunction`: the numbers animate, then become a transform (a value function on a
    /// property that is not a transform is ignored, as Core Animation ignores it).
    private func transformValue(through function: CAValueFunction, at state: CAMediaTimingValues.State, current: CATransform3D) throws -> CATransform3D? {
        guard let numbers = try interpolatedValue(at: state, current: function.identityInput) else { return nil }
        let transform = function.transform(for: numbers)
        return isAdditive ? current.adding(transform) : transform
    }

    /// The value before additive and cumulative adjustments; subclasses interpolate their own way.
    func interpolatedValue<V: Interpolatable>(at state: CAMediaTimingValues.State, current: V) throws -> V? {
        nil
    }

    /// The start and end values of one cycle, which cumulative repetitions add up.
    func cumulativeEndpoints<V: Interpolatable>(current: V) throws -> (V, V)? {
        nil
    }

    /// Unboxes an animation value for a property of type `V`; a value of the wrong type is reported once and throws.
    func typedValue<V: Interpolatable>(_ any: Any?, as type: V.Type, role: String) throws -> V? {
        guard let any else { return nil }
        guard let value = V.animationValue(from: any) else {
            CADiagnostics.report("\(role) of type \(Swift.type(of: any)) does not fit '\(keyPath ?? "")' (\(V.self)); animation ignored")
            throw CAAnimationValueError.wrongType
        }
        guard value.isFiniteValue else {
            CADiagnostics.report("\(role) for '\(keyPath ?? "")' is not finite; animation ignored")
            throw CAAnimationValueError.notFinite
        }
        return value
    }
}

/// Why an animation value could not be used.
enum CAAnimationValueError: Error {
    case wrongType
    case notFinite
}
