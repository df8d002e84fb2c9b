import Foundation

/// A rule the animator applies to items at every step; subclasses are the concrete behaviors, and a custom
/// behavior composes them as `childBehaviors` and runs its `action` after each step.
@MainActor @preconcurrency
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after every step of the animator the behavior belongs to.
    open var action: (() -> Void)?
    /// The animator the behavior (or the behavior it is a child of) was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// The behavior this one is a child of.
    weak var parent: UIDynamicBehavior?

    override public init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else {
            UIDynamicAnimator.report("addChildBehavior: the behavior is already a child (or is the parent itself); ignored")
            return
        }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        let animator = dynamicAnimator
        if animator != nil { behavior.move(to: nil) }
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        animator?.behaviorsChanged()
    }

    /// Called when the behavior is added to an animator, and with nil when it is removed.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells this behavior and its children they join `animator` (or leave, with nil), and sets their animator.
    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        if animator == nil, let world = dynamicAnimator?.world { detach(from: world) }
        dynamicAnimator = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    /// This behavior and its descendants, parents first.
    var tree: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.tree)
    }

    // MARK: What the animator asks of each behavior at a step (overridden by the concrete behaviors)

    /// The items this behavior acts on.
    var dynamicItems: [UIDynamicItem] { [] }

    /// Makes the engine objects the behavior needs (joints, walls) for the bodies of this step.
    func prepare(in world: DynamicsWorld) {}

    /// Adds this step's forces and velocity changes.
    func apply(in world: DynamicsWorld, dt: Double) {}

    /// Removes the engine objects the behavior made.
    func detach(from world: DynamicsWorld) {}

    /// Whether the behavior still moves items when they rest (a continuous push, an unfinished instantaneous one).
    var keepsRunning: Bool { false }

    /// The animator to wake after a change: the items move on from their state now.
    func changed() {
        dynamicAnimator?.resume()
    }
}
