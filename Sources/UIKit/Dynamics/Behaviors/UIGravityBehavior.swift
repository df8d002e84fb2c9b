import Foundation
import PhysicsEngine

/// Accelerates its items in one direction: magnitude 1 is 1000 points/s², downward (angle π/2) by default.
@MainActor @preconcurrency
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration UIKit's magnitude 1 stands for, in points a second squared.
    static let pointsPerSecondSquared = 1000.0

    public private(set) var items: [UIDynamicItem]
    /// The direction and strength: (0, 1) is magnitude 1 straight down.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { changed() }
    }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    /// The direction, in radians clockwise from the positive x axis.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
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
