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

    override func renderSnapshot(on layerClass: CALayer.Type) -> (any LayerAnimationSnapshot)? {
        guard let keyPath else { return nil }
        guard let property = layerClass.animatableProperty(forKeyPath: keyPath) else {
            CADiagnostics.report("no animatable property '\(keyPath)' on \(layerClass); animation ignored")
            return nil
        }
        return property.renderAnimation(self)
    }

    /// The animated value of a property of type `V` whose value before this animation is `current`, or nil to leave it.
    func value<V: Interpolatable>(at state: CAMediaTimingValues.State, current: V) -> V? {
        guard let value = evaluation(as: V.self)?.value(at: state, current: current) else { return nil }
        guard value.isFiniteValue else {
            CADiagnostics.report("animation of '\(keyPath ?? "")' produced a non-finite value; frame ignored")
            return nil
        }
        return value
    }

    /// The whole rule for a property of type `V` as a value (values unboxed and checked now, a misfit reported once
    /// and nil): what the render side evaluates. A value function on a property that is not a transform is ignored,
    /// as Core Animation ignores it.
    func evaluation<V: Interpolatable>(as type: V.Type) -> PropertyEvaluation<V>? {
        do {
            let source: PropertyEvaluation<V>.Source
            if let valueFunction, V.self == CATransform3D.self {
                guard let numbers = try interpolation(as: CAValueFunctionInput.self) else { return nil }
                source = .function(valueFunction, numbers)
            } else {
                guard let interpolation = try interpolation(as: V.self) else { return nil }
                source = .direct(interpolation)
            }
            if V.self == CAPathValue.self, isAdditive || isCumulative {
                CADiagnostics.report("isAdditive/isCumulative on '\(keyPath ?? "")' add paths point by point only where their elements match; elsewhere the animation's own path shows")
            }
            return PropertyEvaluation(source: source, isAdditive: isAdditive, isCumulative: isCumulative)
        } catch {
            return nil
        }
    }

    /// How the animation interpolates values of type `W` before additive and cumulative adjustments; subclasses
    /// interpolate their own way.
    func interpolation<W: Interpolatable>(as type: W.Type) throws -> ValueInterpolation<W>? {
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
