import Foundation

/// A `CATransition` as the render side holds it: its timing, kind and the old picture it turns from.
struct TransitionSnapshot: Sendable {
    let clock: AnimationClock
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let startProgress: Float
    let endProgress: Float
    /// The layer as it showed when the transition was added.
    let oldAppearance: RenderLayer?

    /// How far the transition has gone at `layerTime`, from `startProgress` to `endProgress` through the timing
    /// function; nil when it shows nothing.
    func progress(atLayerTime layerTime: CFTimeInterval) -> Float? {
        guard let state = clock.state(atParentTime: layerTime) else { return nil }
        return startProgress + (endProgress - startProgress) * Float(clock.progress(of: state))
    }
}

extension CATransition {
    /// The transition as a value.
    var snapshot: TransitionSnapshot {
        TransitionSnapshot(
            clock: clock, type: type, subtype: subtype, startProgress: startProgress, endProgress: endProgress,
            oldAppearance: oldAppearance)
    }
}
