import CChipmunk

/// A collision outline fixed to a body: a polygon, circle or segment, with its bounciness and friction. The world
/// owns the engine's shape; `tag` is the caller's name for what it stands for.
package final class PhysicsShape {
    let pointer: OpaquePointer
    package let id: Int
    package let tag: Int
    package unowned let body: PhysicsBody

    init(pointer: OpaquePointer, id: Int, tag: Int, body: PhysicsBody) {
        self.pointer = pointer
        self.id = id
        self.tag = tag
        self.body = body
    }

    /// 0: no bounce, 1: a perfectly elastic bounce.
    package var elasticity: Double {
        get { cpShapeGetElasticity(pointer) }
        set { cpShapeSetElasticity(pointer, newValue) }
    }

    package var friction: Double {
        get { cpShapeGetFriction(pointer) }
        set { cpShapeSetFriction(pointer, newValue) }
    }
}
