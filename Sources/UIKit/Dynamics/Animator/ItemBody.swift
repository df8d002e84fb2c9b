import Foundation
import PhysicsEngine

/// One item's rigid body in the engine: made from the item's center, bounds, rotation and collision outline, and
/// written back to the item (`center`, `transform`) after each step. A group's body carries every member's outline.
@MainActor
final class ItemBody {
    let item: UIDynamicItem
    let body: PhysicsBody
    /// The outline's area, in square points (a 100×100 item of density 1 weighs 1, as in UIKit).
    let area: Double
    /// Each member of a group and its center's offset from the group's center, unrotated.
    private let members: [(item: UIDynamicItem, offset: PhysicsVector)]
    /// The density, allowsRotation and isAnchored the mass and kind were last set from.
    private var massSource: (density: Double, allowsRotation: Bool, isAnchored: Bool)?

    init(item: UIDynamicItem, world: PhysicsWorld) {
        self.item = item
        let center = PhysicsVector(item.center)
        let angle = Double(atan2(item.transform.b, item.transform.a))
        body = world.addBody(mass: 1, moment: 1, position: center, angle: angle)
        if let group = item as? UIDynamicItemGroup {
            members = group.items.map { ($0, PhysicsVector($0.center) - center) }
            var total = 0.0
            for member in members {
                let outline = Self.outline(of: member.item, at: member.offset)
                world.add(outline, to: body)
                total += outline.area
            }
            area = total
        } else {
            members = []
            let outline = Self.outline(of: item, at: .zero)
            world.add(outline, to: body)
            area = outline.area
        }
    }

    /// The outline `item` collides by, centered at `offset` in the body's frame.
    private static func outline(of item: UIDynamicItem, at offset: PhysicsVector) -> ItemOutline {
        let (w, h) = (Double(item.bounds.width), Double(item.bounds.height))
        switch item.collisionBoundsType {
        case .rectangle:
            return .polygon([PhysicsVector(-w / 2, -h / 2), PhysicsVector(w / 2, -h / 2), PhysicsVector(w / 2, h / 2),
                             PhysicsVector(-w / 2, h / 2)].map { $0 + offset }, area: w * h)
        case .ellipse:
            if w == h { return .circle(radius: w / 2, center: offset) }
            let vertices = (0..<24).map { index in
                let angle = Double(index) / 24 * 2 * .pi
                return PhysicsVector(w / 2 * cos(angle), h / 2 * sin(angle)) + offset
            }
            return .polygon(vertices, area: .pi * w * h / 4)
        case .path:
            let points = item.collisionBoundingPath.cgPath.elements.compactMap { element -> CGPoint? in
                switch element {
                case let .moveTo(p), let .lineTo(p): p
                case let .quadCurveTo(p, _), let .curveTo(p, _, _): p
                case .closeSubpath: nil
                }
            }
            guard points.count >= 3 else {
                UIDynamicAnimator.report("collisionBoundingPath has fewer than 3 points; colliding by the bounds rectangle")
                return .polygon([PhysicsVector(-w / 2, -h / 2), PhysicsVector(w / 2, -h / 2), PhysicsVector(w / 2, h / 2),
                                 PhysicsVector(-w / 2, h / 2)].map { $0 + offset }, area: w * h)
            }
            let vertices = points.map { PhysicsVector($0) + offset }
            return .polygon(vertices, area: ItemOutline.area(of: vertices))
        }
    }

    /// Sets the mass, moment and kind from the item's density, rotation and anchoring (when they changed).
    func setMass(density: Double, allowsRotation: Bool, isAnchored: Bool) {
        if let source = massSource, source == (density, allowsRotation, isAnchored) { return }
        massSource = (density, allowsRotation, isAnchored)
        let mass = max(density, 1e-6) * max(area, 1) / 10_000
        let (w, h) = (Double(item.bounds.width), Double(item.bounds.height))
        body.kind = isAnchored ? .kinematic : .dynamic
        if isAnchored {
            body.velocity = .zero
            body.angularVelocity = 0
            return
        }
        body.mass = mass
        body.moment = allowsRotation ? mass * (w * w + h * h) / 12 : .infinity
        if !allowsRotation { body.angularVelocity = 0 }
    }

    /// Moves the body to the item's current center and rotation, at rest.
    func readItem() {
        body.position = PhysicsVector(item.center)
        body.angle = Double(atan2(item.transform.b, item.transform.a))
        body.velocity = .zero
        body.angularVelocity = 0
    }

    /// Sets the item's center and rotation (each member's, for a group) from the body, as UIKit does after a step.
    func writeItem() {
        let angle = body.angle
        let rotation = CGAffineTransform(rotationAngle: CGFloat(angle))
        item.center = CGPoint(body.position)
        item.transform = rotation
        for member in members {
            member.item.center = CGPoint(body.position + member.offset.rotated(by: angle))
            member.item.transform = rotation
        }
    }
}

/// A collision outline in a body's frame, with its area.
enum ItemOutline {
    case polygon([PhysicsVector], area: Double)
    case circle(radius: Double, center: PhysicsVector)

    var area: Double {
        switch self {
        case let .polygon(_, area): area
        case let .circle(radius, _): .pi * radius * radius
        }
    }

    /// The area of a simple polygon (shoelace formula).
    static func area(of vertices: [PhysicsVector]) -> Double {
        var sum = 0.0
        for (index, a) in vertices.enumerated() {
            let b = vertices[(index + 1) % vertices.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}

extension PhysicsWorld {
    @discardableResult
    func add(_ outline: ItemOutline, to body: PhysicsBody) -> PhysicsShape {
        switch outline {
        case let .polygon(vertices, _): addPolygon(vertices, to: body, tag: 0)
        case let .circle(radius, center): addCircle(radius: radius, center: center, to: body, tag: 0)
        }
    }
}

extension PhysicsVector {
    init(_ point: CGPoint) {
        self.init(Double(point.x), Double(point.y))
    }
}

extension CGPoint {
    init(_ vector: PhysicsVector) {
        self.init(x: CGFloat(vector.x), y: CGFloat(vector.y))
    }
}
