import Foundation
import PhysicsEngine

/// The physical properties of its items (bounce, friction, density, air resistance, charge, rotation, anchoring),
/// and a way to give them velocity.
@MainActor @preconcurrency
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    /// Bounce, 0 (none) to 1 (perfectly elastic).
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area: a 100×100 item of density 1 weighs 1.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Linear damping: the fraction of velocity lost each second.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Angular damping: the fraction of angular velocity lost each second.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// The electric charge electric and magnetic fields act on.
    open var charge: CGFloat = 0 { didSet { changed() } }
    open var allowsRotation = true { didSet { changed() } }
    /// Whether the items stay put: other items collide with them as with walls.
    open var isAnchored = false { didSet { changed() } }

    /// Velocity to add to each item at the next step (added to the body's once it exists).
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { changed() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
    }

    func contains(_ id: ObjectIdentifier) -> Bool {
        list.contains(id)
    }

    /// Adds `velocity` (points a second) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard contains(ObjectIdentifier(item)) else {
            UIDynamicAnimator.report("addLinearVelocity(_:for:): the item is not in this behavior; ignored")
            return
        }
        if let body = dynamicAnimator?.world.body(for: item)?.body {
            body.velocity = body.velocity + PhysicsVector(velocity)
        } else {
            let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: pending.x + velocity.x, y: pending.y + velocity.y)
        }
        changed()
    }

    /// `item`'s velocity in points a second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.world.body(for: item)?.body else { return pendingLinear[ObjectIdentifier(item)] ?? .zero }
        return CGPoint(body.velocity)
    }

    /// Adds `velocity` (radians a second) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard contains(ObjectIdentifier(item)) else {
            UIDynamicAnimator.report("addAngularVelocity(_:for:): the item is not in this behavior; ignored")
            return
        }
        if let body = dynamicAnimator?.world.body(for: item)?.body {
            body.angularVelocity += Double(velocity)
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        changed()
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        guard let body = dynamicAnimator?.world.body(for: item)?.body else { return pendingAngular[ObjectIdentifier(item)] ?? 0 }
        return CGFloat(body.angularVelocity)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The velocities added before the items had bodies, then this step's resistance.
    override func apply(in world: DynamicsWorld, dt: Double) {
        for item in items {
            guard let body = world.body(for: item)?.body, body.kind == .dynamic else { continue }
            let id = ObjectIdentifier(item)
            if let velocity = pendingLinear.removeValue(forKey: id) { body.velocity = body.velocity + PhysicsVector(velocity) }
            if let velocity = pendingAngular.removeValue(forKey: id) { body.angularVelocity += Double(velocity) }
            if resistance > 0 { body.velocity = body.velocity * max(0, 1 - Double(resistance) * dt) }
            if !allowsRotation { body.angularVelocity = 0 }
            if angularResistance > 0 { body.angularVelocity *= max(0, 1 - Double(angularResistance) * dt) }
        }
    }
}
