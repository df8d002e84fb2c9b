import Foundation
import CChipmunk

/// A point or vector of the engine's plane, in the caller's units (UIKit Dynamics: points).
package struct PhysicsVector: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = PhysicsVector(0, 0)

    package var length: Double { (x * x + y * y).squareRoot() }

    package static func + (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x + b.x, a.y + b.y) }
    package static func - (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x - b.x, a.y - b.y) }
    package static func * (a: PhysicsVector, s: Double) -> PhysicsVector { PhysicsVector(a.x * s, a.y * s) }

    /// The vector turned by `angle` radians.
    package func rotated(by angle: Double) -> PhysicsVector {
        let (c, s) = (cos(angle), sin(angle))
        return PhysicsVector(x * c - y * s, x * s + y * c)
    }

    var cp: cpVect { cpVect(x: x, y: y) }

    init(_ v: cpVect) {
        self.init(v.x, v.y)
    }
}
