import Foundation
import PhysicsEngine

/// Pulls an item to a point along a damped spring and turns it upright, as a snap into place.
@MainActor @preconcurrency
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    open var snapPoint: CGPoint {
        didSet { changed() }
    }
    /// The oscillation's damping: 0 bounces longest, 1 settles without overshoot; 0.5 by default.
    open var damping: CGFloat = 0.5 {
        didSet { changed() }
    }

    /// The spring's natural angular frequency, in radians a second (settles in about a second).
    static let frequency = 2 * Double.pi * 1.5

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    /// Velocity changes of a spring of `frequency` with damping ratio `damping` toward the point and upright.
    override func apply(in world: DynamicsWorld, dt: Double) {
        guard let body = world.body(for: item)?.body, body.kind == .dynamic else { return }
        let omega = Self.frequency
        let zeta = min(max(Double(damping), 0), 1) * 0.9 + 0.1
        let offset = PhysicsVector(snapPoint) - body.position
        let acceleration = offset * (omega * omega) - body.velocity * (2 * zeta * omega)
        body.velocity = body.velocity + acceleration * dt
        let turn = -body.angle * omega * omega - body.angularVelocity * 2 * zeta * omega
        body.angularVelocity += turn * dt
    }
}
