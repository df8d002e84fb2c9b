import Foundation

/// Runs several animations in its own local time: each child's `beginTime` is measured from the group's start, and a
/// child shows outside its own interval only as its own `fillMode` says, however long the group lasts; a child whose
/// `duration` is unset runs for the group's.
@MainActor @preconcurrency
open class CAAnimationGroup: CAAnimation {
    /// The children, applied in order.
    open var animations: [CAAnimation]?

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CAAnimationGroup else { return }
        other.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    /// Children whose duration is unset (0) run for the group's duration, as in Core Animation, not the default 0.25 s.
    override func inheritDuration(_ inherited: CFTimeInterval) {
        super.inheritDuration(inherited)
        for child in animations ?? [] { child.inheritDuration(duration) }
    }

    override var animatedKeyPaths: [String] {
        (animations ?? []).flatMap(\.animatedKeyPaths)
    }

    override func renderSnapshot(on layerClass: CALayer.Type) -> (any LayerAnimationSnapshot)? {
        GroupAnimationSnapshot(clock: clock, children: (animations ?? []).compactMap { $0.renderSnapshot(on: layerClass) })
    }

    override func apply(to layer: CALayer, parentTime: CFTimeInterval) {
        guard let state = timingState(atParentTime: parentTime) else { return }
        let localTime = clock.childTime(at: state)
        for child in animations ?? [] {
            child.apply(to: layer, parentTime: localTime)
        }
    }
}
