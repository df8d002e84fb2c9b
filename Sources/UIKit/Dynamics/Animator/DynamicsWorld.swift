import Foundation
import PhysicsEngine

/// The animator's engine world and the bodies of its items: which items have bodies, what each body's item
/// behavior makes of it, which pairs may collide, and the contacts of the last step for the collision delegates.
@MainActor
final class DynamicsWorld {
    let engine = PhysicsWorld()
    private(set) var bodies: [ObjectIdentifier: ItemBody] = [:]
    /// Each item's charge, from its item behavior (fields read it).
    private(set) var charges: [ObjectIdentifier: Double] = [:]
    /// The item each body stands for.
    private var itemOfBody: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The collision behavior and identifier (nil: the reference bounds) of each wall shape.
    private var walls: [Int: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    /// The collision behaviors of this step, for the collision filter.
    private var collisionBehaviors: [UICollisionBehavior] = []
    /// Contacts that began or ended during the engine's step, delivered after it (the engine is locked during it).
    private var contacts: [(began: Bool, a: PhysicsShape, b: PhysicsShape, point: PhysicsVector)] = []

    init() {
        engine.shouldCollide = { [unowned self] a, b in MainActor.assumeIsolated { self.shouldCollide(a, b) } }
        engine.contactBegan = { [unowned self] a, b, point in
            MainActor.assumeIsolated { self.contacts.append((true, a, b, point)) }
        }
        engine.contactEnded = { [unowned self] a, b in
            MainActor.assumeIsolated { self.contacts.append((false, a, b, .zero)) }
        }
    }

    func body(for item: UIDynamicItem) -> ItemBody? {
        bodies[ObjectIdentifier(item)]
    }

    /// Makes bodies for the items that joined and removes those of the items that left.
    func sync(items: [UIDynamicItem]) {
        let wanted = Set(items.map(ObjectIdentifier.init))
        for (id, itemBody) in bodies where !wanted.contains(id) {
            itemOfBody[ObjectIdentifier(itemBody.body)] = nil
            engine.remove(itemBody.body)
            bodies[id] = nil
            charges[id] = nil
        }
        for item in items where bodies[ObjectIdentifier(item)] == nil {
            let itemBody = ItemBody(item: item, world: engine)
            bodies[ObjectIdentifier(item)] = itemBody
            itemOfBody[ObjectIdentifier(itemBody.body)] = ObjectIdentifier(item)
        }
    }

    /// Sets each body's mass, kind and surface from the item behaviors that name its item (the last added wins), or
    /// UIKit's defaults.
    func applyItemProperties(_ itemBehaviors: [UIDynamicItemBehavior]) {
        for (id, itemBody) in bodies {
            let behavior = itemBehaviors.last { $0.contains(id) }
            charges[id] = Double(behavior?.charge ?? 0)
            itemBody.setMass(density: Double(behavior?.density ?? 1), allowsRotation: behavior?.allowsRotation ?? true,
                             isAnchored: behavior?.isAnchored ?? false)
            for shape in itemBody.body.shapes {
                shape.elasticity = Double(behavior?.elasticity ?? 0)
                shape.friction = Double(behavior?.friction ?? 0)
            }
        }
    }

    // MARK: Walls

    /// A wall segment of `behavior`'s boundary `identifier` (nil: its reference bounds).
    func addWall(from a: CGPoint, to b: CGPoint, of behavior: UICollisionBehavior, identifier: NSCopying?) -> PhysicsShape {
        wall(engine.addSegment(from: PhysicsVector(a), to: PhysicsVector(b), on: engine.fixedBody, tag: 1), of: behavior, identifier: identifier)
    }

    /// A solid wall filling `rect`, of `behavior`'s boundary `identifier` (nil: its reference bounds).
    func addWall(_ rect: CGRect, of behavior: UICollisionBehavior, identifier: NSCopying?) -> PhysicsShape {
        let corners = [PhysicsVector(rect.minX, rect.minY), PhysicsVector(rect.maxX, rect.minY), PhysicsVector(rect.maxX, rect.maxY),
                       PhysicsVector(rect.minX, rect.maxY)]
        return wall(engine.addPolygon(corners, to: engine.fixedBody, tag: 1), of: behavior, identifier: identifier)
    }

    private func wall(_ shape: PhysicsShape, of behavior: UICollisionBehavior, identifier: NSCopying?) -> PhysicsShape {
        // The engine multiplies the two surfaces' values: against a wall, the item's own elasticity and friction count.
        shape.elasticity = 1
        shape.friction = 1
        walls[shape.id] = (behavior, identifier)
        return shape
    }

    func removeWall(_ shape: PhysicsShape) {
        walls[shape.id] = nil
        engine.remove(shape)
    }

    // MARK: Collisions

    func setCollisionBehaviors(_ behaviors: [UICollisionBehavior]) {
        collisionBehaviors = behaviors
    }

    private func item(of shape: PhysicsShape) -> ObjectIdentifier? {
        itemOfBody[ObjectIdentifier(shape.body)]
    }

    /// Items collide when one collision behavior holds both (and collides items); an item and a wall when the wall's
    /// behavior holds the item (and collides with boundaries).
    private func shouldCollide(_ a: PhysicsShape, _ b: PhysicsShape) -> Bool {
        switch (item(of: a), item(of: b)) {
        case let (itemA?, itemB?):
            return collisionBehaviors.contains { $0.collisionMode.contains(.items) && $0.contains(itemA) && $0.contains(itemB) }
        case let (item?, nil):
            return walls[b.id].map { $0.behavior.collisionMode.contains(.boundaries) && $0.behavior.contains(item) } ?? false
        case let (nil, item?):
            return walls[a.id].map { $0.behavior.collisionMode.contains(.boundaries) && $0.behavior.contains(item) } ?? false
        case (nil, nil):
            return false
        }
    }

    /// Tells the collision delegates of the contacts the last step began and ended.
    func deliverContacts() {
        let delivered = contacts
        contacts = []
        for contact in delivered {
            let point = CGPoint(contact.point)
            switch (item(of: contact.a).flatMap { bodies[$0] }, item(of: contact.b).flatMap { bodies[$0] }) {
            case let (a?, b?):
                for behavior in collisionBehaviors where behavior.contains(ObjectIdentifier(a.item)) && behavior.contains(ObjectIdentifier(b.item)) {
                    behavior.deliverContact(began: contact.began, between: a.item, and: b.item, at: point)
                }
            case let (a?, nil):
                deliverWallContact(contact.began, item: a.item, wall: contact.b, at: point)
            case let (nil, b?):
                deliverWallContact(contact.began, item: b.item, wall: contact.a, at: point)
            case (nil, nil):
                break
            }
        }
    }

    private func deliverWallContact(_ began: Bool, item: UIDynamicItem, wall: PhysicsShape, at point: CGPoint) {
        guard let (behavior, identifier) = walls[wall.id] else { return }
        behavior.deliverContact(began: began, between: item, boundary: identifier, at: point)
    }
}
