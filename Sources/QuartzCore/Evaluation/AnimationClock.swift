import Foundation

/// An animation's timing as a value: the time arithmetic and the timing function, shared by the animation classes
/// on the main thread and the render side, which evaluates the same animations from a snapshot.
struct AnimationClock: Sendable {
    var timing: CAMediaTimingValues
    /// One cycle's length: `duration`, or the default when it is 0.
    var simpleDuration: CFTimeInterval
    /// Maps each cycle's time fraction to progress; nil means linear.
    var timingFunction: CAMediaTimingFunction?

    /// The local state at `parentTime` (the layer's time, or the group's), or nil when nothing shows.
    func state(atParentTime parentTime: CFTimeInterval) -> CAMediaTimingValues.State? {
        timing.state(atParentTime: parentTime, simpleDuration: simpleDuration)
    }

    /// Progress through one cycle after the timing function.
    func progress(of state: CAMediaTimingValues.State) -> CGFloat {
        let fraction = state.simpleTime / simpleDuration
        return CGFloat(timingFunction?.evaluate(at: fraction) ?? fraction)
    }

    /// The time a group's children see at `state`: the group's simple time, reshaped by its timing function.
    func childTime(at state: CAMediaTimingValues.State) -> CFTimeInterval {
        timingFunction == nil ? state.simpleTime : CFTimeInterval(progress(of: state)) * simpleDuration
    }
}
