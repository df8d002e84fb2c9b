import Foundation

/// An attached animation as the render side holds it: a `Sendable` value that writes its effect at a parent time
/// (the layer's, or an enclosing group's) into a layer's values, without the animation object.
public protocol LayerAnimationSnapshot: Sendable {
    /// Writes the animation's effect at `parentTime` into `values`.
    func apply(to values: inout LayerValues, parentTime: CFTimeInterval)
}

/// A property animation: its timing, its evaluation rule and where its property lives.
struct PropertyAnimationSnapshot<Value: Interpolatable>: LayerAnimationSnapshot {
    let keyPath: String
    let clock: AnimationClock
    let evaluation: PropertyEvaluation<Value>
    let access: LayerValuesAccess<Value>
    /// The turn a keyframe animation's `rotationMode` adds to the transform.
    let rotation: (@Sendable (CAMediaTimingValues.State) -> CGFloat?)?

    func apply(to values: inout LayerValues, parentTime: CFTimeInterval) {
        guard let state = clock.state(atParentTime: parentTime) else { return }
        // A value that is not finite leaves the property as it is.
        if let current = access.get(values) ?? access.missing, let value = evaluation.value(at: state, current: current) {
            if value.isFiniteValue {
                access.set(&values, value)
            } else {
                CADiagnostics.reportLater("animation of '\(keyPath)' produced a non-finite value; frame ignored")
            }
        }
        if let rotation, let turn = rotation(state) {
            values.transform = values.transform.concatenating(CATransform3DMakeRotation(turn, 0, 0, 1))
        }
    }
}

/// A group: its children in the group's local time.
struct GroupAnimationSnapshot: LayerAnimationSnapshot {
    let clock: AnimationClock
    let children: [any LayerAnimationSnapshot]

    func apply(to values: inout LayerValues, parentTime: CFTimeInterval) {
        guard let state = clock.state(atParentTime: parentTime) else { return }
        let time = clock.childTime(at: state)
        for child in children {
            child.apply(to: &values, parentTime: time)
        }
    }
}
