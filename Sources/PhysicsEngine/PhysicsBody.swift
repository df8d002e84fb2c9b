import CChipmunk

/// A rigid body of a `PhysicsWorld`: position, rotation, their velocities, mass and the forces of this step. The
/// world owns the engine's body; this handle is valid until the world removes it.
package final class PhysicsBody {
    /// How the body moves: by the forces on it, or only as its velocity is set (an infinite mass others bounce off).
    package enum Kind: Sendable {
        case dynamic
        case kinematic
    }

    let pointer: OpaquePointer
    package internal(set) var shapes: [PhysicsShape] = []
    package internal(set) var isRemoved = false

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    package var position: PhysicsVector {
        get { PhysicsVector(cpBodyGetPosition(pointer)) }
        set { cpBodySetPosition(pointer, newValue.cp) }
    }

    /// The rotation, in radians.
    package var angle: Double {
        get { cpBodyGetAngle(pointer) }
        set { cpBodySetAngle(pointer, newValue) }
    }

    package var velocity: PhysicsVector {
        get { PhysicsVector(cpBodyGetVelocity(pointer)) }
        set { cpBodySetVelocity(pointer, newValue.cp) }
    }

    /// Radians a second.
    package var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(pointer) }
        set { cpBodySetAngularVelocity(pointer, newValue) }
    }

    package var mass: Double {
        get { cpBodyGetMass(pointer) }
        set { cpBodySetMass(pointer, newValue) }
    }

    /// The moment of inertia; infinite for a body that never rotates.
    package var moment: Double {
        get { cpBodyGetMoment(pointer) }
        set { cpBodySetMoment(pointer, newValue) }
    }

    package var kind: Kind {
        get { cpBodyGetType(pointer) == CP_BODY_TYPE_KINEMATIC ? .kinematic : .dynamic }
        set { cpBodySetType(pointer, newValue == .kinematic ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC) }
    }

    /// Adds `force` for the next step, applied at `point` (world coordinates).
    package func applyForce(_ force: PhysicsVector, at point: PhysicsVector) {
        cpBodyApplyForceAtWorldPoint(pointer, force.cp, point.cp)
    }

    /// Changes the momentum at once by `impulse`, applied at `point` (world coordinates).
    package func applyImpulse(_ impulse: PhysicsVector, at point: PhysicsVector) {
        cpBodyApplyImpulseAtWorldPoint(pointer, impulse.cp, point.cp)
    }

    /// The world coordinates of `local`, a point in the body's frame.
    package func worldPoint(_ local: PhysicsVector) -> PhysicsVector {
        PhysicsVector(cpBodyLocalToWorld(pointer, local.cp))
    }

    /// The velocity of the body's material at `point` (world coordinates).
    package func velocity(atWorldPoint point: PhysicsVector) -> PhysicsVector {
        PhysicsVector(cpBodyGetVelocityAtWorldPoint(pointer, point.cp))
    }
}
