import Foundation
import PhysicsEngine

/// Keeps its items from passing through each other and through its boundaries: the reference view's bounds (with
/// insets) and paths or segments named by identifiers; tells its delegate when contacts begin and end.
@MainActor @preconcurrency
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    open var collisionMode: Mode = .everything {
        didSet { changed() }
    }
    /// Whether the reference view's bounds (inset by `referenceInsets`) are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet { wallsChanged() }
    }
    private var referenceInsets = UIEdgeInsets.zero
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// The named boundaries, in the order added.
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// The engine's walls for the boundaries, and the reference bounds they were made for.
    private var walls: [PhysicsShape] = []
    private var wallsBounds: CGRect?

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

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) the boundary `identifier` along `bezierPath`'s outline.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath.copy() as? UIBezierPath ?? bezierPath))
        wallsChanged()
    }

    /// Adds (or replaces) the boundary `identifier`: the segment from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let count = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != count { wallsChanged() }
    }

    open var boundaryIdentifiers: [NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        boundaries = []
        wallsChanged()
    }

    /// Whether two identifiers name the same boundary (equal objects, as `isEqual:` decides on iOS).
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return false
    }

    private func wallsChanged() {
        wallsBounds = nil
        changed()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Rebuilds the walls when the boundaries or the reference bounds changed.
    override func prepare(in world: DynamicsWorld) {
        let bounds = dynamicAnimator?.referenceBounds ?? .zero
        guard wallsBounds != bounds else { return }
        detach(from: world)
        wallsBounds = bounds
        if translatesReferenceBoundsIntoBoundary {
            for slab in Self.slabs(around: bounds.inset(by: referenceInsets)) {
                walls.append(world.addWall(slab, of: self, identifier: nil))
            }
        }
        for boundary in boundaries {
            for (a, b) in Self.segments(of: boundary.path) {
                walls.append(world.addWall(from: a, to: b, of: self, identifier: boundary.identifier))
            }
        }
    }

    override func detach(from world: DynamicsWorld) {
        for wall in walls { world.removeWall(wall) }
        walls = []
        wallsBounds = nil
    }

    /// The reference bounds' four walls: solid slabs outside `r` as thick as it is large (and at least 1,000 points), so an
    /// item that went past an edge in one step is still pushed back inside, never out through the far side.
    static func slabs(around r: CGRect) -> [CGRect] {
        let t = max(1000, r.width, r.height)
        return [CGRect(x: r.minX - t, y: r.minY - t, width: r.width + 2 * t, height: t),
                CGRect(x: r.minX - t, y: r.maxY, width: r.width + 2 * t, height: t),
                CGRect(x: r.minX - t, y: r.minY, width: t, height: r.height),
                CGRect(x: r.maxX, y: r.minY, width: t, height: r.height)]
    }

    /// The straight segments of a path's outline, curves flattened to 8 segments each.
    static func segments(of path: UIBezierPath) -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func line(to p: CGPoint) {
            if p != current { segments.append((current, p)) }
            current = p
        }
        for element in path.cgPath.elements {
            switch element {
            case let .moveTo(p):
                current = p
                start = p
            case let .lineTo(p):
                line(to: p)
            case let .quadCurveTo(p, c):
                let p0 = current
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    line(to: CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curveTo(p, c1, c2):
                let p0 = current
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    line(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        return segments
    }

    /// Tells the delegate that `a` and `b` began (at `point`) or ended touching.
    func deliverContact(began: Bool, between a: UIDynamicItem, and b: UIDynamicItem, at point: CGPoint) {
        if began {
            collisionDelegate?.collisionBehavior(self, beganContactFor: a, with: b, at: point)
        } else {
            collisionDelegate?.collisionBehavior(self, endedContactFor: a, with: b)
        }
    }

    /// Tells the delegate that `item` began (at `point`) or ended touching a boundary (nil: the reference bounds).
    func deliverContact(began: Bool, between item: UIDynamicItem, boundary identifier: NSCopying?, at point: CGPoint) {
        if began {
            collisionDelegate?.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
        } else {
            collisionDelegate?.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
        }
    }
}

/// Hears when a collision behavior's items begin and end touching each other or its boundaries.
@MainActor @preconcurrency
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}
