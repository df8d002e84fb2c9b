import Foundation
import PhysicsEngine

/// Ties an item to an anchor point or to another item: rigidly at a `length` (frequency 0), as a spring (frequency
/// and damping), or as the sliding, fixed, pin and limit joints of the class methods.
@MainActor @preconcurrency
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    /// The joint the attachment makes.
    enum Joint {
        /// A distance (rigid at frequency 0, else a spring).
        case distance
        /// Slides along `axis` (in the first item's frame), without turning relative to it.
        case sliding(axis: CGVector)
        /// Welded at the anchor: no relative motion or rotation.
        case fixed
        /// Hinged at the anchor.
        case pin
        /// At most `length` apart.
        case limit
    }

    public private(set) var items: [UIDynamicItem]
    public private(set) var attachedBehaviorType: AttachmentType
    private var joint = Joint.distance
    private var offsets: (UIOffset, UIOffset)
    /// The point an anchor attachment ties its item to, in the reference view's coordinates.
    open var anchorPoint: CGPoint {
        didSet { constraintsChanged(rebuild: false) }
    }
    /// The distance the attachment keeps; the items' initial distance unless set.
    open var length: CGFloat {
        didSet { constraintsChanged(rebuild: false) }
    }
    open var damping: CGFloat = 0 {
        didSet { constraintsChanged(rebuild: false) }
    }
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet { constraintsChanged(rebuild: oldValue == 0 || frequency == 0) }
    }
    /// The torque resisting rotation about the attachment (pin and sliding attachments).
    open var frictionTorque: CGFloat = 0 {
        didSet { constraintsChanged(rebuild: true) }
    }
    /// How far the attachment may slide (sliding) or stretch (limit).
    open var attachmentRange = UIFloatRange.infinite {
        didSet { constraintsChanged(rebuild: true) }
    }

    private var constraints: [PhysicsConstraint] = []
    private var main: PhysicsConstraint?

    private init(items: [UIDynamicItem], type: AttachmentType, offsets: (UIOffset, UIOffset), anchor: CGPoint, length: CGFloat) {
        self.items = items
        attachedBehaviorType = type
        self.offsets = offsets
        anchorPoint = anchor
        self.length = length
        super.init()
    }

    /// Makes this attachment the `joint` between `items` at `offsets` (the class methods' joints).
    private func configure(_ joint: Joint, items: [UIDynamicItem], offsets: (UIOffset, UIOffset), anchor: CGPoint, length: CGFloat) -> Self {
        self.joint = joint
        self.items = items
        attachedBehaviorType = items.count > 1 ? .items : .anchor
        self.offsets = offsets
        anchorPoint = anchor
        self.length = length
        return self
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public required convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let start = Self.point(of: item, offset: offset)
        self.init(items: [item], type: .anchor, offsets: (offset, .zero), anchor: point,
                  length: hypot(point.x - start.x, point.y - start.y))
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                            offsetFromCenter offset2: UIOffset) {
        let (a, b) = (Self.point(of: item1, offset: offset1), Self.point(of: item2, offset: offset2))
        self.init(items: [item1, item2], type: .items, offsets: (offset1, offset2), anchor: .zero,
                  length: hypot(b.x - a.x, b.y - a.y))
    }

    /// Two items that slide along `axis` relative to each other through `point`, without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> Self {
        self.init(item: item1, offsetFromCenter: .zero, attachedToAnchor: .zero).configure(.sliding(axis: axis), items: [item1, item2], offsets: (offset(of: point, from: item1), offset(of: point, from: item2)), anchor: point, length: 0)
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: .zero).configure(.sliding(axis: axis), items: [item], offsets: (offset(of: point, from: item), .zero),
                  anchor: point, length: 0)
    }

    /// Two items at most their current distance apart (`length`) between the offsets.
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> Self {
        let (a, b) = (point(of: item1, offset: offset1), point(of: item2, offset: offset2))
        return self.init(item: item1, offsetFromCenter: .zero, attachedToAnchor: .zero).configure(.limit, items: [item1, item2], offsets: (offset1, offset2), anchor: .zero,
                         length: hypot(b.x - a.x, b.y - a.y))
    }

    /// Two items welded together at `point`.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> Self {
        self.init(item: item1, offsetFromCenter: .zero, attachedToAnchor: .zero).configure(.fixed, items: [item1, item2], offsets: (offset(of: point, from: item1), offset(of: point, from: item2)), anchor: point, length: 0)
    }

    /// Two items hinged together at `point`.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> Self {
        self.init(item: item1, offsetFromCenter: .zero, attachedToAnchor: .zero).configure(.pin, items: [item1, item2], offsets: (offset(of: point, from: item1), offset(of: point, from: item2)), anchor: point, length: 0)
    }

    /// The point at `offset` from `item`'s center, turned with the item, in the reference view's coordinates.
    private static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical).applying(item.transform)
        return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
    }

    /// `point`'s offset from `item`'s center in the item's unrotated frame.
    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        let local = CGPoint(x: point.x - item.center.x, y: point.y - item.center.y).applying(item.transform.inverted())
        return UIOffset(horizontal: local.x, vertical: local.y)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    private var needsRebuild = true

    private func constraintsChanged(rebuild: Bool) {
        if rebuild { needsRebuild = true }
        changed()
    }

    /// Makes the engine's joints (again, when their kind changed or a body was replaced), and sets the anchor,
    /// length and spring of the main one.
    override func prepare(in world: DynamicsWorld) {
        guard let first = world.body(for: items[0])?.body else { return }
        let second = items.count > 1 ? world.body(for: items[1])?.body : world.engine.fixedBody
        guard let second else { return }
        if needsRebuild || constraints.contains(where: \.isRemoved) {
            detach(from: world)
            build(in: world.engine, first, second)
            needsRebuild = false
        }
        guard let main else { return }
        if attachedBehaviorType == .anchor {
            switch joint {
            case .distance, .limit, .pin, .fixed: main.anchorB = PhysicsVector(anchorPoint)
            case .sliding: break
            }
        }
        switch (joint, main.kind) {
        case (.distance, .pin), (.limit, .slide): main.length = Double(length)
        case (.distance, .spring):
            main.length = Double(length)
            let (stiffness, damping) = spring(first.mass)
            main.setSpring(stiffness: stiffness, damping: damping)
        default: break
        }
    }

    /// The stiffness and damping coefficient of a spring of `frequency` and damping ratio `damping` on `mass`.
    private func spring(_ mass: Double) -> (Double, Double) {
        let omega = 2 * Double.pi * Double(frequency)
        let m = mass.isFinite && mass > 0 ? mass : 1
        return (m * omega * omega, 2 * Double(damping) * m * omega)
    }

    private func build(in engine: PhysicsWorld, _ a: PhysicsBody, _ b: PhysicsBody) {
        // Body B's anchor is in its frame; the fixed body's frame is the reference view's.
        let anchorA = PhysicsVector(Double(offsets.0.horizontal), Double(offsets.0.vertical))
        let anchorB = attachedBehaviorType == .anchor ? PhysicsVector(anchorPoint) : PhysicsVector(Double(offsets.1.horizontal), Double(offsets.1.vertical))
        func add(_ kind: PhysicsConstraint.Kind, _ anchorA: PhysicsVector = .zero, _ anchorB: PhysicsVector = .zero) -> PhysicsConstraint {
            let constraint = engine.addConstraint(kind, between: a, b, anchorA: anchorA, anchorB: anchorB)
            constraints.append(constraint)
            return constraint
        }
        switch joint {
        case .distance:
            if frequency > 0 {
                let (stiffness, damping) = spring(a.mass)
                main = add(.spring(restLength: Double(length), stiffness: stiffness, damping: damping), anchorA, anchorB)
            } else {
                main = add(.pin(distance: Double(length)), anchorA, anchorB)
            }
        case .limit:
            main = add(.slide(minimum: 0, maximum: Double(length)), anchorA, anchorB)
        case .pin:
            main = add(.pivot, anchorA, anchorB)
        case .fixed:
            main = add(.pivot, anchorA, anchorB)
            _ = add(.rotaryLimit(minimum: 0, maximum: 0))
        case let .sliding(axis):
            // A groove along the axis through the anchor, in body B's frame, with the slide limited by the range.
            let length = max(hypot(axis.dx, axis.dy), 1e-9)
            let direction = PhysicsVector(Double(axis.dx / length), Double(axis.dy / length))
            let range = (Double(max(attachmentRange.minimum, -1e6)), Double(min(attachmentRange.maximum, 1e6)))
            main = engine.addConstraint(.groove(start: anchorB + direction * range.0, end: anchorB + direction * range.1),
                                        between: b, a, anchorB: anchorA)
            constraints.append(main!)
            _ = add(.rotaryLimit(minimum: 0, maximum: 0))
        }
        if frictionTorque > 0 {
            _ = add(.rotaryFriction(maxTorque: Double(frictionTorque) * 10_000))
        }
    }

    override func detach(from world: DynamicsWorld) {
        for constraint in constraints { world.engine.remove(constraint) }
        constraints = []
        main = nil
        needsRebuild = true
    }
}
