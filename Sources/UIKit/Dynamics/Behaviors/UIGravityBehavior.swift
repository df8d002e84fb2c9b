import Foundation
import PhysicsEngine

/// Accelerates its items in one direction: magnitude 1 is 1000 points/s², downward (angle π/2) by default.
@MainActor @preconcurrency
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration UIKit's magnitude 1 stands for, in points a second squared.
    static let pointsPerSecondSquared = 1000.0

    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    /// The direction and strength: (0, 1) is magnitude 1 straight down.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { changed() }
    }

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { changed() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
    }

    /// The direction, in radians clockwise from the positive x axis.
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func apply(in world: DynamicsWorld, dt: Double) {
        let g = PhysicsVector(Double(gravityDirection.dx), Double(gravityDirection.dy)) * Self.pointsPerSecondSquared
        for item in items {
            guard let body = world.body(for: item)?.body, body.kind == .dynamic else { continue }
            body.applyForce(g * body.mass, at: body.position)
        }
    }
}
