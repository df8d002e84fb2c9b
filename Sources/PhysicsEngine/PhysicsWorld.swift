import CChipmunk
import Foundation

/// A Chipmunk2D space and everything in it: the one owner of the engine's bodies, shapes and constraints, freed when
/// removed or with the world, and the one place its C callbacks land.
///
/// Chipmunk2D rather than Box2D (UIKit Dynamics' own engine): Debian 12 ships both (`libchipmunk-dev` 7.0.3,
/// `libbox2d-dev` 2.4.1), but Chipmunk's C API imports into Swift directly, while Box2D's C++ would need C++
/// interoperability in every module that imports this one; both give rigid bodies, polygon and circle shapes,
/// restitution, friction and the pin, spring, pivot, groove, slide and rotary joints UIKit Dynamics needs.
package final class PhysicsWorld {
    private let space: OpaquePointer
    /// The fixed body static shapes and anchors hang on.
    package let fixedBody: PhysicsBody
    private var bodies: [PhysicsBody] = []
    private var shapes: [Int: PhysicsShape] = [:]
    private var constraints: [PhysicsConstraint] = []
    private var nextShapeID = 1

    /// Whether two shapes may touch; asked when they first overlap (true when unset).
    package var shouldCollide: ((PhysicsShape, PhysicsShape) -> Bool)?
    /// Two shapes that may touch began touching, at a contact point.
    package var contactBegan: ((PhysicsShape, PhysicsShape, PhysicsVector) -> Void)?
    /// Two shapes that touched stopped touching.
    package var contactEnded: ((PhysicsShape, PhysicsShape) -> Void)?

    package init() {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, 30)
        // Overlaps are pushed apart by 30% each 1/120 s step (Chipmunk's default: 10% each 1/60 s), so items stacked
        // under UIKit's strong gravity sink into walls and each other by a point at most.
        cpSpaceSetCollisionBias(space, pow(0.7, 120))
        fixedBody = PhysicsBody(pointer: cpSpaceGetStaticBody(space))
        let handler = cpSpaceAddDefaultCollisionHandler(space)!
        cpSpaceSetUserData(space, Unmanaged.passUnretained(self).toOpaque())
        handler.pointee.beginFunc = { arbiter, space, _ in
            guard let world = PhysicsWorld.of(space), let (a, b) = world.shapePair(of: arbiter) else { return 1 }
            guard world.shouldCollide?(a, b) ?? true else { return 0 }
            let point = cpArbiterGetCount(arbiter) > 0 ? PhysicsVector(cpArbiterGetPointA(arbiter, 0)) : a.body.position
            world.contactBegan?(a, b, point)
            return 1
        }
        handler.pointee.separateFunc = { arbiter, space, _ in
            guard let world = PhysicsWorld.of(space), let (a, b) = world.shapePair(of: arbiter) else { return }
            // A pair the begin callback refused never touched.
            guard world.shouldCollide?(a, b) ?? true else { return }
            world.contactEnded?(a, b)
        }
    }

    deinit {
        // Removing shapes that touch ends their contacts: nobody is left to hear it.
        shouldCollide = nil
        contactBegan = nil
        contactEnded = nil
        cpSpaceSetUserData(space, nil)
        for constraint in constraints { free(constraint) }
        for shape in shapes.values { cpSpaceRemoveShape(space, shape.pointer); cpShapeFree(shape.pointer) }
        for body in bodies { cpSpaceRemoveBody(space, body.pointer); cpBodyFree(body.pointer) }
        cpSpaceFree(space)
    }

    private static func of(_ space: OpaquePointer?) -> PhysicsWorld? {
        guard let space, let data = cpSpaceGetUserData(space) else { return nil }
        return Unmanaged<PhysicsWorld>.fromOpaque(data).takeUnretainedValue()
    }

    private func shapePair(of arbiter: OpaquePointer?) -> (PhysicsShape, PhysicsShape)? {
        var a: OpaquePointer?, b: OpaquePointer?
        cpArbiterGetShapes(arbiter, &a, &b)
        guard let a, let b,
              let shapeA = shapes[Int(bitPattern: cpShapeGetUserData(a))],
              let shapeB = shapes[Int(bitPattern: cpShapeGetUserData(b))] else { return nil }
        return (shapeA, shapeB)
    }

    /// A new moving body at `position`, rotated by `angle`.
    package func addBody(mass: Double, moment: Double, position: PhysicsVector, angle: Double) -> PhysicsBody {
        let body = PhysicsBody(pointer: cpSpaceAddBody(space, cpBodyNew(mass, moment)))
        body.position = position
        body.angle = angle
        bodies.append(body)
        return body
    }

    /// Removes `body` with its shapes and the constraints on it.
    package func remove(_ body: PhysicsBody) {
        guard !body.isRemoved, body !== fixedBody else { return }
        for constraint in constraints where touches(constraint, body) { remove(constraint) }
        for shape in body.shapes { remove(shape) }
        cpSpaceRemoveBody(space, body.pointer)
        cpBodyFree(body.pointer)
        body.isRemoved = true
        bodies.removeAll { $0 === body }
    }

    private func touches(_ constraint: PhysicsConstraint, _ body: PhysicsBody) -> Bool {
        cpConstraintGetBodyA(constraint.pointer) == body.pointer || cpConstraintGetBodyB(constraint.pointer) == body.pointer
    }

    /// A convex polygon (its convex hull) on `body`, in the body's frame.
    package func addPolygon(_ vertices: [PhysicsVector], to body: PhysicsBody, tag: Int) -> PhysicsShape {
        let points = vertices.map(\.cp)
        let pointer = points.withUnsafeBufferPointer { buffer in
            cpPolyShapeNew(body.pointer, Int32(buffer.count), buffer.baseAddress, cpTransformIdentity, 0)!
        }
        return add(pointer, to: body, tag: tag)
    }

    /// A circle of `radius` around `center` (in the body's frame) on `body`.
    package func addCircle(radius: Double, center: PhysicsVector, to body: PhysicsBody, tag: Int) -> PhysicsShape {
        add(cpCircleShapeNew(body.pointer, radius, center.cp), to: body, tag: tag)
    }

    /// A segment from `a` to `b` on `body` (the fixed body for a wall).
    package func addSegment(from a: PhysicsVector, to b: PhysicsVector, on body: PhysicsBody, tag: Int) -> PhysicsShape {
        add(cpSegmentShapeNew(body.pointer, a.cp, b.cp, 0), to: body, tag: tag)
    }

    private func add(_ pointer: OpaquePointer, to body: PhysicsBody, tag: Int) -> PhysicsShape {
        let shape = PhysicsShape(pointer: pointer, id: nextShapeID, tag: tag, body: body)
        nextShapeID += 1
        cpShapeSetUserData(pointer, UnsafeMutableRawPointer(bitPattern: shape.id))
        cpSpaceAddShape(space, pointer)
        shapes[shape.id] = shape
        body.shapes.append(shape)
        return shape
    }

    package func remove(_ shape: PhysicsShape) {
        guard shapes.removeValue(forKey: shape.id) != nil else { return }
        cpSpaceRemoveShape(space, shape.pointer)
        cpShapeFree(shape.pointer)
        shape.body.shapes.removeAll { $0 === shape }
    }

    /// A joint of `kind` between `a` and `b`, at `anchorA` and `anchorB` in their frames.
    package func addConstraint(_ kind: PhysicsConstraint.Kind, between a: PhysicsBody, _ b: PhysicsBody,
                               anchorA: PhysicsVector = .zero, anchorB: PhysicsVector = .zero) -> PhysicsConstraint {
        let pointer: OpaquePointer = switch kind {
        case let .pin(distance):
            { let joint = cpPinJointNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp)!; cpPinJointSetDist(joint, distance); return joint }()
        case let .spring(restLength, stiffness, damping):
            cpDampedSpringNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp, restLength, stiffness, damping)
        case .pivot:
            cpPivotJointNew2(a.pointer, b.pointer, anchorA.cp, anchorB.cp)
        case let .groove(start, end):
            cpGrooveJointNew(a.pointer, b.pointer, start.cp, end.cp, anchorB.cp)
        case let .slide(minimum, maximum):
            cpSlideJointNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp, minimum, maximum)
        case let .rotaryLimit(minimum, maximum):
            cpRotaryLimitJointNew(a.pointer, b.pointer, minimum, maximum)
        case let .rotaryFriction(maxTorque):
            { let motor = cpSimpleMotorNew(a.pointer, b.pointer, 0)!; cpConstraintSetMaxForce(motor, maxTorque); return motor }()
        }
        // Joints correct half their error each 1/120 s step (Chipmunk's default: 10% each 1/60 s) so a held length
        // stretches by under half a point under UIKit's gravity.
        cpConstraintSetErrorBias(pointer, pow(0.5, 120))
        cpSpaceAddConstraint(space, pointer)
        let constraint = PhysicsConstraint(pointer: pointer, kind: kind)
        constraints.append(constraint)
        return constraint
    }

    package func remove(_ constraint: PhysicsConstraint) {
        guard !constraint.isRemoved else { return }
        free(constraint)
        constraint.isRemoved = true
        constraints.removeAll { $0 === constraint }
    }

    private func free(_ constraint: PhysicsConstraint) {
        cpSpaceRemoveConstraint(space, constraint.pointer)
        cpConstraintFree(constraint.pointer)
    }

    /// The most sub-steps one step is divided into.
    package static let maximumSubsteps = 64

    /// Advances the world by `dt` seconds: velocities from the forces, then constraints and contacts, then positions.
    /// Chipmunk finds contacts only between overlapping shapes, so a body that would cross more than a quarter of its
    /// own thinnest extent in `dt` would pass through a thin wall: the step is then divided into sub-steps short
    /// enough for every body (up to `maximumSubsteps`), with the step's forces acting in each.
    package func step(_ dt: Double) {
        let count = substeps(dt)
        guard count > 1 else { return cpSpaceStep(space, dt) }
        // Chipmunk clears forces after each of its steps: the forces of this step are laid on again for each part.
        let forces = bodies.map { (cpBodyGetForce($0.pointer), cpBodyGetTorque($0.pointer)) }
        for part in 0..<count {
            if part > 0 {
                for (body, force) in zip(bodies, forces) {
                    cpBodySetForce(body.pointer, force.0)
                    cpBodySetTorque(body.pointer, force.1)
                }
            }
            cpSpaceStep(space, dt / Double(count))
        }
    }

    /// How many sub-steps keep every moving body's travel in one under a quarter of its thinnest extent.
    func substeps(_ dt: Double) -> Int {
        var needed = 1.0
        for body in bodies where !body.shapes.isEmpty && cpBodyGetType(body.pointer) != CP_BODY_TYPE_STATIC {
            let mass = cpBodyGetMass(body.pointer)
            let push = mass > 0 && mass.isFinite ? PhysicsVector(cpBodyGetForce(body.pointer)).length / mass * dt : 0
            var thinnest = Double.infinity, reach = 0.0
            for shape in body.shapes {
                let box = cpShapeGetBB(shape.pointer)
                thinnest = min(thinnest, box.r - box.l, box.t - box.b)
                reach = max(reach, (PhysicsVector(box.l, box.b) - body.position).length, (PhysicsVector(box.r, box.t) - body.position).length)
            }
            // A turning body's far edge moves too.
            let travel = (body.velocity.length + push + abs(body.angularVelocity) * reach) * dt
            guard travel > 0, travel.isFinite, thinnest > 0, thinnest.isFinite else { continue }
            needed = max(needed, (travel / (thinnest / 4)).rounded(.up))
        }
        return Int(min(needed, Double(Self.maximumSubsteps)))
    }
}
