import Foundation
import PhysicsEngine

/// A force field over a region about `position`: linear or radial gravity, a spring, drag, a velocity, noise,
/// turbulence, a vortex, an electric or magnetic field, or one the app evaluates.
///
/// Units, as UIKit's gravity and push: a strength of 1 accelerates by 1000 points/s² (gravity, vortex, noise and
/// electric fields), distances for `falloff` and `minimumRadius` count in hundreds of points, and a custom field's
/// force of 1 is a push of magnitude 1.
@MainActor @preconcurrency
open class UIFieldBehavior: UIDynamicBehavior {
    /// What the field does to an item at a point.
    enum Kind {
        case linearGravity
        case radialGravity
        case spring
        case drag
        case velocity
        case noise
        case turbulence
        case vortex
        case electric
        case magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    private var list = DynamicItemList([])
    open var items: [UIDynamicItem] { list.items }
    private(set) var kind = Kind.drag
    open var position = CGPoint.zero { didSet { changed() } }
    /// Where the field acts, about `position`.
    open var region = UIRegion.infinite { didSet { changed() } }
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How fast the strength falls with distance: 1/distance^falloff beyond `minimumRadius`.
    open var falloff: CGFloat = 0 { didSet { changed() } }
    open var minimumRadius: CGFloat = 0 { didSet { changed() } }
    /// The direction of linear gravity and velocity fields.
    open var direction = CGVector(dx: 0, dy: 0) { didSet { changed() } }
    /// How smooth noise and turbulence are, 0 (rough) to 1 (smooth).
    open var smoothness: CGFloat = 0 { didSet { changed() } }
    /// How fast noise and turbulence change over time.
    open var animationSpeed: CGFloat = 0 { didSet { changed() } }

    /// A drag field.
    ///
    /// Difference from Apple: available (UIKit makes fields only through the class methods); it makes a drag field.
    public required override init() {
        super.init()
    }

    private func with(_ kind: Kind) -> Self {
        self.kind = kind
        return self
    }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { changed() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
    }

    /// Slows items in proportion to their velocity.
    open class func dragField() -> Self { self.init().with(.drag) }
    /// Turns items about `position`.
    open class func vortexField() -> Self { self.init().with(.vortex) }

    /// Pulls items toward `position`.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = self.init().with(.radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = self.init().with(.linearGravity)
        field.direction = direction
        return field
    }

    /// Steers items toward the velocity `direction` (points a second, times strength).
    open class func velocityField(direction: CGVector) -> Self {
        let field = self.init().with(.velocity)
        field.direction = direction
        return field
    }

    /// Pushes items by smooth noise over space and time.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = self.init().with(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pushes items by noise in proportion to their speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = self.init().with(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pulls items toward `position` in proportion to their distance (a spring of 1 Hz at strength 1).
    open class func springField() -> Self { self.init().with(.spring) }
    /// Attracts or repels items by their charge.
    open class func electricField() -> Self { self.init().with(.electric) }
    /// Deflects moving charged items sideways.
    open class func magneticField() -> Self { self.init().with(.magnetic) }

    /// A field whose force the block gives for an item's position, velocity, mass and charge, and the step's duration.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> Self {
        self.init().with(.custom(block))
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func apply(in world: DynamicsWorld, dt: Double) {
        let time = dynamicAnimator?.elapsedTime ?? 0
        for item in items {
            guard let body = world.body(for: item)?.body, body.kind == .dynamic else { continue }
            let offset = body.position - PhysicsVector(position)
            guard region.contains(CGPoint(offset)) else { continue }
            let charge = world.charges[ObjectIdentifier(item)] ?? 0
            let force = self.force(at: offset, velocity: body.velocity, mass: body.mass, charge: charge, time: time, dt: dt)
            body.applyForce(force, at: body.position)
        }
    }

    /// The force on an item at `offset` from the position.
    private func force(at offset: PhysicsVector, velocity v: PhysicsVector, mass: Double, charge: Double,
                       time: TimeInterval, dt: Double) -> PhysicsVector {
        let s = Double(strength), g = UIGravityBehavior.pointsPerSecondSquared
        let distance = offset.length
        let toward = distance > 0 ? offset * (-1 / distance) : .zero
        let fade = falloffFactor(distance)
        let dir = PhysicsVector(Double(direction.dx), Double(direction.dy))
        switch kind {
        case .linearGravity: return dir * (s * g * mass * fade)
        case .radialGravity: return toward * (s * g * mass * fade)
        case .spring: return offset * (-s * 4 * .pi * .pi * mass * fade)
        case .drag: return v * (-s * mass * fade)
        case .velocity: return (dir * s - v) * (10 * mass * fade)
        case .noise: return noise(at: offset, time: time) * (s * g * mass * fade)
        case .turbulence: return noise(at: offset, time: time) * (s * v.length * 10 * mass * fade)
        case .vortex: return PhysicsVector(-toward.y, toward.x) * (s * g * mass * fade)
        case .electric: return toward * (-s * charge * g * fade)
        case .magnetic: return PhysicsVector(v.y, -v.x) * (s * charge * fade)
        case let .custom(block):
            let result = block(self, CGPoint(offset + PhysicsVector(position)), CGVector(dx: v.x, dy: v.y), CGFloat(mass),
                               CGFloat(charge), dt)
            return PhysicsVector(Double(result.dx), Double(result.dy)) * UIPushBehavior.unit
        }
    }

    /// 1 / (distance in hundreds of points)^falloff, the distance no less than `minimumRadius`.
    private func falloffFactor(_ distance: Double) -> Double {
        guard falloff != 0 else { return 1 }
        let r = max(distance, Double(minimumRadius), 1) / 100
        return 1 / pow(r, Double(falloff))
    }

    /// A smooth pseudo-random direction at `offset` and `time`: value noise on a grid whose spacing grows with
    /// smoothness, the same for the same place and time.
    private func noise(at offset: PhysicsVector, time: TimeInterval) -> PhysicsVector {
        let scale = 20 + Double(smoothness) * 200
        let (x, y, t) = (offset.x / scale, offset.y / scale, time * Double(animationSpeed))
        return PhysicsVector(Self.valueNoise(x, y, t, seed: 1), Self.valueNoise(x, y, t, seed: 2))
    }

    /// Trilinearly interpolated lattice values in [-1, 1].
    private static func valueNoise(_ x: Double, _ y: Double, _ z: Double, seed: UInt64) -> Double {
        let (x0, y0, z0) = (floor(x), floor(y), floor(z))
        func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }
        let (fx, fy, fz) = (smooth(x - x0), smooth(y - y0), smooth(z - z0))
        func lattice(_ i: Double, _ j: Double, _ k: Double) -> Double {
            var h = seed &* 0x9E37_79B9_7F4A_7C15
            for value in [i, j, k] {
                h ^= UInt64(bitPattern: Int64(value)) &+ 0x9E37_79B9 &+ (h << 6) &+ (h >> 2)
                h = h &* 0xBF58_476D_1CE4_E5B9
            }
            return Double(h >> 11) / Double(1 << 53) * 2 - 1
        }
        func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
        func plane(_ k: Double) -> Double {
            lerp(lerp(lattice(x0, y0, k), lattice(x0 + 1, y0, k), fx), lerp(lattice(x0, y0 + 1, k), lattice(x0 + 1, y0 + 1, k), fx), fy)
        }
        return lerp(plane(z0), plane(z0 + 1), fz)
    }
}
