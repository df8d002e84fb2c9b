import Foundation
import PhysicsEngine

/// Pushes items with a force (continuous) or a one-time impulse (instantaneous): magnitude 1 accelerates a 100×100
/// item of density 1 by 100 points/s² (or changes its speed by 100 points/s at once).
@MainActor @preconcurrency
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    /// UIKit's force unit: the push of magnitude 1, in the engine's mass × points/s².
    static let unit = 100.0

    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    public let mode: Mode
    /// Whether the push acts; an instantaneous push turns itself off once applied, and on again when set.
    open var active = true {
        didSet { changed() }
    }
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet { changed() }
    }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { changed() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
        offsets[ObjectIdentifier(item)] = nil
    }

    /// The direction, in radians clockwise from the positive x axis.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Where on `item` the push acts, from its center in the item's unrotated frame (off center, it turns the item).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        changed()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override var keepsRunning: Bool { active && magnitude > 0 }

    override func apply(in world: DynamicsWorld, dt: Double) {
        guard active else { return }
        let push = PhysicsVector(Double(pushDirection.dx), Double(pushDirection.dy)) * Self.unit
        for item in items {
            guard let body = world.body(for: item)?.body, body.kind == .dynamic else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let point = body.worldPoint(PhysicsVector(Double(offset.horizontal), Double(offset.vertical)))
            switch mode {
            case .continuous: body.applyForce(push, at: point)
            case .instantaneous: body.applyImpulse(push, at: point)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
