import CChipmunk

/// A joint between two bodies of a `PhysicsWorld` (one of them may be the world's fixed body). The world owns the
/// engine's constraint; this handle changes its anchors and parameters.
package final class PhysicsConstraint {
    /// The joints the engine offers that UIKit Dynamics uses.
    package enum Kind: Sendable {
        /// Keeps the anchors `distance` apart.
        case pin(distance: Double)
        /// Pulls the anchors toward `restLength` apart with a spring.
        case spring(restLength: Double, stiffness: Double, damping: Double)
        /// Keeps the anchors at one point (a hinge).
        case pivot
        /// Keeps body B's anchor on the segment from `start` to `end` in body A's frame.
        case groove(start: PhysicsVector, end: PhysicsVector)
        /// Keeps the anchors between `minimum` and `maximum` apart.
        case slide(minimum: Double, maximum: Double)
        /// Keeps the bodies' relative rotation between `minimum` and `maximum`.
        case rotaryLimit(minimum: Double, maximum: Double)
        /// Resists relative rotation with at most `maxTorque` (rotary friction).
        case rotaryFriction(maxTorque: Double)
    }

    let pointer: OpaquePointer
    package let kind: Kind
    package internal(set) var isRemoved = false

    init(pointer: OpaquePointer, kind: Kind) {
        self.pointer = pointer
        self.kind = kind
    }

    /// Body B's anchor in its own frame (for a groove, the point that slides); the fixed body's frame is the world's.
    package var anchorB: PhysicsVector {
        get {
            switch kind {
            case .pin: PhysicsVector(cpPinJointGetAnchorB(pointer))
            case .spring: PhysicsVector(cpDampedSpringGetAnchorB(pointer))
            case .pivot: PhysicsVector(cpPivotJointGetAnchorB(pointer))
            case .groove: PhysicsVector(cpGrooveJointGetAnchorB(pointer))
            case .slide: PhysicsVector(cpSlideJointGetAnchorB(pointer))
            case .rotaryLimit, .rotaryFriction: .zero
            }
        }
        set {
            switch kind {
            case .pin: cpPinJointSetAnchorB(pointer, newValue.cp)
            case .spring: cpDampedSpringSetAnchorB(pointer, newValue.cp)
            case .pivot: cpPivotJointSetAnchorB(pointer, newValue.cp)
            case .groove: cpGrooveJointSetAnchorB(pointer, newValue.cp)
            case .slide: cpSlideJointSetAnchorB(pointer, newValue.cp)
            case .rotaryLimit, .rotaryFriction: break
            }
        }
    }

    /// The distance a pin keeps, or a spring's rest length.
    package var length: Double {
        get {
            switch kind {
            case .pin: cpPinJointGetDist(pointer)
            case .spring: cpDampedSpringGetRestLength(pointer)
            case .slide: cpSlideJointGetMax(pointer)
            default: 0
            }
        }
        set {
            switch kind {
            case .pin: cpPinJointSetDist(pointer, newValue)
            case .spring: cpDampedSpringSetRestLength(pointer, newValue)
            case .slide: cpSlideJointSetMax(pointer, newValue)
            default: break
            }
        }
    }

    /// A spring's stiffness and damping.
    package func setSpring(stiffness: Double, damping: Double) {
        guard case .spring = kind else { return }
        cpDampedSpringSetStiffness(pointer, stiffness)
        cpDampedSpringSetDamping(pointer, damping)
    }

    /// The largest force (or torque) the joint may use.
    package var maxForce: Double {
        get { cpConstraintGetMaxForce(pointer) }
        set { cpConstraintSetMaxForce(pointer, newValue) }
    }
}
